import { z } from 'zod';
import { roleSchema } from './user';

/*
 * Forum domain contracts: topics, discussions, replies, likes, answers, flags, moderation and author profiles.
 * Used by the forum service (validation, answers) and the forum remote (forms, types). Dates travel as ISO 8601
 * strings; ids are positive integers. Discussion and reply content is Markdown source, rendered (and sanitised)
 * by the browser.
 */

/** Every validation and error text of the forum domain. Spec texts are kept word for word. */
export const forumMessages = {
  // Spec 000, section 5
  titleMin: 'Title must be at least 5 characters long',
  contentMin: 'Content must be at least 20 characters long',
  topicRequired: 'Please select a topic',
  replyMin: 'Reply must be at least 5 characters long',
  // Bounds the specification leaves open
  titleMax: 'Title must be at most 200 characters long',
  contentMax: 'Content must be at most 20,000 characters long',
  replyMax: 'Reply must be at most 10,000 characters long',
  tagsMax: 'Use at most 5 tags',
  tagMax: 'Each tag must be at most 30 characters long',
  tagsInvalid: 'Tags must be a comma-separated list of words',
  guidelinesRequired: 'Please agree to follow the community guidelines',
  flagReasonInvalid: 'Please choose why you are flagging this post',
  flagNoteRequired: 'Please tell the moderators what is wrong with this post',
  flagNoteMax: 'The note must be at most 500 characters long',
  moderationNoteMax: 'The note must be at most 500 characters long',
  replyRequired: 'Please choose the reply that answers the question',
  searchMax: 'Search must be at most 200 characters long',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: 'Page size must be between 1 and 50',
  tabInvalid: 'Tab must be all, recent or popular',
  nothingToUpdate: 'Nothing to update',
  courseIdInvalid: 'Invalid courseId',
  lessonIdInvalid: 'Invalid lessonId',
  lessonNeedsCourse: 'A lesson discussion needs its course',
  topicNotForCourse: "Course discussions belong to the course's own topic",
  // Answers of the service
  topicNotFound: 'Topic not found',
  discussionNotFound: 'Discussion not found',
  replyNotFound: 'Reply not found',
  userNotFound: 'This member has not taken part in the forum yet',
  courseNotFound: 'Course not found',
  lessonNotFound: 'Lesson not found in this course',
  courseUnavailable: 'Course discussions are unavailable right now. Please try again shortly.',
  signInToPost: 'Please log in to take part in the forum.',
  pendingCannotPost:
    'Your educator account is still pending approval by an administrator. You can read the forum, and post once your account is approved.',
  suspendedCannotPost: 'Your account is suspended, so you cannot post in the forum.',
  inactiveCannotPost: 'Your account is not active, so you cannot post in the forum.',
  notAuthor: 'You can only change your own posts',
  cannotLikeOwn: 'You cannot mark your own post as helpful',
  cannotFlagOwn: 'You cannot flag your own post',
  alreadyFlagged: 'You have already flagged this post. Our moderators will review it.',
  cannotMarkAnswer: 'Only the author of the discussion or an educator can mark the answer',
  replyNotInDiscussion: 'That reply does not belong to this discussion',
  discussionLocked: 'This discussion is not open for replies',
  moderatorsOnly: 'Only administrators can moderate the forum',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------------------------

export const DISCUSSION_TITLE_MIN = 5;
export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_CONTENT_MIN = 20;
export const DISCUSSION_CONTENT_MAX = 20_000;
export const REPLY_CONTENT_MIN = 5;
export const REPLY_CONTENT_MAX = 10_000;
export const MAX_TAGS = 5;
export const TAG_MAX_LENGTH = 30;
/** Lists are paged: 20 per page unless asked otherwise (at most 50). */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_MAX_PAGE_SIZE = 50;
/** Flags from this many different members hide a post until a moderator reviews it. */
export const FLAGS_TO_HIDE = 3;
/** "Popular" counts replies and likes of this many last days. */
export const POPULAR_WINDOW_DAYS = 30;
/** "Recent" shows discussions with activity in this many last days, newest activity first. */
export const RECENT_WINDOW_DAYS = 14;

export const discussionTabs = ['all', 'recent', 'popular'] as const;
export const discussionTabSchema = z.enum(discussionTabs, { error: forumMessages.tabInvalid });
export type DiscussionTab = z.infer<typeof discussionTabSchema>;

export const flagReasons = ['spam', 'inappropriate', 'off_topic', 'other'] as const;
export const flagReasonSchema = z.enum(flagReasons, { error: forumMessages.flagReasonInvalid });
export type FlagReason = z.infer<typeof flagReasonSchema>;
export const flagReasonLabels: Record<FlagReason, { label: string; description: string }> = {
  spam: { label: 'Spam', description: 'Advertising, link dropping or anything posted to promote.' },
  inappropriate: {
    label: 'Inappropriate',
    description: 'Rude, hateful or harassing content that breaks the community guidelines.',
  },
  off_topic: { label: 'Off-topic', description: 'Not related to the discussion or this topic.' },
  other: { label: 'Something else', description: 'Tell the moderators what is wrong.' },
};

/** visible: everyone sees it; hidden: pending review (flags) or hidden by a moderator; deleted: gone. */
export const postStatuses = ['visible', 'hidden', 'deleted'] as const;
export const postStatusSchema = z.enum(postStatuses);
export type PostStatus = z.infer<typeof postStatusSchema>;

export const postTypes = ['discussion', 'reply'] as const;
export const postTypeSchema = z.enum(postTypes);
export type PostType = z.infer<typeof postTypeSchema>;

export const moderationActions = ['keep', 'hide', 'delete'] as const;
export const moderationActionSchema = z.enum(moderationActions);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Text helpers shared by the form and the service
// ---------------------------------------------------------------------------------------------------------------

/** Tags of a comma-separated string: trimmed, '#' dropped, inner spaces collapsed, lower case, no duplicates. */
export function splitTags(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const tag = part.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/**
 * Control characters other than tab and newlines are dropped from posted text: they have no place in a post
 * and the service uses two of them to mark search highlights.
 */
export function cleanPostText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

// ---------------------------------------------------------------------------------------------------------------
// Payloads (what the API takes). Unknown keys are stripped.
// ---------------------------------------------------------------------------------------------------------------

function idField(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));
}

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

