import { z } from 'zod';
import { certificateSchema } from './course-certificate';
import { enrollmentSchema, lessonCompletionSchema } from './course-enrollment';
import { id } from './course-fields';
import { milestoneSchema } from './course-milestones';

/* A learner's progress in a course and the answer of a lesson completion. */

export const moduleProgressSchema = z.object({
  moduleId: id,
  title: z.string(),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  completed: z.boolean(),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

/** GET /api/courses/{id}/progress: the caller's progress in a course (zeros when not enrolled). */
export const courseProgressSchema = z.object({
  courseId: id,
  enrolled: z.boolean(),
  enrollmentId: id.nullable(),
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  completedLessonIds: z.array(id),
  nextLesson: z.object({ id, title: z.string(), moduleId: id }).nullable(),
  modules: z.array(moduleProgressSchema),
  certificate: certificateSchema.nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/**
 * POST /api/lesson-completions answer: 201 when newly completed, 200 when it already was. Everything the
 * completion changed, as it now is, so a client updates what it shows without reading any of it again.
 */
export const lessonCompletionResultSchema = z.object({
  completion: lessonCompletionSchema,
  /** The learner's enrollment in the course, as GET /api/enrollments lists it. */
  enrollment: enrollmentSchema,
  /** Milestones this completion recorded (empty on a repeat). */
  milestones: z.array(milestoneSchema),
  /** Issued when this completion finished the course; null otherwise. */
  certificate: certificateSchema.nullable(),
  /**
   * Where the learner now stands in the course, as GET /api/courses/{id}/progress answers it (the outline's
   * `learner` is the same without `courseId` and `modules`).
   */
  progress: courseProgressSchema,
});
export type LessonCompletionResult = z.infer<typeof lessonCompletionResultSchema>;
