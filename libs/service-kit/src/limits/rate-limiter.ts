import { RateLimitedError, UnavailableError } from '../errors';

/** One limit: at most `limit` attempts per key within any `windowMs` (a sliding window). */
export interface LimitRule {
  /** Part of the counters' names: unique within the service (`ai`, `forgot-password`). */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /**
   * Counts one attempt of `key`: null when it is allowed, otherwise the seconds until the next one would be (a
   * refused attempt is not counted). Rejects with a 503 `UnavailableError` when the shared counters cannot be
   * reached within the timeout: an attempt is never let through uncounted.
   */
  take(key: string | number): Promise<number | null>;
  /** `take`, throwing a 429 `RateLimitedError` (with `message` and Retry-After) when the attempt is refused. */
  enforce(key: string | number, message?: string): Promise<void>;
}

/** Where a service's limits are counted: Redis (REDIS_URL, shared by every instance) or this process. */
export interface RateLimiters {
  engine: 'redis' | 'memory';
  limiter(rule: LimitRule): RateLimiter;
  close(): Promise<void>;
}

/** The 503 a limited request gets while its counters cannot be reached. */
export const LIMITS_UNAVAILABLE =
  'This is temporarily unavailable because its usage limits cannot be checked. Please try again shortly.';

export function limitsUnavailable(): UnavailableError {
  return new UnavailableError(LIMITS_UNAVAILABLE);
}

/** Seconds until a refused attempt may be made again (at least 1, for Retry-After). */
export const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** `enforce` from `take`, shared by both engines. */
export function withEnforce(take: RateLimiter['take']): RateLimiter {
  return {
    take,
    async enforce(key, message) {
      const wait = await take(key);
      if (wait !== null) throw new RateLimitedError(wait, message);
    },
  };
}

/** Keys a memory limiter keeps at most; beyond it the least recently started ones are forgotten first. */
const MAX_KEYS = 100_000;

/**
 * The embedded default: counters in this process (with several instances each allows `limit`). Old keys are
 * swept as the window passes, so memory stays bounded by the keys active within one window (and MAX_KEYS).
 */
export function createMemoryRateLimiters(now: () => number = Date.now): RateLimiters {
  return {
    engine: 'memory',
    limiter({ limit, windowMs }) {
      const hits = new Map<string | number, number[]>();
      let lastSweep = 0;
      return withEnforce(async (key) => {
        const at = now();
        if (at - lastSweep > windowMs) {
          for (const [k, times] of hits) if (times[times.length - 1]! <= at - windowMs) hits.delete(k);
          lastSweep = at;
        }
        const times = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
        if (times.length >= limit) {
          hits.set(key, times);
          return waitSeconds(times[0]! + windowMs - at);
        }
        times.push(at);
        hits.delete(key);
        hits.set(key, times);
        if (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value!);
        return null;
      });
    },
    close: async () => {},
  };
}
