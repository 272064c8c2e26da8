import type { Redis } from 'ioredis';

/**
 * connect-redis 9 speaks node-redis v5's command API (`set(k, v, { expiration })`, `del([keys])`, `mGet`,
 * `scanIterator`). This adapts an ioredis client to exactly the calls it makes, so the gateway keeps one
 * Redis client library (ioredis) for sessions and rate limits.
 */
export function ioredisSessionClient(redis: Redis) {
  return {
    get: (key: string) => redis.get(key),
    set: (key: string, value: string, opts?: { expiration?: { type: 'EX'; value: number } }) =>
      opts?.expiration ? redis.set(key, value, 'EX', opts.expiration.value) : redis.set(key, value),
    expire: (key: string, seconds: number) => redis.expire(key, seconds),
    del: (keys: string | string[]) => redis.del(...(Array.isArray(keys) ? keys : [keys])),
    mGet: (keys: string[]) => redis.mget(...keys),
    async *scanIterator({ MATCH, COUNT }: { MATCH: string; COUNT: number }): AsyncGenerator<string[]> {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', MATCH, 'COUNT', COUNT);
        cursor = next;
        if (keys.length) yield keys;
      } while (cursor !== '0');
    },
  };
}
