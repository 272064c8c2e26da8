import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@canopy/service-kit';

const serviceUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
// Lifetimes accept fractions so tests can shrink them to seconds.
const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);

/**
 * TRUST_PROXY: `false` (default), `true` (= one hop, the usual single reverse proxy / ingress), a hop count,
 * or Express's list form (`loopback, 10.0.0.0/8`). Plain `true` for Express would trust any X-Forwarded-For
 * and let a client pick its own rate-limit key, so it is read as one hop.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((v): boolean | number | string => {
    const s = v.trim().toLowerCase();
    if (s === 'false' || s === '0' || s === 'no' || s === 'off') return false;
    if (s === 'true' || s === 'yes' || s === 'on') return 1;
    if (/^\d+$/.test(s)) return Number(s);
    return v.trim();
  });

const originList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const origins: string[] = [];
    for (const raw of (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      try {
        const u = new URL(raw);
        if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('scheme');
        origins.push(u.origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${raw}" is not an http(s) origin` });
      }
    }
    return origins;
  });

export const gatewayConfigSchema = baseConfigSchema
  .pick({ NODE_ENV: true, HOST: true, IDENTITY_TOKEN_SECRET: true, LOG_LEVEL: true, SHUTDOWN_GRACE_MS: true })
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
    SESSION_COOKIE_NAME: z
      .string()
      .regex(/^[\w.-]+$/, 'SESSION_COOKIE_NAME may contain letters, digits, dots, dashes and underscores')
      .default('canopy.sid'),
    SESSION_IDLE_MINUTES: positiveNumber(60),
    SESSION_ABSOLUTE_HOURS: positiveNumber(24),
    /** Longest wait for the session store before a request is answered 503. */
    SESSION_STORE_TIMEOUT_MS: positiveInt(1500),
    /** Bound of the in-process store used without Redis. */
    SESSION_MEMORY_MAX: positiveInt(10_000),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    /** Prefix of every key the gateway writes to Redis (sessions and rate-limit counters). */
    REDIS_KEY_PREFIX: z.string().default('canopy:'),
    IDENTITY_URL: serviceUrl,
    COURSE_URL: serviceUrl,
    FORUM_URL: serviceUrl,
    LIVE_SESSION_URL: serviceUrl,
    CONTENT_URL: serviceUrl,
    TRUST_PROXY: trustProxy,
    /** How old the session's copy of the user may get before identity is asked again. */
    IDENTITY_REFRESH_MS: z.coerce.number().int().min(0).default(5000),
    /** While identity is unreachable, a copy up to this old is still honoured; older ones get 503. */
    IDENTITY_STALE_MS: z.coerce.number().int().min(0).default(30_000),
    IDENTITY_TIMEOUT_MS: positiveInt(3000),
    PROXY_TIMEOUT_MS: positiveInt(10_000),
    /** The content service waits on outside AI and web pages; it gets longer. */
    CONTENT_PROXY_TIMEOUT_MS: positiveInt(60_000),
    ENABLE_TEST_LOGIN: z.stringbool().default(false),
    STATIC_DIR: z.string().min(1).optional(),
    REMOTE_LEARN_URL: z.string().min(1).optional(),
    REMOTE_FORUM_URL: z.string().min(1).optional(),
    REMOTE_STUDIO_URL: z.string().min(1).optional(),
    REMOTE_ADMIN_URL: z.string().min(1).optional(),
    ALLOWED_ORIGINS: originList,
    /** Body limit of the gateway's own JSON routes (sign-in, registration); proxied bodies are the services' business. */
    JSON_BODY_LIMIT: z.string().default('16kb'),
    RATE_LIMIT_WINDOW_MS: positiveInt(15 * 60_000),
    /** Failed sign-ins per IP address per window. */
    RATE_LIMIT_LOGIN_PER_IP: positiveInt(50),
    /** Failed sign-ins per username per window. */
    RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
    /** Registration attempts per IP address per window. */
    RATE_LIMIT_REGISTER_PER_IP: positiveInt(30),
    /** Registration attempts per username per window. */
    RATE_LIMIT_REGISTER_PER_ACCOUNT: positiveInt(10),
    /** Newsletter subscriptions per IP address per window. */
    RATE_LIMIT_NEWSLETTER_PER_IP: positiveInt(20),
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
