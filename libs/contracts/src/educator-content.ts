import { z } from 'zod';

/* The educator dashboard's Content tab: the caller's uploaded images and the documents attached to their lessons. */

/** One image the caller uploaded (POST /api/upload), as GET /api/uploads/mine lists it. */
export const myUploadSchema = z.object({
  imageUrl: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type MyUpload = z.infer<typeof myUploadSchema>;

/** GET /api/uploads/mine: the caller's images, newest first, and how much of their quota they take. */
export const myUploadsSchema = z.object({
  items: z.array(myUploadSchema),
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type MyUploads = z.infer<typeof myUploadsSchema>;

/** GET /api/educator/documents: a lesson of the caller's courses with a document link. */
export const educatorDocumentSchema = z.object({
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  documentUrl: z.string(),
  moduleId: z.number().int(),
  moduleTitle: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
});
export type EducatorDocument = z.infer<typeof educatorDocumentSchema>;