const pageField = z.coerce
  .number({ error: forumMessages.pageInvalid })
  .int(forumMessages.pageInvalid)
  .min(1, forumMessages.pageInvalid)
  .max(100_000, forumMessages.pageInvalid)
  .default(1);
const pageSizeField = z.coerce
  .number({ error: forumMessages.pageSizeInvalid })
  .int(forumMessages.pageSizeInvalid)
  .min(1, forumMessages.pageSizeInvalid)
  .max(FORUM_MAX_PAGE_SIZE, forumMessages.pageSizeInvalid)
  .default(FORUM_PAGE_SIZE);
/** An optional id in a query string: absent or empty means "no filter". */
const optionalId = (message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** GET /api/discussions and GET /api/forum-topics/{id}/discussions. */
export const discussionListQuerySchema = z.object({
  tab: discussionTabSchema.default('all'),
  search: z
    .string()
    .max(200, forumMessages.searchMax)
    .optional()
    .transform((v) => v?.trim() || undefined),
  topicId: optionalId('Invalid topicId'),
  courseId: optionalId(forumMessages.courseIdInvalid),
  lessonId: optionalId(forumMessages.lessonIdInvalid),
  authorId: optionalId('Invalid authorId'),
  tag: z
    .string()
    .max(100, forumMessages.tagMax)
    .optional()
    .transform((v) => splitTags(v)[0]),
  page: pageField,
  pageSize: pageSizeField,
});
export type DiscussionListQuery = z.output<typeof discussionListQuerySchema>;

/** GET /api/forum-topics: by title (default) or by activity of the last 30 days. */
export const topicListQuerySchema = z.object({
  sort: z.enum(['title', 'popular'], { error: 'Sort must be title or popular' }).default('title'),
  limit: z.coerce
    .number({ error: 'Limit must be between 1 and 100' })
    .int('Limit must be between 1 and 100')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .optional(),
  courseId: optionalId(forumMessages.courseIdInvalid),
});
export type TopicListQuery = z.output<typeof topicListQuerySchema>;

export const moderationQueueQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: 'Status must be open or resolved' }).default('open'),
  page: pageField,
  pageSize: pageSizeField,
});

// ---------------------------------------------------------------------------------------------------------------
// Entities (what the API answers)
// ---------------------------------------------------------------------------------------------------------------

const id = z.number().int().positive();
const isoDateTime = z.string();

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

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

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
