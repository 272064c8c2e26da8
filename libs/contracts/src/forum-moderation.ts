import { z } from 'zod';
import { id, isoDateTime } from './course-fields';
import { forumAuthorSchema, postStatusSchema, postTypeSchema } from './forum-entities';
import { moderationActions } from './forum-labels';
import { flagReasonSchema } from './forum-payloads';

// The moderation API's answers: flagged posts with their flags, what moderators decided, earlier versions.

export const moderationActionSchema = z.enum(moderationActions);

export const postFlagSchema = z.object({
  id,
  reason: flagReasonSchema,
  note: z.string().nullable(),
  flaggedBy: forumAuthorSchema,
  createdAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
});
export type PostFlag = z.infer<typeof postFlagSchema>;

export const moderationRecordSchema = z.object({
  id,
  postType: postTypeSchema,
  postId: id,
  action: moderationActionSchema,
  note: z.string().nullable(),
  moderator: forumAuthorSchema,
  createdAt: isoDateTime,
});
export type ModerationRecord = z.infer<typeof moderationRecordSchema>;

/** One post in the moderation queue with its flags and what moderators did. */
export const flaggedPostSchema = z.object({
  postType: postTypeSchema,
  postId: id,
  discussionId: id,
  title: z.string(),
  content: z.string(),
  author: forumAuthorSchema,
  status: postStatusSchema,
  /** Why it is hidden: 'flags' (three members flagged it) or 'moderator'; null while visible. */
  hiddenReason: z.enum(['flags', 'moderator']).nullable(),
  createdAt: isoDateTime,
  openFlagCount: z.number().int(),
  flags: z.array(postFlagSchema),
  actions: z.array(moderationRecordSchema),
});
export type FlaggedPost = z.infer<typeof flaggedPostSchema>;

export const postRevisionSchema = z.object({
  id,
  postType: postTypeSchema,
  postId: id,
  title: z.string().nullable(),
  content: z.string(),
  tags: z.string().nullable(),
  editedBy: forumAuthorSchema,
  /** When this version was replaced. */
  replacedAt: isoDateTime,
});
export type PostRevision = z.infer<typeof postRevisionSchema>;
