import type { Clock } from '@canopy/service-kit';

export interface RateLimiter {
  /** Counts one request of `key`; null if allowed, otherwise the seconds until the next one would be. */
  take(key: string | number): number | null;
}

/**
 * A sliding window kept in memory (per process: with several instances each allows `limit`). Old keys are
 * dropped as the window passes, so memory stays bounded by the active users.
 */
export function createRateLimiter(limit: number, windowMs: number, clock: Clock): RateLimiter {
  const hits = new Map<string | number, number[]>();
  let lastSweep = 0;

  return {
    take(key) {
      const now = clock().getTime();
      if (now - lastSweep > windowMs) {
        for (const [k, times] of hits) if (times[times.length - 1]! <= now - windowMs) hits.delete(k);
        lastSweep = now;
      }
      const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (times.length >= limit) {
        hits.set(key, times);
        return Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000));
      }
      times.push(now);
      hits.set(key, times);
      return null;
    },
  };
}
