import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { platformServices, type PlatformServiceUrlVariable } from '@canopy/contracts';
import {
  baseConfigSchema,
  envDurationMs,
  envEmail,
  envFlag,
  envOrigins,
  envPort,
  envPositiveInt,
  envPositiveNumber,
  envUrl,
  envUrls,
  envWholeNumber,
  loadConfig,
  parseFlag,
} from '@canopy/service-kit';

/**
 * `IDENTITY_URL`, `COURSE_URL`, ...: per platform service (libs/contracts), optional, the http(s) URL of each of
 * its instances, comma-separated (`http://course-a:4002,http://course-b:4002`); requests are spread over them.
 */
const serviceUrls = Object.fromEntries(
  platformServices.map((s) => [s.urlVariable, envUrls().optional()]),
) as Record<PlatformServiceUrlVariable, z.ZodOptional<ReturnType<typeof envUrls>>>;

/**
 * TRUST_PROXY: off (default; any flag spelling), on (= one hop, the usual single reverse proxy / ingress), a hop
 * count, or Express's list form (`loopback, 10.0.0.0/8`). Plain `true` for Express would trust any
 * X-Forwarded-For and let a client pick its own rate-limit key, so it is read as one hop.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((v): boolean | number | string => {
    const s = v.trim();
    if (/^\d+$/.test(s)) return Number(s) === 0 ? false : Number(s);
    const flag = parseFlag(s);
    if (flag !== undefined) return flag ? 1 : false;
    return s;
  });

export const gatewayConfigSchema = baseConfigSchema
  .pick({ NODE_ENV: true, HOST: true, SIGNING_KEYS: true, LOG_LEVEL: true, SHUTDOWN_GRACE_MS: true })
  .extend({
    PORT: envPort(3000),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
    SESSION_COOKIE_NAME: z
      .string()
      .regex(/^[\w.-]+$/, 'SESSION_COOKIE_NAME may contain letters, digits, dots, dashes and underscores')
      .default('canopy.sid'),
    // Lifetimes accept fractions so tests can shrink them to seconds.
    SESSION_IDLE_MINUTES: envPositiveNumber(60),
    SESSION_ABSOLUTE_HOURS: envPositiveNumber(24),
    /** Longest wait for the session store before a request is answered 503. */
    SESSION_STORE_TIMEOUT_MS: envDurationMs(1500),
    /** Bound of the in-process store used without Redis. */
    SESSION_MEMORY_MAX: envPositiveInt(10_000),
    REDIS_URL: envUrl(['redis', 'rediss']).optional(),
    /** Prefix of every key the gateway writes to Redis (sessions and rate-limit counters). */
    REDIS_KEY_PREFIX: z.string().default('canopy:'),
    ...serviceUrls,
    /** Longest wait for a service instance's /readyz (the gateway's own /readyz, the probes below). */
    READY_TIMEOUT_MS: envDurationMs(1000),
    /**
     * How often each instance of a service with several is asked its /readyz: one that fails is taken out of the
     * spread, one taken out comes back at its first ready answer.
     */
    PROXY_PROBE_INTERVAL_MS: envDurationMs(2000),
    TRUST_PROXY: trustProxy,
    /**
     * How long a session read by the proxied-read lane is reused for that session's next reads (0: every read asks
     * the store). Changes made through this gateway drop it at once; one made through another replica (a sign-out
     * there) is seen here at most this much later.
     */
    SESSION_READ_REUSE_MS: envDurationMs(1000, { allowZero: true }).pipe(
      z.number().max(5000, 'SESSION_READ_REUSE_MS must be at most 5000 (five seconds)'),
    ),
    /** How old the session's copy of the user may get before identity is asked again. */
    IDENTITY_REFRESH_MS: envDurationMs(5000, { allowZero: true }),
    /**
     * With REDIS_URL, while identity's change notices are heard (identity/drizzle/0005, USERS_CHANGED_CHANNEL), how
     * old a copy of a user may get before identity is asked again: a notice naming the user drops it at once, so
     * this only bounds a notice lost without the connection failing. 0: notices are not relied on.
     */
    IDENTITY_PUSHED_REFRESH_MS: envDurationMs(300_000, { allowZero: true }),
    /** Longer than identity's IDENTITY_NOTICE_HEARTBEAT_MS: this long without one, notices are not relied on. */
    IDENTITY_NOTICE_SILENCE_MS: envDurationMs(6000),
    /** While identity is unreachable, a copy up to this old is still honoured; older ones get 503. */
    IDENTITY_STALE_MS: envDurationMs(30_000, { allowZero: true }),
    IDENTITY_TIMEOUT_MS: envDurationMs(3000),
    /**
     * Sign-in and sign-up: identity hashes the password (argon2, by design slow) and under load the hash waits for
     * others; a sign-up cut short may still create the account, which the person's retry then finds taken.
     */
    IDENTITY_PASSWORD_TIMEOUT_MS: envDurationMs(10_000),
    PROXY_TIMEOUT_MS: envDurationMs(10_000),
    /**
     * How long a client's idle keep-alive connection stays open. Longer than what clients and load balancers keep
     * an idle connection for (60 s is common): when the gateway closes first, a request sent on the closing
     * connection fails with a reset instead of an answer. Node's default is 5 s.
     */
    KEEP_ALIVE_TIMEOUT_MS: envDurationMs(65_000),
    /**
     * Connections the kernel holds for the gateway while it is busy (the listen backlog; Linux caps it at
     * net.core.somaxconn). Node's default of 511 overflows when a class of thousands opens a quiz in the same
     * seconds: the rest see their connection reset or their SYNs retried for seconds.
     */
    LISTEN_BACKLOG: envWholeNumber(4096, { min: 1, max: 65_535 }),
    /**
     * Requests in flight to each service instance at once; more wait in the gateway, in order, rather than
     * interleaving every request's steps on the instance's one thread and slowing all of them.
     */
    PROXY_MAX_SOCKETS: envPositiveInt(256),
    /**
     * Requests that may wait for a connection to one service at once (all its instances together); the next is
     * answered 503 with Retry-After at once. 0: none wait.
     */
    PROXY_MAX_QUEUE: envWholeNumber(1024, { min: 0 }),
    /** The content service waits on outside AI and web pages; it gets longer. */
    CONTENT_PROXY_TIMEOUT_MS: envDurationMs(60_000),
    /** How long visitors' public reads are shared from the gateway's micro-cache (0: off; at most 1 s). */
    MICRO_CACHE_TTL_MS: envDurationMs(1000, { allowZero: true }).pipe(
      z.number().max(1000, 'MICRO_CACHE_TTL_MS must be at most 1000 (one second)'),
    ),
    /** Memory bound of the micro-cache's stored answers, in bytes. */
    MICRO_CACHE_MAX_BYTES: envPositiveInt(16 * 1024 * 1024),
    ENABLE_TEST_LOGIN: envFlag(false),
    STATIC_DIR: z.string().min(1).optional(),
    /**
     * The shell's own static server as the gateway reaches it (`http://shell:8080/`): its files are served on the
     * gateway's origin and each page is its index.html. Unset: the local build under STATIC_DIR (`npm start`).
     */
    SHELL_URL: envUrl(['http', 'https']).optional(),
    /** How long the shell's index.html from SHELL_URL is used before it is revalidated (a shell release shows up). */
    SHELL_TEMPLATE_TTL_MS: envDurationMs(5000),
    REMOTE_LEARN_URL: z.string().min(1).optional(),
    REMOTE_FORUM_URL: z.string().min(1).optional(),
    REMOTE_STUDIO_URL: z.string().min(1).optional(),
    REMOTE_ADMIN_URL: z.string().min(1).optional(),
    /** A remote's static server as the gateway reaches it, served at /remotes/{name}/ (see remote-directory.ts). */
    REMOTE_LEARN_UPSTREAM_URL: envUrl(['http', 'https']).optional(),
    REMOTE_FORUM_UPSTREAM_URL: envUrl(['http', 'https']).optional(),
    REMOTE_STUDIO_UPSTREAM_URL: envUrl(['http', 'https']).optional(),
    REMOTE_ADMIN_UPSTREAM_URL: envUrl(['http', 'https']).optional(),
    /** Paths a remote owns when its build's paths file cannot be read (comma list; see static-frontends.ts). */
    REMOTE_LEARN_PATHS: z.string().optional(),
    REMOTE_FORUM_PATHS: z.string().optional(),
    REMOTE_STUDIO_PATHS: z.string().optional(),
    REMOTE_ADMIN_PATHS: z.string().optional(),
    /**
     * How long the description of a remote served from its own URL (its paths file) is used before it is read
     * again: a remote deployed there is in /mfe-manifest.json at most this long after, with no gateway restart.
     */
    REMOTE_DESCRIPTION_TTL_MS: envDurationMs(30_000),
    ALLOWED_ORIGINS: envOrigins(),
    /**
     * The organisation's home site and the address people write to for help, given to the front ends in
     * /mfe-manifest.json. Unset: no page links to them.
     */
    HOME_SITE_URL: envUrl().optional(),
    SUPPORT_EMAIL: envEmail().optional(),
    /** Body limit of the gateway's own JSON routes (sign-in, registration); proxied bodies are the services' business. */
    JSON_BODY_LIMIT: z.string().default('16kb'),
    RATE_LIMIT_WINDOW_MS: envDurationMs(15 * 60_000),
    /** Failed sign-ins per IP address per window. */
    RATE_LIMIT_LOGIN_PER_IP: envPositiveInt(50),
    /** Failed sign-ins per username per window. */
    RATE_LIMIT_LOGIN_PER_ACCOUNT: envPositiveInt(10),
    /** Registration attempts per IP address per window. */
    RATE_LIMIT_REGISTER_PER_IP: envPositiveInt(30),
    /** Registration attempts per username per window. */
    RATE_LIMIT_REGISTER_PER_ACCOUNT: envPositiveInt(10),
    /** Newsletter subscriptions per IP address per window. */
    RATE_LIMIT_NEWSLETTER_PER_IP: envPositiveInt(20),
  });

export type GatewayConfig = z.output<typeof gatewayConfigSchema> & { STATIC_DIR: string };

/** Validates the environment, listing every problem at once (ConfigError). */
export function loadGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  const config = loadConfig('gateway', gatewayConfigSchema, env);
  return { ...config, STATIC_DIR: path.resolve(config.STATIC_DIR ?? findRepoRoot()) };
}

/**
 * The workspace root (the package.json with `workspaces`), found by walking up from this module. Walking up
 * rather than a fixed `../..` keeps it right from src/, from gateway/dist and from the launcher's bundle.
 */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // unreadable package.json: keep walking
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
