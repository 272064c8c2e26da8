import path from 'node:path';
import { z } from 'zod';
import {
  platformServices,
  type PlatformService,
  type PlatformServiceDatabaseUrlVariable,
  type PlatformServicePortVariable,
} from '@canopy/contracts';
import { envDurationMs, envFlag, envUrl, loadConfig } from '@canopy/service-kit';

/** `{NAME}_PORTS`: one port per instance of a service, 0 = a free one. */
export type ClusterPortsVariable = `${PlatformServicePortVariable}S`;

export function portsVariableOf(service: PlatformService): ClusterPortsVariable {
  return `${service.portVariable}S` as ClusterPortsVariable;
}

/**
 * A comma-separated list of ports, one per instance (`4002,4102`; `0,0` = two free ones). Its length is how many
 * instances run, so `COURSE_PORTS=0,0,0` runs three.
 */
function envPortList(fallback: readonly number[]) {
  return z
    .string()
    .default(fallback.join(','))
    .transform((raw, ctx) => {
      const entries = raw
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      if (entries.length === 0) ctx.addIssue({ code: 'custom', message: 'must list at least one port' });
      const ports = entries.map((entry, i) => {
        const port = /^\d+$/.test(entry) ? Number(entry) : NaN;
        if (!(port >= 0 && port <= 65535)) {
          ctx.addIssue({ code: 'custom', message: `entry ${i + 1} "${entry}" is not a port (0 to 65535)` });
        } else if (port !== 0 && entries.slice(0, i).includes(entry)) {
          ctx.addIssue({ code: 'custom', message: `entry ${i + 1} repeats port ${port}` });
        }
        return port;
      });
      return ports;
    });
}

const postgresUrl = () => envUrl(['postgres', 'postgresql']);

/** Each instance after the first listens 100 above the one before: 4002, 4102; gateways 3000, 3001. */
const servicePortLists = Object.fromEntries(
  platformServices.map((s) => [portsVariableOf(s), envPortList([s.defaultPort, s.defaultPort + 100])]),
) as Record<ClusterPortsVariable, ReturnType<typeof envPortList>>;

const serviceDatabaseUrls = Object.fromEntries(
  platformServices.map((s) => [s.databaseUrlVariable, postgresUrl().optional()]),
) as Record<PlatformServiceDatabaseUrlVariable, z.ZodOptional<ReturnType<typeof postgresUrl>>>;

/** What `npm run cluster` reads; each service and gateway process still validates its own environment. */
export const clusterConfigSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  DEMO: envFlag(true),
  /** Unset: on exactly when DEMO is (as `npm start`). */
  ENABLE_TEST_LOGIN: envFlag().optional(),
  PUBLIC_URL: envUrl().optional(),
  /** The course service's Open Badges issuer key (a private Ed25519 JWK); unset: kept in DATA_DIR. */
  CREDENTIAL_ISSUER_KEY: z.string().optional(),
  /** One port per gateway process. */
  GATEWAY_PORTS: envPortList([3000, 3001]),
  ...servicePortLists,
  /**
   * The PostgreSQL server, through the database used to create the others (`postgres`): each service gets
   * `<DATABASE_NAME_PREFIX><service>` on it unless its `{NAME}_DATABASE_URL` says otherwise. Missing databases
   * are created.
   */
  DATABASE_URL: postgresUrl().default('postgres://postgres@127.0.0.1:5432/postgres'),
  DATABASE_NAME_PREFIX: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,40}$/, 'must be lower-case letters, digits and _ (at most 41)')
    .default('canopy_'),
  ...serviceDatabaseUrls,
  REDIS_URL: envUrl(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
  NATS_URL: envUrl(['nats', 'tls']).default('nats://127.0.0.1:4222'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** How long one process may take to answer its /readyz before the start is given up. */
  CLUSTER_READY_TIMEOUT_MS: envDurationMs(90_000),
});
export type ClusterConfig = z.infer<typeof clusterConfigSchema>;

export function loadClusterConfig(env: Record<string, string | undefined>): ClusterConfig {
  return loadConfig('cluster', clusterConfigSchema, env);
}

/** A service's database: its own variable, else `<prefix><service>` on DATABASE_URL's server. */
export function databaseUrlOf(cfg: ClusterConfig, service: PlatformService): string {
  const own = cfg[service.databaseUrlVariable];
  if (own) return own;
  const url = new URL(cfg.DATABASE_URL);
  url.pathname = `/${cfg.DATABASE_NAME_PREFIX}${service.name.replace(/-/g, '_')}`;
  return url.toString();
}
