import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { limitsUnavailable, waitSeconds, withEnforce, type RateLimiters } from './rate-limiter';

export interface RedisLimitsOptions {
  url: string;
  /** Put before every counter's name (`canopy:limit:content:`), so deployments sharing a Redis never mix. */
  prefix: string;
  /** How long connecting or one command may take before the request is answered 503. */
  timeoutMs: number;
  logger: Logger;
  now?: () => number;
}

/**
 * A sliding window as a sorted set of attempt times, checked and counted in one atomic step: old attempts
 * leave, a full window answers how long until its oldest attempt leaves (a refusal is not counted), otherwise
 * the attempt joins and the key lives one window more. Times come from the caller (every instance's clock is
 * NTP-close; tests move it).
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return -1
`;

type LimitClient = Redis & {
  canopyLimitTake(key: string, now: number, windowMs: number, limit: number, member: string): Promise<number>;
};

/**
 * Counters in Redis, shared by every instance. The connection is opened when the first limiter is made. Redis
 * that is down or slow never holds a request: commands are not queued while disconnected, connecting and each
 * command have `timeoutMs`, and every failure is a 503 (never an attempt let through).
 */
export function createRedisRateLimiters(opts: RedisLimitsOptions): RateLimiters {
  const now = opts.now ?? Date.now;
  let client: LimitClient | undefined;

  function connection(): LimitClient {
    if (client) return client;
    const redis = new Redis(opts.url, {
      enableOfflineQueue: false,
      connectTimeout: opts.timeoutMs,
      commandTimeout: opts.timeoutMs,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    redis.defineCommand('canopyLimitTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    let lastErrorLog = 0;
    redis.on('error', (err: Error) => {
      // One line per 30 s while it is down; ioredis reconnects by itself.
      if (Date.now() - lastErrorLog < 30_000) return;
      lastErrorLog = Date.now();
      opts.logger.warn({ err: err.message }, 'redis for usage limits unavailable');
    });
    client = redis as LimitClient;
    return client;
  }

  /** Ready now, or once the first connection (still under way) is made within the timeout; else a 503. */
  function ready(redis: LimitClient): Promise<void> {
    if (redis.status === 'ready') return Promise.resolve();
    // Known to be down (between reconnection attempts, or closed): answer at once rather than wait.
    if (redis.status !== 'connecting' && redis.status !== 'connect')
      return Promise.reject(limitsUnavailable());
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => settle(limitsUnavailable()), opts.timeoutMs);
      const onReady = () => settle();
      const onClose = () => settle(limitsUnavailable());
      redis.once('ready', onReady);
      redis.once('close', onClose);
      function settle(err?: Error) {
        clearTimeout(timer);
        redis.off('ready', onReady);
        redis.off('close', onClose);
        if (err) reject(err);
        else resolve();
      }
    });
  }

  return {
    engine: 'redis',
    limiter({ name, limit, windowMs }) {
      const redis = connection();
      return withEnforce(async (key) => {
        await ready(redis);
        let waitMs: number;
        try {
          const at = now();
          const member = `${at}:${randomBytes(6).toString('hex')}`;
          waitMs = await redis.canopyLimitTake(`${opts.prefix}${name}:${key}`, at, windowMs, limit, member);
        } catch (err) {
          opts.logger.warn({ err: (err as Error).message, limit: name }, 'usage limit could not be checked');
          throw limitsUnavailable();
        }
        return waitMs < 0 ? null : waitSeconds(waitMs);
      });
    },
    async close() {
      if (!client) return;
      const redis = client;
      client = undefined;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
