import { z } from 'zod';
import { courseStatusSchema } from './course-catalogue';
import { id, isoDateTime } from './course-fields';

/* Curriculum entities: modules and lessons as their own endpoints answer them. */

export const moduleSchema = z.object({
  id,
  courseId: id,
  title: z.string(),
  description: z.string().nullable(),
  orderIndex: z.number().int(),
  displayName: z.string(),
  storyPhase: z.string().nullable(),
  lessonCount: z.number().int(),
  createdAt: isoDateTime,
});
export type Module = z.infer<typeof moduleSchema>;

/** GET /api/modules/{id}: a module with its course's heading facts. */
export const moduleDetailSchema = moduleSchema.extend({
  course: z.object({ id, title: z.string(), status: courseStatusSchema, instructorId: id }),
});
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

/**
 * A lesson. Its body (content, videoUrl, documentUrl and the teaching fields) is given to learners enrolled in
 * the course, the course's educator and administrators; everyone else gets `locked: true` and those fields null.
 */
export const lessonSchema = z.object({
  id,
  moduleId: id,
  title: z.string(),
  orderIndex: z.number().int(),
  displayName: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  hasDiscussion: z.boolean(),
  isShortForm: z.boolean(),
  locked: z.boolean(),
  /** Markdown. */
  content: z.string().nullable(),
  videoUrl: z.string().nullable(),
  documentUrl: z.string().nullable(),
  practicalApplication: z.string().nullable(),
  caseStudy: z.string().nullable(),
  actionSteps: z.string().nullable(),
  reflectionPrompts: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Lesson = z.infer<typeof lessonSchema>;

/** GET /api/lessons/{id}: a lesson in its context, for the lesson player. */
export const lessonDetailSchema = lessonSchema.extend({
  module: z.object({ id, title: z.string(), orderIndex: z.number().int() }),
  course: z.object({ id, title: z.string(), instructorId: id, status: courseStatusSchema }),
  /** Neighbours in course order (module order, then lesson order); null at either end. */
  previousLessonId: id.nullable(),
  nextLessonId: id.nullable(),
  /** Whether the caller has completed this lesson (false for visitors). */
  completed: z.boolean(),
  /** Whether the caller is enrolled in the course. */
  enrolled: z.boolean(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
