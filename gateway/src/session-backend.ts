import session from 'express-session';
import { RedisStore } from 'connect-redis';
import { Redis } from 'ioredis';
import createMemoryStore from 'memorystore';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import { ioredisSessionClient } from './ioredis-session-client';

/** Where sessions (and, with Redis, rate-limit counters) live, and whether that place answers. */
export interface SessionBackend {
  kind: 'redis' | 'memory';
  store: session.Store;
  /** The Redis client when REDIS_URL is set, for rate-limit counters. */
  redis?: Redis;
  /** Cheap, synchronous: false when Redis is known not to be connected (so requests fail fast with 503). */
  isUp(): boolean;
  /** A real round trip, for /readyz. */
  ping(timeoutMs: number): Promise<void>;
  /** Resolves when connected or after `timeoutMs`, whichever is first; never rejects. */
  settle(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export function createSessionBackend(config: GatewayConfig, logger: Logger): SessionBackend {
  const idleSeconds = Math.max(1, Math.ceil(config.SESSION_IDLE_MINUTES * 60));
  if (!config.REDIS_URL) {
    const MemoryStore = createMemoryStore(session);
    const store = new MemoryStore({ checkPeriod: 60_000, max: config.SESSION_MEMORY_MAX });
    // Expiry moves forward through saves (session-layer.ts renewedAt), not through a touch on every request.
    store.touch = (_sid, _session, callback) => callback?.();
    return {
      kind: 'memory',
      store,
      isUp: () => true,
      ping: async () => {},
      settle: async () => {},
      close: async () => store.stopInterval(),
    };
  }

  // Fail fast instead of queueing: a command against a Redis that is down rejects at once, a slow one after
  // ~1 s, and every caller turns that into 503. Reconnection goes on in the background.
  const redis = new Redis(config.REDIS_URL, {
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastErrorLog = 0;
  redis.on('error', (err: Error) => {
    // One line per 30 s is enough while it is down; ioredis retries by itself.
    if (Date.now() - lastErrorLog < 30_000) return;
    lastErrorLog = Date.now();
    logger.warn({ err: err.message }, 'redis unavailable');
  });
  redis.on('ready', () => logger.info('redis connected'));

  const store = new RedisStore({
    client: ioredisSessionClient(redis),
    prefix: `${config.REDIS_KEY_PREFIX}sess:`,
    ttl: idleSeconds,
    disableTouch: true,
  });
  return {
    kind: 'redis',
    store,
    redis,
    isUp: () => redis.status === 'ready',
    async ping(timeoutMs) {
      if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
      await withTimeout(redis.ping(), timeoutMs);
    },
    async settle(timeoutMs) {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        redis.once('ready', done);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
      });
    },
    async close() {
      try {
        await withTimeout(redis.quit(), 1000);
      } catch {
        redis.disconnect();
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}
