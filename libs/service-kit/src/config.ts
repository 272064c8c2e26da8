import { z } from 'zod';
import { envDurationMs, envPort, envPositiveInt, envUrl } from './env';
import { envKeySource, envPeerKeySources, envSigningKeys } from './tokens/signing-keys';
import { DUPLICATE_WINDOW_MS, EVENT_STREAM_MAX_AGE_MS, NATS_PREFIX_PATTERN } from './events/nats-names';

/** Environment every service reads; a service adds its own keys with `extend`. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  /** createService fills in the service's default port; 0 picks a free one. */
  PORT: envPort(),
  DATABASE_URL: envUrl(['postgres', 'postgresql']).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** This process's own private Ed25519 keys (a JWK Set, the current key first): its service tokens. */
  SIGNING_KEYS: envSigningKeys(),
  /** The gateway's public keys: a JWK Set, or the URL of the gateway's `/.well-known/jwks.json`. */
  GATEWAY_JWKS: envKeySource(),
  /** The public keys of the services whose calls this one accepts: `{"<service>": <JWK Set or URL>}`. */
  PEER_JWKS: envPeerKeySources().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.string().default('100kb'),
  SHUTDOWN_GRACE_MS: envDurationMs(10_000, { allowZero: true }),
  /** Domain events through NATS JetStream (`nats://host:4222`); unset: the in-process bus. */
  NATS_URL: envUrl(['nats', 'tls']).optional(),
  /** Root of the JetStream subjects and stream names (`canopy` → `canopy.events.<type>`, `CANOPY_EVENTS`). */
  NATS_PREFIX: z
    .string()
    .regex(NATS_PREFIX_PATTERN, 'must be a letter then letters, digits or _ (at most 32)')
    .default('canopy'),
  /** How often the outbox is looked at when no emit nudges it. */
  EVENT_POLL_MS: envDurationMs(2_000),
  /** First retry delay of a failed delivery; doubles per attempt, capped at EVENT_RETRY_MAX_MS. */
  EVENT_RETRY_BASE_MS: envDurationMs(1_000),
  EVENT_RETRY_MAX_MS: envDurationMs(5 * 60_000),
  /** Failed attempts before a delivery is dead-lettered (about a day with the defaults). */
  EVENT_MAX_ATTEMPTS: envPositiveInt(300),
  /** JetStream: a delivery unacknowledged this long (its instance died mid-handling) is made again. */
  EVENT_ACK_WAIT_MS: envDurationMs(30_000),
  /**
   * Published outbox rows and inbox rows (which events were handled) are deleted this long after; longer than
   * JetStream's duplicate window, and the events stream keeps events 7 days, so none can arrive again after.
   */
  EVENT_RETENTION_MS: envDurationMs(EVENT_STREAM_MAX_AGE_MS).pipe(
    z
      .number()
      .min(
        2 * DUPLICATE_WINDOW_MS,
        'EVENT_RETENTION_MS must be at least 20m (twice JetStream’s ten-minute duplicate window)',
      ),
  ),
  /** How often one instance of the service deletes old outbox and inbox rows and expired idempotency keys. */
  KIT_PURGE_INTERVAL_MS: envDurationMs(60 * 60_000),
  /** Usage limits (recovery, AI, ...) counted in Redis, shared by every instance; unset: in this process. */
  REDIS_URL: envUrl(['redis', 'rediss']).optional(),
  /** Put before every key written to Redis (`canopy:` → `canopy:limit:<service>:<limit>:<key>`). */
  REDIS_KEY_PREFIX: z.string().default('canopy:'),
  /** Connecting to Redis, or one command, taking longer than this answers 503 (never a hang). */
  REDIS_TIMEOUT_MS: envDurationMs(1_000, { max: 30_000 }),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Validates the environment, collecting every problem before failing. */
export function loadConfig<S extends z.ZodObject>(
  service: string,
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  // Empty strings mean "not set" — shells and compose files produce them easily.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    service,
    result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  );
}
