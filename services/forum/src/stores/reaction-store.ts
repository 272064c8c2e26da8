import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FlagReason, PostType } from '@canopy/contracts';
import { postFlags, postLikes } from '../db/schema';
import { ts, type ForumDb } from './db';

export interface PostRef {
  postType: PostType;
  postId: number;
}

/** `discussion:12`, `reply:7`: how sets of posts are keyed. */
export const postKey = (ref: PostRef) => `${ref.postType}:${ref.postId}`;

export interface ReactionStore {
  /** True when the like is new. */
  like(ref: PostRef, userId: number, discussionId: number, at: Date): Promise<boolean>;
  /** True when there was a like to remove. */
  unlike(ref: PostRef, userId: number): Promise<boolean>;
  /** Which of these posts the member liked (keys from postKey). */
  likedBy(userId: number, refs: PostRef[]): Promise<Set<string>>;
  /** True when the flag is new (a member flags a post once). */
  flag(ref: PostRef, userId: number, reason: FlagReason, note: string | null, at: Date): Promise<boolean>;
  /** Open (not yet reviewed) flags on the post, each from a different member. */
  openFlagCount(ref: PostRef): Promise<number>;
  flaggedBy(userId: number, refs: PostRef[]): Promise<Set<string>>;
  /** A moderator decided: the post's open flags are closed. */
  resolveFlags(ref: PostRef, at: Date): Promise<void>;
  /** `user.deleted`: the member's likes and flags go (counts follow). */
  forgetMember(userId: number): Promise<void>;
}

function refsByType(refs: PostRef[]) {
  return {
    discussion: refs.filter((r) => r.postType === 'discussion').map((r) => r.postId),
    reply: refs.filter((r) => r.postType === 'reply').map((r) => r.postId),
  };
}

export function createDrizzleReactionStore(db: ForumDb): ReactionStore {
  async function keysOf(table: typeof postLikes | typeof postFlags, userId: number, refs: PostRef[]) {
    const out = new Set<string>();
    const byType = refsByType(refs);
    for (const postType of ['discussion', 'reply'] as const) {
      const ids = byType[postType];
      if (ids.length === 0) continue;
      const rows = await db
        .select({ postId: table.postId })
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.postType, postType), inArray(table.postId, ids)));
      for (const r of rows) out.add(postKey({ postType, postId: r.postId }));
    }
    return out;
  }

  return {
    async like(ref, userId, discussionId, at) {
      const rows = await db
        .insert(postLikes)
        .values({ ...ref, userId, discussionId, createdAt: at })
        .onConflictDoNothing()
        .returning({ postId: postLikes.postId });
      return rows.length > 0;
    },

    async unlike(ref, userId) {
      const rows = await db
        .delete(postLikes)
        .where(
          and(
            eq(postLikes.postType, ref.postType),
            eq(postLikes.postId, ref.postId),
            eq(postLikes.userId, userId),
          ),
        )
        .returning({ postId: postLikes.postId });
      return rows.length > 0;
    },

    likedBy: (userId, refs) => keysOf(postLikes, userId, refs),

    async flag(ref, userId, reason, note, at) {
      const rows = await db
        .insert(postFlags)
        .values({ ...ref, userId, reason, note, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: postFlags.id });
      return rows.length > 0;
    },

    async openFlagCount(ref) {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${postFlags.userId})`.mapWith(Number) })
        .from(postFlags)
        .where(
          and(
            eq(postFlags.postType, ref.postType),
            eq(postFlags.postId, ref.postId),
            isNull(postFlags.resolvedAt),
          ),
        );
      return row?.n ?? 0;
    },

    flaggedBy: (userId, refs) => keysOf(postFlags, userId, refs),

    async resolveFlags(ref, at) {
      await db
        .update(postFlags)
        .set({ resolvedAt: sql`${ts(at)}::timestamptz` })
        .where(
          and(
            eq(postFlags.postType, ref.postType),
            eq(postFlags.postId, ref.postId),
            isNull(postFlags.resolvedAt),
          ),
        );
    },

    async forgetMember(userId) {
      // Likes given by the member come off the posts' counts before they go.
      await db.execute(sql`
        update discussions d set like_count = greatest(d.like_count - 1, 0)
          from post_likes l where l.user_id = ${userId} and l.post_type = 'discussion' and l.post_id = d.id`);
      await db.execute(sql`
        update replies r set like_count = greatest(r.like_count - 1, 0)
          from post_likes l where l.user_id = ${userId} and l.post_type = 'reply' and l.post_id = r.id`);
      await db.delete(postLikes).where(eq(postLikes.userId, userId));
      await db.delete(postFlags).where(and(eq(postFlags.userId, userId), isNull(postFlags.resolvedAt)));
    },
  };
}
