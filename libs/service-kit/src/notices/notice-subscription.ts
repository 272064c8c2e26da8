import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { NOTICE_ALL, NOTICE_HEARTBEAT } from './notice-relay';

export interface NoticeSubscriptionOptions {
  redisUrl: string;
  /** The Redis channel (with its key prefix) a notice relay publishes on. */
  redisChannel: string;
  /** Longer than the relay's heartbeat: past this without a message, the notices are not heard. */
  silenceMs: number;
  /** Ids a notice named, and when it arrived. */
  onIds(ids: string[], at: number): void;
  /** Anything may have changed before `at`: the relay started listening, or this side may have missed notices. */
  onAll(at: number): void;
  logger: Logger;
  now?: () => number;
}

export interface NoticeSubscription {
  /** Connected, and a message (a heartbeat at least) came within `silenceMs`: a change would have been told. */
  heard(): boolean;
  close(): Promise<void>;
}

/**
 * The other end of `startNoticeRelay`. Notices published while this side was not subscribed are lost, so the first
 * message after (re)connecting counts as NOTICE_ALL: whatever a caller knew before it may be out of date.
 */
export function subscribeNotices(opts: NoticeSubscriptionOptions): NoticeSubscription {
  const now = opts.now ?? Date.now;
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  let lastMessageAt = Number.NEGATIVE_INFINITY;
  let missedSome = true;
  let lastError = 0;
  redis.on('error', (err: Error) => {
    if (now() - lastError < 30_000) return;
    lastError = now();
    opts.logger.warn({ err: err.message }, 'redis for change notices unavailable');
  });
  const disconnected = () => {
    missedSome = true;
    lastMessageAt = Number.NEGATIVE_INFINITY;
  };
  redis.on('close', disconnected);
  redis.on('reconnecting', disconnected);
  redis.on('message', (channel: string, message: string) => {
    if (channel !== opts.redisChannel) return;
    const at = now();
    lastMessageAt = at;
    if (missedSome || message === NOTICE_ALL) {
      missedSome = false;
      opts.onAll(at);
    }
    if (message === NOTICE_ALL || message === NOTICE_HEARTBEAT) return;
    opts.onIds(message.split(','), at);
  });
  // ioredis subscribes again by itself after a reconnection.
  redis.subscribe(opts.redisChannel).catch((err: Error) => {
    opts.logger.warn({ err: err.message }, 'change notices: not subscribed');
  });

  return {
    heard: () => redis.status === 'ready' && now() - lastMessageAt < opts.silenceMs,
    async close() {
      disconnected();
      // Nothing to hand over: a subscriber just goes (`quit` would wait for a Redis that is down).
      redis.disconnect();
    },
  };
}
