import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  POPULAR_WINDOW_DAYS,
  RECENT_WINDOW_DAYS,
  type DiscussionSummary,
  type DiscussionTab,
  type PostStatus,
} from '@canopy/contracts';
import { discussions, forumAuthors, forumTopics } from '../db/schema';
import { iso, isoOrNull, ts, type ForumDb } from './db';
import { excerptOf, HIGHLIGHT_START, HIGHLIGHT_STOP, snippetParts, toAuthor, toStatus } from './mappers';

const DAY_MS = 86_400_000;

export interface DiscussionFilter {
  tab: DiscussionTab;
  search?: string;
  topicId?: number;
  courseId?: number;
  lessonId?: number;
  authorId?: number;
  tag?: string;
  page: number;
  pageSize: number;
  now: Date;
}

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

/** Tags as the specification stores them: one comma-separated string. */
export function joinTags(tags: readonly string[]): string {
  return tags.join(', ');
}

/**
 * A search box's words as a tsquery: letters and digits only (so nothing the user types can break the query
 * syntax), every word required, the last one as a prefix so results follow typing. Null when nothing is left.
 */
export function searchQueryText(search: string | undefined): string | null {
  if (!search) return null;
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** Replies and likes of the Popular window; outer columns named in full (see topic-store). */
function popularity(since: Date) {
  const from = ts(since);
  return sql<number>`(
    (select count(*) from replies r
      where r.discussion_id = "discussions"."id" and r.status = 'visible' and r.created_at >= ${from}::timestamptz)
    + (select count(*) from post_likes l
      where l.discussion_id = "discussions"."id" and l.created_at >= ${from}::timestamptz)
  )`.mapWith(Number);
}

const columns = {
  id: discussions.id,
  title: discussions.title,
  userId: discussions.userId,
  topicId: discussions.topicId,
  topicTitle: forumTopics.title,
  topicCourseId: forumTopics.courseId,
  tagList: discussions.tagList,
  courseId: discussions.courseId,
  lessonId: discussions.lessonId,
  createdAt: discussions.createdAt,
  editedAt: discussions.editedAt,
  lastActivityAt: discussions.lastActivityAt,
  replyCount: discussions.replyCount,
  likeCount: discussions.likeCount,
  answerReplyId: discussions.answerReplyId,
  status: discussions.status,
  hiddenReason: discussions.hiddenReason,
  authorUsername: forumAuthors.username,
  authorFirstName: forumAuthors.firstName,
  authorLastName: forumAuthors.lastName,
  authorRole: forumAuthors.role,
};

interface BaseRow {
  id: number;
  title: string;
  userId: number;
  topicId: number;
  topicTitle: string;
  topicCourseId: number | null;
  tagList: string[];
  courseId: number | null;
  lessonId: number | null;
  createdAt: Date;
  editedAt: Date | null;
  lastActivityAt: Date;
  replyCount: number;
  likeCount: number;
  answerReplyId: number | null;
  status: string;
  hiddenReason: string | null;
  // A left join: null when the forum has no row for the author.
  authorUsername: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorRole: string | null;
}

function authorOf(row: BaseRow) {
  return toAuthor({
    userId: row.userId,
    username: row.authorUsername,
    firstName: row.authorFirstName,
    lastName: row.authorLastName,
    role: row.authorRole,
  });
}

function toSummary(row: BaseRow & { opening: string }): DiscussionSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.opening),
    topicId: row.topicId,
    topic: { id: row.topicId, title: row.topicTitle },
    tags: joinTags(row.tagList),
    tagList: row.tagList,
    courseId: row.courseId,
    lessonId: row.lessonId,
    author: authorOf(row),
    replyCount: row.replyCount,
    likeCount: row.likeCount,
    answered: row.answerReplyId !== null,
    status: toStatus(row.status),
    createdAt: iso(row.createdAt),
    editedAt: isoOrNull(row.editedAt),
    lastActivityAt: iso(row.lastActivityAt),
  };
}

export function createDrizzleDiscussionStore(db: ForumDb): DiscussionStore {
  async function findBy(id: number, forUpdate: boolean): Promise<DiscussionRecord | null> {
    const query = db
      .select({ ...columns, content: discussions.content })
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
      author: authorOf(row),
    };
  }

  return {
    async list(filter) {
      const conditions: SQL[] = [eq(discussions.status, 'visible')];
      if (filter.topicId !== undefined) conditions.push(eq(discussions.topicId, filter.topicId));
      if (filter.courseId !== undefined) conditions.push(eq(discussions.courseId, filter.courseId));
      if (filter.lessonId !== undefined) conditions.push(eq(discussions.lessonId, filter.lessonId));
      if (filter.authorId !== undefined) conditions.push(eq(discussions.userId, filter.authorId));
      if (filter.tag !== undefined)
        conditions.push(sql`${discussions.tagList} @> array[${filter.tag}]::text[]`);

      const queryText = searchQueryText(filter.search);
      if (filter.search !== undefined && queryText === null) return { items: [], total: 0 };
      const tsquery = queryText === null ? null : sql`to_tsquery('english', ${queryText})`;
      if (tsquery) conditions.push(sql`${discussions.searchVector} @@ ${tsquery}`);

      const popularSince = new Date(filter.now.getTime() - POPULAR_WINDOW_DAYS * DAY_MS);
      const score = popularity(popularSince);
      if (filter.tab === 'recent') {
        const since = new Date(filter.now.getTime() - RECENT_WINDOW_DAYS * DAY_MS);
        conditions.push(sql`${discussions.lastActivityAt} >= ${ts(since)}::timestamptz`);
      }
      if (filter.tab === 'popular') conditions.push(sql`${score} > 0`);
      const where = and(...conditions);

      const order: SQL[] = [];
      if (filter.tab === 'popular') order.push(desc(score), desc(discussions.lastActivityAt));
      else if (filter.tab === 'recent') order.push(desc(discussions.lastActivityAt));
      else if (tsquery) {
        order.push(sql`ts_rank_cd(${discussions.searchVector}, ${tsquery}, 1) desc`);
        order.push(desc(discussions.lastActivityAt));
      } else order.push(desc(discussions.createdAt));
      order.push(desc(discussions.id));

      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(discussions)
        .where(where);
      if (total === 0) return { items: [], total };

      const rows = await db
        .select({
          ...columns,
          opening: sql<string>`left(${discussions.content}, 1200)`,
          popularity: score,
          headline: tsquery
            ? sql<string>`ts_headline('english', ${discussions.content}, ${tsquery}, ${HEADLINE_OPTIONS})`
            : sql<null>`null`,
        })
        .from(discussions)
        .innerJoin(forumTopics, eq(forumTopics.id, discussions.topicId))
        .leftJoin(forumAuthors, eq(forumAuthors.userId, discussions.userId))
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);

      const items = rows.map((row) => {
        const summary = toSummary(row);
        if (filter.tab === 'popular') summary.popularity = row.popularity;
        if (typeof row.headline === 'string') summary.snippet = snippetParts(row.headline);
        return summary;
      });
      return { items, total };
    },

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
