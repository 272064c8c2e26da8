import { sql } from 'drizzle-orm';
import { rowsOf } from '@canopy/service-kit';
import { ts, type ForumDb } from './db';

/** A member's recent posting, for the posting limits. Deleted and hidden posts count too. */
export interface PostingActivity {
  lastPostAt: Date | null;
  discussionsInWindow: number;
  firstDiscussionInWindow: Date | null;
  repliesInWindow: number;
  firstReplyInWindow: Date | null;
  /** When the member last posted this same text within the duplicate window; null if not. */
  duplicateAt: Date | null;
}

export interface PostingStore {
  /**
   * Serialises one member's posts for the rest of the transaction, so two requests at once cannot both pass
   * the limits.
   */
  lockMember(userId: number): Promise<void>;
  activity(
    userId: number,
    opts: { windowStart: Date; duplicateSince: Date; content: string },
  ): Promise<PostingActivity>;
  /** Records a member's first contribution to a course; true only the first time. */
  firstCourseContribution(userId: number, courseId: number, discussionId: number, at: Date): Promise<boolean>;
}

// Arbitrary, fixed first key of the advisory lock: "forum posting".
const POSTING_LOCK_SPACE = 4_300_301;

const toDate = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(String(v)));

export function createDrizzlePostingStore(db: ForumDb): PostingStore {
  return {
    async lockMember(userId) {
      await db.execute(sql`select pg_advisory_xact_lock(${POSTING_LOCK_SPACE}, ${userId})`);
    },

    async activity(userId, opts) {
      const from = ts(opts.windowStart);
      const dupFrom = ts(opts.duplicateSince);
      // Same text = same words, whatever the spacing and case.
      const normalised = opts.content.trim().replace(/\s+/g, ' ').toLowerCase();
      const same = (column: string) =>
        sql`lower(regexp_replace(btrim(${sql.raw(column)}), '\\s+', ' ', 'g')) = ${normalised}`;
      const result = await db.execute(sql`
        select
          greatest(
            (select max(created_at) from discussions where user_id = ${userId}),
            (select max(created_at) from replies where user_id = ${userId})
          ) as last_post_at,
          (select count(*) from discussions where user_id = ${userId} and created_at > ${from}::timestamptz)
            as discussions_in_window,
          (select min(created_at) from discussions where user_id = ${userId} and created_at > ${from}::timestamptz)
            as first_discussion_in_window,
          (select count(*) from replies where user_id = ${userId} and created_at > ${from}::timestamptz)
            as replies_in_window,
          (select min(created_at) from replies where user_id = ${userId} and created_at > ${from}::timestamptz)
            as first_reply_in_window,
          greatest(
            (select max(created_at) from discussions
              where user_id = ${userId} and created_at > ${dupFrom}::timestamptz and ${same('content')}),
            (select max(created_at) from replies
              where user_id = ${userId} and created_at > ${dupFrom}::timestamptz and ${same('content')})
          ) as duplicate_at`);
      const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
      return {
        lastPostAt: toDate(row.last_post_at),
        discussionsInWindow: Number(row.discussions_in_window ?? 0),
        firstDiscussionInWindow: toDate(row.first_discussion_in_window),
        repliesInWindow: Number(row.replies_in_window ?? 0),
        firstReplyInWindow: toDate(row.first_reply_in_window),
        duplicateAt: toDate(row.duplicate_at),
      };
    },

    async firstCourseContribution(userId, courseId, discussionId, at) {
      const result = await db.execute(sql`
        insert into course_contributions (user_id, course_id, discussion_id, created_at)
        values (${userId}, ${courseId}, ${discussionId}, ${ts(at)}::timestamptz)
        on conflict do nothing returning user_id`);
      return rowsOf(result).length > 0;
    },
  };
}
