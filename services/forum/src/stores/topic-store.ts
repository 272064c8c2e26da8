import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ForumTopic } from '@canopy/contracts';
import { forumTopics } from '../db/schema';
import { isoOrNull, iso, ts, type ForumDb } from './db';

export interface TopicRecord {
  id: number;
  title: string;
  description: string | null;
  categoryId: number | null;
  courseId: number | null;
}

export interface NewTopic {
  title: string;
  description: string | null;
  categoryId: number | null;
  courseId?: number | null;
  createdAt?: Date;
}

export interface TopicListOptions {
  sort: 'title' | 'popular';
  limit?: number;
  courseId?: number;
  /** Start of the activity window (Popular Topics). */
  since: Date;
}

export interface TopicStore {
  list(opts: TopicListOptions): Promise<ForumTopic[]>;
  find(id: number, since: Date): Promise<ForumTopic | null>;
  record(id: number): Promise<TopicRecord | null>;
  findByCourse(courseId: number): Promise<TopicRecord | null>;
  findByTitle(title: string): Promise<TopicRecord | null>;
  create(topic: NewTopic): Promise<TopicRecord>;
  /** A course's own topic, made once even when two first posts race. */
  ensureForCourse(topic: NewTopic & { courseId: number }): Promise<TopicRecord>;
  /** A visible discussion appeared (+1) or went away (-1). */
  adjustDiscussionCount(id: number, delta: number): Promise<void>;
  touch(id: number, at: Date): Promise<void>;
}

/**
 * Activity of the window: discussions started, replies and likes, in visible discussions. Outer columns are
 * named in full: inside the subqueries an unqualified `id` would be the subquery's own.
 *
 * Replies and likes carry their discussion's topic (kept by the database, migration 0001), so each count is one
 * index range of the topic's own posts; the posts of the topic's few discussions that are not visible are taken
 * out again, by their own small index. Joining every reply of the window to its discussion instead cost a
 * sequential scan of all replies per topic (200 ms at 180,000 replies).
 */
function recentActivity(since: Date) {
  const from = ts(since);
  return sql<number>`(
    (select count(*) from discussions d
      where d.topic_id = "forum_topics"."id" and d.status = 'visible' and d.created_at >= ${from}::timestamptz)
    + (select count(*) from replies r
      where r.topic_id = "forum_topics"."id" and r.status = 'visible' and r.created_at >= ${from}::timestamptz)
    + (select count(*) from post_likes l
      where l.topic_id = "forum_topics"."id" and l.created_at >= ${from}::timestamptz)
    - (select count(*) from discussions d join replies r on r.discussion_id = d.id
      where d.topic_id = "forum_topics"."id" and d.status <> 'visible' and r.status = 'visible'
        and r.created_at >= ${from}::timestamptz)
    - (select count(*) from discussions d join post_likes l on l.discussion_id = d.id
      where d.topic_id = "forum_topics"."id" and d.status <> 'visible' and l.created_at >= ${from}::timestamptz)
  )`.mapWith(Number);
}

type TopicRow = typeof forumTopics.$inferSelect;

function toTopic(row: TopicRow, activity: number): ForumTopic {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    courseId: row.courseId,
    discussionCount: row.discussionCount,
    recentActivity: activity,
    lastActivityAt: isoOrNull(row.lastActivityAt),
    createdAt: iso(row.createdAt),
  };
}

const toRecord = (row: TopicRow): TopicRecord => ({
  id: row.id,
  title: row.title,
  description: row.description,
  categoryId: row.categoryId,
  courseId: row.courseId,
});

export function createDrizzleTopicStore(db: ForumDb): TopicStore {
  return {
    async list(opts) {
      const activity = recentActivity(opts.since);
      let query = db.select({ topic: forumTopics, activity }).from(forumTopics).$dynamic();
      if (opts.courseId !== undefined) query = query.where(eq(forumTopics.courseId, opts.courseId));
      if (opts.sort === 'popular') {
        query = query.orderBy(
          desc(activity),
          sql`${forumTopics.lastActivityAt} desc nulls last`,
          desc(forumTopics.discussionCount),
          asc(forumTopics.id),
        );
      } else {
        // General topics first (alphabetical), then the courses' own topics.
        query = query.orderBy(
          sql`${forumTopics.courseId} is not null`,
          asc(forumTopics.title),
          asc(forumTopics.id),
        );
      }
      if (opts.limit !== undefined) query = query.limit(opts.limit);
      const rows = await query;
      return rows.map((r) => toTopic(r.topic, r.activity));
    },

    async find(id, since) {
      const [row] = await db
        .select({ topic: forumTopics, activity: recentActivity(since) })
        .from(forumTopics)
        .where(eq(forumTopics.id, id));
      return row ? toTopic(row.topic, row.activity) : null;
    },

    async record(id) {
      const [row] = await db.select().from(forumTopics).where(eq(forumTopics.id, id));
      return row ? toRecord(row) : null;
    },

    async findByCourse(courseId) {
      const [row] = await db.select().from(forumTopics).where(eq(forumTopics.courseId, courseId));
      return row ? toRecord(row) : null;
    },

    async findByTitle(title) {
      const [row] = await db.select().from(forumTopics).where(eq(forumTopics.title, title)).limit(1);
      return row ? toRecord(row) : null;
    },

    async create(topic) {
      const [row] = await db
        .insert(forumTopics)
        .values({
          title: topic.title,
          description: topic.description,
          categoryId: topic.categoryId,
          courseId: topic.courseId ?? null,
          ...(topic.createdAt ? { createdAt: topic.createdAt } : {}),
        })
        .returning();
      return toRecord(row!);
    },

    async ensureForCourse(topic) {
      await db
        .insert(forumTopics)
        .values({
          title: topic.title,
          description: topic.description,
          categoryId: topic.categoryId,
          courseId: topic.courseId,
          ...(topic.createdAt ? { createdAt: topic.createdAt } : {}),
        })
        .onConflictDoNothing({ target: forumTopics.courseId });
      const [row] = await db.select().from(forumTopics).where(eq(forumTopics.courseId, topic.courseId));
      return toRecord(row!);
    },

    async adjustDiscussionCount(id, delta) {
      await db
        .update(forumTopics)
        .set({ discussionCount: sql`greatest(${forumTopics.discussionCount} + ${delta}, 0)` })
        .where(eq(forumTopics.id, id));
    },

    async touch(id, at) {
      await db
        .update(forumTopics)
        .set({ lastActivityAt: sql`greatest(${forumTopics.lastActivityAt}, ${ts(at)}::timestamptz)` })
        .where(eq(forumTopics.id, id));
    },
  };
}
