import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Users live in the identity service's database and courses in the course service's: their ids here are plain
// integers, never foreign keys.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

/**
 * Who wrote what, as the signed identity token described them when they last acted in the forum (names,
 * role), plus the account's creation time from the identity service (posting limits, "joined" on profiles).
 * Lists show authors without asking the identity service; `user.deleted` anonymises the row.
 */
export const forumAuthors = pgTable('forum_authors', {
  userId: integer('user_id').primaryKey(),
  username: text('username').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  role: text('role'),
  accountCreatedAt: at('account_created_at'),
  deleted: boolean('deleted').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    categoryId: integer('category_id'),
    description: text('description'),
    // A course's own topic (one per course), made when the forum first hears of the course.
    courseId: integer('course_id'),
    discussionCount: integer('discussion_count').notNull().default(0),
    lastActivityAt: at('last_activity_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('forum_topics_course_uq').on(t.courseId)],
);

export const discussions = pgTable(
  'discussions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    userId: integer('user_id').notNull(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    // As the specification stores them: one comma-separated string; tag_list is the normalised form.
    tags: text('tags').notNull().default(''),
    tagList: text('tag_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    courseId: integer('course_id'),
    lessonId: integer('lesson_id'),
    createdAt: createdAt(),
    editedAt: at('edited_at'),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    replyCount: integer('reply_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    answerReplyId: integer('answer_reply_id'),
    status: text('status').notNull().default('visible'),
    hiddenReason: text('hidden_reason'),
    // Title weighs most, then tags, then the body; kept by PostgreSQL itself on every write.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${discussions.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${discussions.tags}, '')), 'B') || setweight(to_tsvector('english', coalesce(${discussions.content}, '')), 'C')`,
    ),
  },
  (t) => [
    index('discussions_topic_created_idx').on(t.topicId, t.createdAt),
    // A topic's page: its visible discussions newest first and their number, from the index alone (an index-only
    // scan counts thousands in a fraction of a millisecond; the index above would visit every row's page).
    index('discussions_topic_visible_idx')
      .on(t.topicId, t.createdAt, t.id)
      .where(sql`status = 'visible'`),
    // The few discussions that are not visible, by topic: their posts are taken out of a topic's activity.
    index('discussions_topic_unlisted_idx')
      .on(t.topicId)
      .where(sql`status <> 'visible'`),
    index('discussions_status_created_idx').on(t.status, t.createdAt),
    index('discussions_status_activity_idx').on(t.status, t.lastActivityAt),
    index('discussions_user_created_idx').on(t.userId, t.createdAt),
    index('discussions_course_idx').on(t.courseId, t.lessonId),
    index('discussions_tags_idx').using('gin', t.tagList),
    index('discussions_search_idx').using('gin', t.searchVector),
  ],
);

export const replies = pgTable(
  'replies',
  {
    id: serial('id').primaryKey(),
    content: text('content').notNull(),
    userId: integer('user_id').notNull(),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    // The discussion's topic, set by the database (trigger of migration 0001) whatever writes the row: a topic's
    // recent activity counts its replies from one index range instead of joining every reply to its discussion.
    topicId: integer('topic_id'),
    createdAt: createdAt(),
    editedAt: at('edited_at'),
    likeCount: integer('like_count').notNull().default(0),
    status: text('status').notNull().default('visible'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('replies_discussion_created_idx').on(t.discussionId, t.createdAt),
    index('replies_user_created_idx').on(t.userId, t.createdAt),
    index('replies_topic_visible_idx')
      .on(t.topicId, t.createdAt)
      .where(sql`status = 'visible'`),
  ],
);

/** "Helpful" marks: one per member and post. */
export const postLikes = pgTable(
  'post_likes',
  {
    postType: text('post_type').notNull(),
    postId: integer('post_id').notNull(),
    userId: integer('user_id').notNull(),
    // The discussion the post belongs to, so Popular can count a discussion's likes in one index range.
    discussionId: integer('discussion_id').notNull(),
    // That discussion's topic, set by the database like replies.topic_id (migration 0001).
    topicId: integer('topic_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postType, t.postId, t.userId] }),
    index('post_likes_discussion_created_idx').on(t.discussionId, t.createdAt),
    index('post_likes_topic_created_idx').on(t.topicId, t.createdAt),
  ],
);

export const postFlags = pgTable(
  'post_flags',
  {
    id: serial('id').primaryKey(),
    postType: text('post_type').notNull(),
    postId: integer('post_id').notNull(),
    userId: integer('user_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    // Set when a moderator decided on the post; later flags start a new review.
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('post_flags_once_uq').on(t.postType, t.postId, t.userId),
    index('post_flags_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/** Earlier versions of edited posts, kept for moderators. */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postType: text('post_type').notNull(),
    postId: integer('post_id').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    tags: text('tags'),
    editedBy: integer('edited_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_revisions_post_idx').on(t.postType, t.postId, t.createdAt)],
);

/** What moderators decided: keep, hide or delete, by whom and when. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: serial('id').primaryKey(),
    postType: text('post_type').notNull(),
    postId: integer('post_id').notNull(),
    action: text('action').notNull(),
    note: text('note'),
    moderatorId: integer('moderator_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_post_idx').on(t.postType, t.postId, t.createdAt)],
);

/** A member's first contribution to a course's forum (the course milestone is told once). */
export const courseContributions = pgTable(
  'course_contributions',
  {
    userId: integer('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    discussionId: integer('discussion_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const schema = {
  forumAuthors,
  forumTopics,
  discussions,
  replies,
  postLikes,
  postFlags,
  postRevisions,
  moderationLog,
  courseContributions,
};
export type ForumSchema = typeof schema;
