import { z } from 'zod';
import { id } from './course-fields';
import { moduleSchema } from './course-curriculum';
import { courseProgressSchema } from './course-progress';

/*
 * GET /api/courses/{id}/outline: one read for every page that shows a course's structure (course detail, the
 * lesson view's contents, the enrolled-course view) instead of one call per module. Lessons come without their
 * bodies; the learner's standing in the course comes with them.
 */

/** A lesson as an outline lists it: what it is and how long it takes, never its content. */
export const outlineLessonSchema = z.object({
  id,
  moduleId: id,
  title: z.string(),
  orderIndex: z.number().int(),
  displayName: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  hasDiscussion: z.boolean(),
  isShortForm: z.boolean(),
  /** Whether the lesson has a video or a document (shown to everyone: it says what kind of lesson it is). */
  hasVideo: z.boolean(),
  hasDocument: z.boolean(),
  /** Quizzes attached to the lesson. */
  quizCount: z.number().int(),
  /** True when the caller may not open the lesson (not enrolled, not its educator, not an administrator). */
  locked: z.boolean(),
  /** The video and document links, for callers who may open the lesson; null otherwise. */
  videoUrl: z.string().nullable(),
  documentUrl: z.string().nullable(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

/** A module with its lessons in learning order. */
export const outlineModuleSchema = moduleSchema.extend({
  /** Sum of its lessons' durations in minutes. */
  durationMinutes: z.number().int(),
  lessons: z.array(outlineLessonSchema),
});
export type OutlineModule = z.infer<typeof outlineModuleSchema>;

/** The caller's standing in the course: GET /api/courses/{id}/progress without its per-module list. */
export const outlineLearnerSchema = courseProgressSchema.omit({ courseId: true, modules: true });
export type OutlineLearner = z.infer<typeof outlineLearnerSchema>;

export const courseOutlineSchema = z.object({
  courseId: id,
  /** Modules in order (module order, then id), each with its lessons in order. */
  modules: z.array(outlineModuleSchema),
  lessonCount: z.number().int(),
  /** Sum of all lesson durations in minutes. */
  durationMinutes: z.number().int(),
  quizCount: z.number().int(),
  /** Null for visitors; for a signed-in caller their progress (zeros and enrolled: false when not enrolled). */
  learner: outlineLearnerSchema.nullable(),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;
