import { z } from 'zod';

/**
 * The content service's texts: the specification's word for word where it gives them (ebook toasts, the
 * YouTube messages), the service's own beside them.
 */
export const contentMessages = {
  // Specification (section 7 toasts and section 9 validation).
  ebookUpdated: 'Ebook updated successfully',
  ebookUpdateFailed: 'Failed to update ebook',
  ebookDeleted: 'Ebook deleted successfully',
  ebookDeleteFailed: 'Failed to delete ebook',
  youtubeUrlInvalid: 'Please enter a valid YouTube video URL',
  youtubeFailed: 'Unable to process the YouTube video. Please try again.',
  imageUploaded: 'Image Uploaded',
  // The service's own.
  educatorsOnly: 'Only active educators and administrators can use the content tools.',
  ebookNotFound: 'Ebook not found',
  ebookTitleRequired: 'Title is required',
  ebookNothingToChange: 'Nothing to update',
  imageRequired: 'Please choose an image to upload (form field "image").',
  imageOneFile: 'Upload one image at a time (form field "image").',
  imageTooLarge: 'The image is larger than 5 MB.',
  imageTooManyPixels: 'The image is too large: at most 4096 pixels a side and 40 megapixels.',
  imageType: 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
  imageUnreadable: 'The image could not be read. It may be damaged or incomplete.',
  uploadNotFound: 'Image not found',
  uploadQuotaExceeded: (mb: number) =>
    `You have reached your upload allowance of ${mb} MB. Remove unused images or ask an administrator.`,
  multipartRequired: 'Send the image as multipart/form-data.',
  ebookCourseNotYours: 'You can attach an ebook only to a course you teach.',
  ebookCourseNotFound: 'Course not found',
  ebookCourseForbidden:
    "Only the course's enrolled learners, its educator and administrators can read its ebooks.",
  courseServiceUnavailable: 'Course information is unavailable right now. Please try again in a moment.',
} as const;

/** The image upload limits of the content service (shared so the front end can check before sending). */
export const imageUploadLimits = {
  field: 'image',
  maxBytes: 5 * 1024 * 1024,
  maxSide: 4096,
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
} as const;

/** `POST /api/upload` → where the re-encoded image is served. */
export const imageUploadAnswerSchema = z.object({ imageUrl: z.string() });
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;

export const ebookFormatStyles = ['textbook', 'study-guide', 'workbook', 'reference'] as const;
export const ebookFormatStyleSchema = z.enum(ebookFormatStyles);
export type EbookFormatStyle = z.infer<typeof ebookFormatStyleSchema>;

export const ebookSourceTypes = ['youtube', 'website', 'manual'] as const;
export const ebookSourceTypeSchema = z.enum(ebookSourceTypes);

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** One chapter of the ebook editor: id, title, content, order. */
export const ebookChapterSchema = z.object({
  id: text(100).min(1),
  title: text(300),
  content: z.string().max(200_000),
  order: z.number().int().min(0).max(10_000),
});
export type EbookChapter = z.infer<typeof ebookChapterSchema>;

const chaptersSchema = z.array(ebookChapterSchema).max(200);

/** An ebook as the library and the editor read it. */
export const ebookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  description: z.string().nullable(),
  content: z.string(),
  formatStyle: ebookFormatStyleSchema,
  sourceUrl: z.string().nullable(),
  sourceType: ebookSourceTypeSchema.nullable(),
  chapters: z.array(ebookChapterSchema),
  /** The course it is attached to (its educator's own); null when it stands alone. */
  courseId: z.number().int().nullable(),
  createdBy: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ebook = z.infer<typeof ebookSchema>;
export const ebookListSchema = z.array(ebookSchema);

/** `GET /api/ebooks/course/{courseId}`: what a course's Resources tab lists of each attached ebook. */
export const courseEbookSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  formatStyle: ebookFormatStyleSchema,
  author: z.string().nullable(),
  chapterCount: z.number().int(),
  updatedAt: z.string(),
});
export type CourseEbookSummary = z.infer<typeof courseEbookSummarySchema>;
export const courseEbookListSchema = z.array(courseEbookSummarySchema);

/** `POST /api/ebooks`: the editor's fields. Without `content`, the content is composed from the chapters. */
export const ebookCreateSchema = z.object({
  title: text(300).min(1, contentMessages.ebookTitleRequired),
  author: optionalText(200),
  description: optionalText(5_000),
  formatStyle: ebookFormatStyleSchema.default('textbook'),
  sourceUrl: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .nullish()
    .transform((v) => v ?? null),
  sourceType: ebookSourceTypeSchema.nullish().transform((v) => v ?? null),
  chapters: chaptersSchema.default([]),
  content: z.string().max(1_000_000).optional(),
});
export type EbookCreate = z.input<typeof ebookCreateSchema>;

/** `PATCH /api/ebooks/{id}`: the library's edit (title, content) and the editor's (chapters and details). */
export const ebookUpdateSchema = z
  .object({
    title: text(300).min(1, contentMessages.ebookTitleRequired).optional(),
    content: z.string().max(1_000_000).optional(),
    chapters: chaptersSchema.optional(),
    author: optionalText(200).optional(),
    description: optionalText(5_000).optional(),
    formatStyle: ebookFormatStyleSchema.optional(),
    /** Attach to a course the author teaches; null detaches. */
    courseId: z.number().int().positive().nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), contentMessages.ebookNothingToChange);
export type EbookUpdate = z.input<typeof ebookUpdateSchema>;

export const ebookDeletedSchema = z.object({ message: z.string() });

/** `POST /api/youtube/extract`. */
export const youtubeExtractSchema = z.object({
  url: z.string().trim().min(1, contentMessages.youtubeUrlInvalid).max(2_000),
});
export const youtubeExtractAnswerSchema = z.object({
  title: z.string(),
  description: z.string(),
  videoId: z.string(),
  author: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The published caption track's text (paragraphs), or null when the video has none that can be read. */
  transcript: z.string().nullable(),
});
export type YoutubeExtractAnswer = z.infer<typeof youtubeExtractAnswerSchema>;
