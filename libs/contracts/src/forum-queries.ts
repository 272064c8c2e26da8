import { z } from 'zod';
import { discussionTabs, FORUM_MAX_PAGE_SIZE, FORUM_PAGE_SIZE } from './forum-labels';
import { forumMessages } from './forum-messages';
import { splitTags } from './forum-post-text';

// The forum's list queries: tabs, search, filters and pages. Query values arrive as strings.

export const discussionTabSchema = z.enum(discussionTabs, { error: forumMessages.tabInvalid });

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
