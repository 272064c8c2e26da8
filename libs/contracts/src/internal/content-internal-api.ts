import { z } from 'zod';
import { ebookChapterSchema } from '../content';
import { internalApi, internalCall, rowId } from './internal-call';

/*
 * The content service's internal API. Caller: the course service, which puts a course's ebooks into its Common
 * Cartridge export (ebooks live in the content service; services never read each other's tables).
 */

/** An ebook attached to a course, whole: what an export writes of it. */
export const courseEbookExportSchema = z.object({
  id: rowId,
  title: z.string(),
  author: z.string().nullable(),
  description: z.string().nullable(),
  chapters: z.array(ebookChapterSchema),
});
export type CourseEbookExport = z.infer<typeof courseEbookExportSchema>;

export const contentInternalApi = internalApi('content', {
  // Never kept: an export must carry the ebooks as they are now.
  courseEbooks: internalCall({
    method: 'get',
    path: '/internal/courses/:id/ebooks',
    summary: 'The ebooks attached to a course, with their chapters, in title order',
    callers: ['course'],
    params: z.object({ id: rowId }),
    answer: z.array(courseEbookExportSchema),
  }),
});
