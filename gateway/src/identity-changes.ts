import { USERS_CHANGED_CHANNEL } from '@canopy/contracts';
import { subscribeNotices } from '@canopy/service-kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';

/** Users whose last notice is remembered; past it, every copy is asked again (as after a NOTICE_ALL). */
const REMEMBERED_MAX = 10_000;

/**
 * What identity has told this gateway of account changes (its notice relay, over Redis): which users changed
 * when, and whether the notices are heard at all.
 */
export interface IdentityChanges {
  /** No notice has named this user (or everyone) since `at`, when the copy at hand was asked for. */
  unchangedSince(userId: number, at: number): boolean;
  /** Identity's heartbeat is heard: a change would be told, so a copy may be kept up to IDENTITY_PUSHED_REFRESH_MS. */
  heard(): boolean;
  close(): Promise<void>;
}

/** Without Redis (one launcher, its in-process store) nothing is told: copies are asked for every IDENTITY_REFRESH_MS. */
export const NOTHING_TOLD: IdentityChanges = {
  unchangedSince: () => true,
  heard: () => false,
  close: async () => undefined,
};

export function createIdentityChanges(config: GatewayConfig, logger: Logger): IdentityChanges {
  if (!config.REDIS_URL || config.IDENTITY_PUSHED_REFRESH_MS === 0) return NOTHING_TOLD;
  // When each user was last named, oldest first (a user named again moves to the end).
  const changedAt = new Map<number, number>();
  // Copies asked for before this may be out of date (set by the first message, and by NOTICE_ALL).
  let allChangedAt = Number.NEGATIVE_INFINITY;
  const subscription = subscribeNotices({
    redisUrl: config.REDIS_URL,
    redisChannel: `${config.REDIS_KEY_PREFIX}${USERS_CHANGED_CHANNEL}`,
    silenceMs: config.IDENTITY_NOTICE_SILENCE_MS,
    logger,
    onAll(at) {
      allChangedAt = at;
      changedAt.clear();
    },
    onIds(ids, at) {
      for (const raw of ids) {
        const id = Number(raw);
        if (!Number.isInteger(id)) continue;
        changedAt.delete(id);
        changedAt.set(id, at);
      }
      // A notice older than the longest a copy is kept can no longer matter.
      for (const [id, when] of changedAt) {
        if (changedAt.size <= REMEMBERED_MAX && when > at - config.IDENTITY_PUSHED_REFRESH_MS) break;
        changedAt.delete(id);
        if (when > at - config.IDENTITY_PUSHED_REFRESH_MS) allChangedAt = Math.max(allChangedAt, when);
      }
    },
  });
  return {
    unchangedSince(userId, at) {
      return at > allChangedAt && at > (changedAt.get(userId) ?? Number.NEGATIVE_INFINITY);
    },
    heard: () => subscription.heard(),
    close: () => subscription.close(),
  };
}
