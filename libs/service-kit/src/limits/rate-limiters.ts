import type { Logger } from 'pino';
import { createMemoryRateLimiters, type RateLimiters } from './rate-limiter';
import { createRedisRateLimiters } from './redis-rate-limiters';

export interface RateLimitersOptions {
  /** REDIS_URL: counters shared by every instance. Unset: counted in this process (the embedded default). */
  url?: string;
  /** Put before every counter's name in Redis. */
  prefix: string;
  timeoutMs: number;
  logger: Logger;
  now?: () => number;
}

/** A service's usage limits: in Redis when it is configured, else in process. */
export function createRateLimiters(opts: RateLimitersOptions): RateLimiters {
  if (!opts.url) return createMemoryRateLimiters(opts.now);
  return createRedisRateLimiters({ ...opts, url: opts.url });
}
