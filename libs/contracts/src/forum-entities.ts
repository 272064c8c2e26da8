import { z } from 'zod';
import { id, isoDateTime } from './course-fields';
import { postStatuses, postTypes } from './forum-labels';
import { roleSchema } from './user';

// What the forum API answers: topics, discussions, replies, likes and author profiles.

export const postStatusSchema = z.enum(postStatuses);
export const postTypeSchema = z.enum(postTypes);

/** The author of a post as the forum shows it: never an email. */
export const forumAuthorSchema = z.object({
  id,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema.nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

export const forumTopicSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  categoryId: id.nullable(),
  /** Set for a course's own topic. */
  courseId: id.nullable(),
  /** Visible discussions in the topic. */
  discussionCount: z.number().int(),
  /** Discussions started, replies and likes in the topic over the last 30 days. */
  recentActivity: z.number().int(),
  lastActivityAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type ForumTopic = z.infer<typeof forumTopicSchema>;

/** A piece of a search snippet: `highlight` marks the words that matched. */
export const snippetPartSchema = z.object({ text: z.string(), highlight: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

/** A discussion in a list. */
export const discussionSummarySchema = z.object({
  id,
  title: z.string(),
  /** Plain-text opening of the content (Markdown marks removed), at most about 200 characters. */
  excerpt: z.string(),
  topicId: id,
  topic: z.object({ id, title: z.string() }),
  /** Comma-separated, as stored ("composting, soil"). */
  tags: z.string(),
  tagList: z.array(z.string()),
  courseId: id.nullable(),
  lessonId: id.nullable(),
  author: forumAuthorSchema,
  replyCount: z.number().int(),
  likeCount: z.number().int(),
  answered: z.boolean(),
  status: postStatusSchema,
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  lastActivityAt: isoDateTime,
  /** Present on search results: where the words matched, with the matches marked. */
  snippet: z.array(snippetPartSchema).optional(),
  /** Present on the Popular tab: replies and likes of the last 30 days. */
  popularity: z.number().int().optional(),
});
export type DiscussionSummary = z.infer<typeof discussionSummarySchema>;

/** What the caller may do with a post (false for visitors). */
export const postPermissionsSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canLike: z.boolean(),
  canFlag: z.boolean(),
});
export type PostPermissions = z.infer<typeof postPermissionsSchema>;

export const replySchema = z.object({
  id,
  discussionId: id,
  content: z.string(),
  author: forumAuthorSchema,
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  flaggedByMe: z.boolean(),
  isAnswer: z.boolean(),
  /** 'hidden' replies are shown only to their author and administrators. */
  status: postStatusSchema,
  permissions: postPermissionsSchema,
});
export type Reply = z.infer<typeof replySchema>;

/** GET /api/discussions/{id}. */
export const discussionDetailSchema = discussionSummarySchema
  .omit({ snippet: true, popularity: true })
  .extend({
    content: z.string(),
    topic: z.object({ id, title: z.string(), courseId: id.nullable() }),
    likedByMe: z.boolean(),
    flaggedByMe: z.boolean(),
    answerReplyId: id.nullable(),
    replies: z.array(replySchema),
    permissions: postPermissionsSchema.extend({ canMarkAnswer: z.boolean(), canReply: z.boolean() }),
  });
export type DiscussionDetail = z.infer<typeof discussionDetailSchema>;

export const likeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

/** POST .../flags: the thanks the member reads, and whether the flag hid the post for review. */
export const flagResultSchema = z.object({ message: z.string(), hidden: z.boolean() });
export type FlagResult = z.infer<typeof flagResultSchema>;

/** GET /api/forum/users/{id}: an author's public profile. */
export const forumProfileSchema = z.object({
  id,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema.nullable(),
  /** When the account was created; null when the identity service could not say. */
  joinedAt: isoDateTime.nullable(),
  discussionCount: z.number().int(),
  replyCount: z.number().int(),
  /** Likes the member's posts received. */
  likesReceived: z.number().int(),
  /** Replies of the member marked as the answer. */
  answerCount: z.number().int(),
  recentDiscussions: z.array(discussionSummarySchema),
});
export type ForumProfile = z.infer<typeof forumProfileSchema>;
