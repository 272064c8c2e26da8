import { z } from 'zod';
import { idField } from './course-fields';
import {
  DISCUSSION_CONTENT_MAX,
  DISCUSSION_CONTENT_MIN,
  DISCUSSION_TITLE_MAX,
  DISCUSSION_TITLE_MIN,
  flagReasons,
  MAX_TAGS,
  REPLY_CONTENT_MAX,
  REPLY_CONTENT_MIN,
  TAG_MAX_LENGTH,
} from './forum-labels';
import { forumMessages } from './forum-messages';
import { cleanPostText, splitTags } from './forum-post-text';

// What the forum API takes: posts, answers, flags and moderation decisions. Unknown keys are stripped.

export const flagReasonSchema = z.enum(flagReasons, { error: forumMessages.flagReasonInvalid });

const titleField = z
  .string({ error: forumMessages.titleMin })
  .transform(cleanPostText)
  .pipe(
    z
      .string()
      .trim()
      .min(DISCUSSION_TITLE_MIN, forumMessages.titleMin)
      .max(DISCUSSION_TITLE_MAX, forumMessages.titleMax),
  );

const contentField = z
  .string({ error: forumMessages.contentMin })
  .transform(cleanPostText)
  .pipe(
    z
      .string()
      .trim()
      .min(DISCUSSION_CONTENT_MIN, forumMessages.contentMin)
      .max(DISCUSSION_CONTENT_MAX, forumMessages.contentMax),
  );

const replyContentField = z
  .string({ error: forumMessages.replyMin })
  .transform(cleanPostText)
  .pipe(
    z
      .string()
      .trim()
      .min(REPLY_CONTENT_MIN, forumMessages.replyMin)
      .max(REPLY_CONTENT_MAX, forumMessages.replyMax),
  );

/** Tags as the specification sends them: one comma-separated string (an array is accepted too). */
const tagsField = z
  .union(
    [z.string().max(1_000, forumMessages.tagsInvalid), z.array(z.string().max(100, forumMessages.tagMax))],
    {
      error: forumMessages.tagsInvalid,
    },
  )
  .nullish()
  .transform((v) => splitTags(Array.isArray(v) ? v.join(',') : v))
  .refine((tags) => tags.length <= MAX_TAGS, forumMessages.tagsMax)
  .refine((tags) => tags.every((t) => t.length <= TAG_MAX_LENGTH), forumMessages.tagMax)
  .refine(
    (tags) => tags.every((t) => /^[\p{L}\p{N}][\p{L}\p{N} ._+-]*$/u.test(t)),
    forumMessages.tagsInvalid,
  );

/**
 * POST /api/discussions: title, content, topicId (a number), tags (comma-separated). A course discussion names
 * its course (and optionally a lesson) and may leave out topicId: it goes to the course's own topic.
 */
export const discussionCreateSchema = z
  .object({
    title: titleField,
    content: contentField,
    topicId: idField(forumMessages.topicRequired).optional(),
    tags: tagsField,
    courseId: idField(forumMessages.courseIdInvalid).optional(),
    lessonId: idField(forumMessages.lessonIdInvalid).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.topicId === undefined && v.courseId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['topicId'], message: forumMessages.topicRequired });
    }
    if (v.lessonId !== undefined && v.courseId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['courseId'], message: forumMessages.lessonNeedsCourse });
    }
  });
export type DiscussionCreatePayload = z.input<typeof discussionCreateSchema>;
export type DiscussionCreateInput = z.output<typeof discussionCreateSchema>;

const guidelinesField = z.literal(true, { error: forumMessages.guidelinesRequired });

/** The 'New Discussion' dialog: the payload's fields plus the guidelines checkbox (required, never sent). */
export const discussionFormSchema = z.object({
  title: titleField,
  content: contentField,
  topicId: idField(forumMessages.topicRequired),
  tags: tagsField,
  acceptGuidelines: guidelinesField,
});
export type DiscussionFormValues = z.input<typeof discussionFormSchema>;

/** The 'Add Your Reply' form: content plus the guidelines checkbox (required, never sent). */
export const replyFormSchema = z.object({ content: replyContentField, acceptGuidelines: guidelinesField });
export type ReplyFormValues = z.input<typeof replyFormSchema>;

/** PATCH /api/discussions/{id} by its author or an administrator. */
export const discussionUpdateSchema = z
  .object({
    title: titleField.optional(),
    content: contentField.optional(),
    tags: tagsField.optional(),
  })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.tags !== undefined, {
    message: forumMessages.nothingToUpdate,
  });
export type DiscussionUpdatePayload = z.input<typeof discussionUpdateSchema>;
export type DiscussionUpdateInput = z.output<typeof discussionUpdateSchema>;

/** POST /api/discussions/{id}/replies and PATCH /api/forum/replies/{id}. */
export const replyCreateSchema = z.object({ content: replyContentField });
export type ReplyCreatePayload = z.input<typeof replyCreateSchema>;
export type ReplyCreateInput = z.output<typeof replyCreateSchema>;
export const replyUpdateSchema = replyCreateSchema;

/** PUT /api/discussions/{id}/answer. */
export const answerMarkSchema = z.object({ replyId: idField(forumMessages.replyRequired) });

/** POST .../flags: why, and a note (required for 'other'). */
export const flagCreateSchema = z
  .object({
    reason: flagReasonSchema,
    note: z
      .string({ error: forumMessages.flagNoteMax })
      .transform(cleanPostText)
      .pipe(z.string().trim().max(500, forumMessages.flagNoteMax))
      .nullish()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: forumMessages.flagNoteRequired });
    }
  });
export type FlagCreatePayload = z.input<typeof flagCreateSchema>;

/** POST /api/forum/moderation/{type}/{id}/{keep|hide|delete}. */
export const moderationDecisionSchema = z.object({
  note: z
    .string({ error: forumMessages.moderationNoteMax })
    .trim()
    .max(500, forumMessages.moderationNoteMax)
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
