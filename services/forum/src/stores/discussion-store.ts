import { eq, sql } from 'drizzle-orm';
import type { DiscussionSummary, PostStatus } from '@canopy/contracts';
import { discussions, forumAuthors, forumTopics } from '../db/schema';
import { ts, type ForumDb } from './db';
import { readDiscussionList, type DiscussionFilter } from './discussion-list';
import { readDiscussionListStanding } from './discussion-standing';
import { discussionAuthor, discussionColumns, joinTags } from './discussion-rows';
import { toStatus } from './mappers';

/** A stored discussion with its author and topic, as use cases reason about it. */
export interface DiscussionRecord {
  id: number;
  title: string;
  content: string;
  userId: number;
  topicId: number;
  topicTitle: string;
  topicCourseId: number | null;
  tags: string;
  tagList: string[];
  courseId: number | null;
  lessonId: number | null;
  createdAt: Date;
  editedAt: Date | null;
  lastActivityAt: Date;
  replyCount: number;
  likeCount: number;
  answerReplyId: number | null;
  status: PostStatus;
  hiddenReason: string | null;
  author: DiscussionSummary['author'];
}

export interface NewDiscussion {
  title: string;
  content: string;
  userId: number;
  topicId: number;
  tagList: string[];
  courseId: number | null;
  lessonId: number | null;
  createdAt: Date;
}

export interface DiscussionChanges {
  title?: string;
  content?: string;
  tagList?: string[];
  editedAt?: Date;
  status?: PostStatus;
  hiddenReason?: string | null;
  answerReplyId?: number | null;
}

export interface MemberStats {
  discussionCount: number;
  replyCount: number;
  likesReceived: number;
  answerCount: number;
}

export interface DiscussionStore {
  list(filter: DiscussionFilter): Promise<{ items: DiscussionSummary[]; total: number }>;
  /**
   * Where `list(filter)`'s page stands (its total, and its hits' ids and row versions in order): equal answers
   * mean `list` would answer the same. One cheap statement, for keeping lists (service-kit's kept-reads.ts).
   */
  standing(filter: DiscussionFilter): Promise<string>;
  find(id: number): Promise<DiscussionRecord | null>;
  /** Locks the row for the rest of the transaction (replies, likes, moderation of one discussion in order). */
  lock(id: number): Promise<DiscussionRecord | null>;
  insert(values: NewDiscussion): Promise<number>;
  update(id: number, changes: DiscussionChanges): Promise<void>;
  adjustReplyCount(id: number, delta: number): Promise<void>;
  adjustLikeCount(id: number, delta: number): Promise<void>;
  /** New activity (a reply): moves the discussion up in Recent. */
  touch(id: number, at: Date): Promise<void>;
  memberStats(userId: number): Promise<MemberStats>;
  /** Discussions whose answer is one of these replies (to clear the mark when a reply goes). */
  clearAnswer(replyId: number): Promise<void>;
}

export function createDrizzleDiscussionStore(db: ForumDb): DiscussionStore {
  async function findBy(id: number, forUpdate: boolean): Promise<DiscussionRecord | null> {
    const query = db
      .select({ ...discussionColumns, content: discussions.content })
      .from(discussions)
      .innerJoin(forumTopics, eq(forumTopics.id, discussions.topicId))
      .leftJoin(forumAuthors, eq(forumAuthors.userId, discussions.userId))
      .where(eq(discussions.id, id));
    const [row] = forUpdate ? await query.for('update', { of: discussions }) : await query;
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      userId: row.userId,
      topicId: row.topicId,
      topicTitle: row.topicTitle,
      topicCourseId: row.topicCourseId,
      tags: joinTags(row.tagList),
      tagList: row.tagList,
      courseId: row.courseId,
      lessonId: row.lessonId,
      createdAt: row.createdAt,
      editedAt: row.editedAt,
      lastActivityAt: row.lastActivityAt,
      replyCount: row.replyCount,
      likeCount: row.likeCount,
      answerReplyId: row.answerReplyId,
      status: toStatus(row.status),
      hiddenReason: row.hiddenReason,
      author: discussionAuthor(row),
    };
  }

  return {
    list: (filter) => readDiscussionList(db, filter),
    standing: (filter) => readDiscussionListStanding(db, filter),
    find: (id) => findBy(id, false),
    lock: (id) => findBy(id, true),

    async insert(values) {
      const [row] = await db
        .insert(discussions)
        .values({
          title: values.title,
          content: values.content,
          userId: values.userId,
          topicId: values.topicId,
          tags: joinTags(values.tagList),
          tagList: values.tagList,
          courseId: values.courseId,
          lessonId: values.lessonId,
          createdAt: values.createdAt,
          lastActivityAt: values.createdAt,
        })
        .returning({ id: discussions.id });
      return row!.id;
    },

    async update(id, changes) {
      const set: Partial<typeof discussions.$inferInsert> = {};
      if (changes.title !== undefined) set.title = changes.title;
      if (changes.content !== undefined) set.content = changes.content;
      if (changes.tagList !== undefined) {
        set.tagList = changes.tagList;
        set.tags = joinTags(changes.tagList);
      }
      if (changes.editedAt !== undefined) set.editedAt = changes.editedAt;
      if (changes.status !== undefined) set.status = changes.status;
      if (changes.hiddenReason !== undefined) set.hiddenReason = changes.hiddenReason;
      if (changes.answerReplyId !== undefined) set.answerReplyId = changes.answerReplyId;
      if (Object.keys(set).length === 0) return;
      await db.update(discussions).set(set).where(eq(discussions.id, id));
    },

    async adjustReplyCount(id, delta) {
      await db
        .update(discussions)
        .set({ replyCount: sql`greatest(${discussions.replyCount} + ${delta}, 0)` })
        .where(eq(discussions.id, id));
    },

    async adjustLikeCount(id, delta) {
      await db
        .update(discussions)
        .set({ likeCount: sql`greatest(${discussions.likeCount} + ${delta}, 0)` })
        .where(eq(discussions.id, id));
    },

    async touch(id, at) {
      await db
        .update(discussions)
        .set({ lastActivityAt: sql`greatest(${discussions.lastActivityAt}, ${ts(at)}::timestamptz)` })
        .where(eq(discussions.id, id));
    },

    async memberStats(userId) {
      const result = await db.execute(sql`
        select
          (select count(*) from discussions where user_id = ${userId} and status = 'visible') as discussion_count,
          (select count(*) from replies where user_id = ${userId} and status = 'visible') as reply_count,
          (select coalesce(sum(like_count), 0) from discussions where user_id = ${userId} and status = 'visible')
            + (select coalesce(sum(like_count), 0) from replies where user_id = ${userId} and status = 'visible')
            as likes_received,
          (select count(*) from discussions d join replies r on r.id = d.answer_reply_id
            where r.user_id = ${userId} and d.status = 'visible' and r.status = 'visible') as answer_count`);
      const row = ((result as { rows?: Record<string, unknown>[] }).rows ?? [])[0] ?? {};
      return {
        discussionCount: Number(row.discussion_count ?? 0),
        replyCount: Number(row.reply_count ?? 0),
        likesReceived: Number(row.likes_received ?? 0),
        answerCount: Number(row.answer_count ?? 0),
      };
    },

    async clearAnswer(replyId) {
      await db.update(discussions).set({ answerReplyId: null }).where(eq(discussions.answerReplyId, replyId));
    },
  };
}
