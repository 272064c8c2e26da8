import { forumMessages, type Identity } from '@canopy/contracts';
import { RateLimitedError } from '@canopy/service-kit';
import type { ForumConfig } from '../config';
import type { Stores } from '../stores/stores';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Discourse's defaults for new and established members; administrators are exempt. */
export interface PostingLimits {
  /** An account younger than this is new. */
  newAccountMs: number;
  newAccountIntervalS: number;
  newAccountDailyDiscussions: number;
  newAccountDailyReplies: number;
  intervalS: number;
  dailyDiscussions: number;
  duplicateWindowS: number;
}

export function postingLimitsFrom(config: ForumConfig): PostingLimits {
  return {
    newAccountMs: config.FORUM_NEW_ACCOUNT_HOURS * HOUR_MS,
    newAccountIntervalS: config.FORUM_NEW_ACCOUNT_POST_INTERVAL_S,
    newAccountDailyDiscussions: config.FORUM_NEW_ACCOUNT_DAILY_DISCUSSIONS,
    newAccountDailyReplies: config.FORUM_NEW_ACCOUNT_DAILY_REPLIES,
    intervalS: config.FORUM_POST_INTERVAL_S,
    dailyDiscussions: config.FORUM_DAILY_DISCUSSIONS,
    duplicateWindowS: config.FORUM_DUPLICATE_WINDOW_S,
  };
}

/** How long to wait, in words a person reads at a glance. */
export function waitInWords(seconds: number): string {
  if (seconds <= 1) return '1 second';
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Checks a member's next post against the limits, inside the posting transaction (after `lockMember`).
 * `accountNew` comes from the account's creation time (see accountIsNew). Throws 429 with Retry-After.
 */
export async function enforcePostingLimits(
  tx: Stores,
  limits: PostingLimits,
  actor: Identity,
  post: { kind: 'discussion' | 'reply'; content: string },
  account: { isNew: boolean; createdAt: Date | null },
  now: Date,
): Promise<void> {
  if (actor.role === 'admin') return;
  const activity = await tx.posting.activity(actor.id, {
    windowStart: new Date(now.getTime() - DAY_MS),
    duplicateSince: new Date(now.getTime() - limits.duplicateWindowS * 1000),
    content: post.content,
  });

  const interval = account.isNew ? limits.newAccountIntervalS : limits.intervalS;
  if (activity.lastPostAt && now.getTime() - activity.lastPostAt.getTime() < interval * 1000) {
    const wait = secondsUntil(activity.lastPostAt.getTime() + interval * 1000, now);
    throw new RateLimitedError(
      wait,
      account.isNew
        ? `New members wait ${interval} seconds between posts. Please wait ${waitInWords(wait)} before posting again.`
        : `You're posting too quickly. Please wait ${waitInWords(wait)} before posting again.`,
    );
  }

  if (activity.duplicateAt) {
    const wait = secondsUntil(activity.duplicateAt.getTime() + limits.duplicateWindowS * 1000, now);
    throw new RateLimitedError(wait, forumMessages.duplicatePost);
  }

  // When a new member's limit lifts: as the day's first post leaves the window, or as the account stops being new.
  const liftsAt = (first: Date | null) => {
    const windowEnd = (first ?? now).getTime() + DAY_MS;
    const grownUp = account.createdAt ? account.createdAt.getTime() + limits.newAccountMs : windowEnd;
    return account.isNew ? Math.min(windowEnd, grownUp) : windowEnd;
  };

  if (post.kind === 'discussion') {
    const max = account.isNew ? limits.newAccountDailyDiscussions : limits.dailyDiscussions;
    if (activity.discussionsInWindow >= max) {
      const wait = secondsUntil(liftsAt(activity.firstDiscussionInWindow), now);
      throw new RateLimitedError(
        wait,
        account.isNew
          ? `New members can start ${max} discussions in their first day. You can start another in ${waitInWords(wait)}.`
          : `You can start up to ${max} discussions a day. You can start another in ${waitInWords(wait)}.`,
      );
    }
  } else if (account.isNew && activity.repliesInWindow >= limits.newAccountDailyReplies) {
    const wait = secondsUntil(liftsAt(activity.firstReplyInWindow), now);
    throw new RateLimitedError(
      wait,
      `New members can post ${limits.newAccountDailyReplies} replies in their first day. You can reply again in ${waitInWords(wait)}.`,
    );
  }
}
