import { z } from 'zod';
import { courseSchema } from './course-catalogue';
import { id, idField, isoDateTime } from './course-fields';
import { competencyLevels } from './course-labels';
import { courseMessages } from './course-messages';

/* Enrollments: competency levels, the enrollment and completion entities, and what learners send. */

export const competencyLevelSchema = z.enum(competencyLevels, { error: courseMessages.competencyInvalid });
export const WEEKLY_HOURS_MIN = 1;
export const WEEKLY_HOURS_MAX = 80;

export const enrollmentSchema = z.object({
  id,
  userId: id,
  courseId: id,
  /**
   * 0 to 100: completed lessons of the course over all its lessons. Stored, and kept by the server whenever it
   * changes (a completion, a lesson added to or removed from the course); reads never recompute it.
   */
  progress: z.number().int().min(0).max(100),
  /** True once the learner reached 100; stays true even if lessons are added later. */
  completed: z.boolean(),
  completedAt: isoDateTime.nullable(),
  competencyLevel: competencyLevelSchema,
  reflection: z.string().nullable(),
  personalGoal: z.string().nullable(),
  selfPaced: z.boolean(),
  /** YYYY-MM-DD or null. */
  targetCompletionDate: z.string().nullable(),
  weeklyHoursTarget: z.number().int().nullable(),
  lastActiveAt: isoDateTime,
  enrolledAt: isoDateTime,
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  /** Where to continue: the first lesson, in course order, not yet completed; null when none is left. */
  nextLessonId: id.nullable(),
  /**
   * The lesson of the first quiz, in course order, the learner has not passed yet; null when none is left. With
   * every lesson done, that is where to continue.
   */
  nextQuizLessonId: id.nullable(),
  course: courseSchema,
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const lessonCompletionSchema = z.object({
  id,
  userId: id,
  lessonId: id,
  courseId: id,
  completed: z.boolean(),
  completedAt: isoDateTime,
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

/** POST /api/enrollments. */
export const enrollmentCreateSchema = z.object({ courseId: idField(courseMessages.courseRequired) });
export type EnrollmentCreatePayload = z.input<typeof enrollmentCreateSchema>;

/** GET /api/lesson-completions?courseId=: of one course when given (empty is not given). */
export const lessonCompletionListQuerySchema = z.object({
  courseId: z.preprocess((v) => (v === '' ? undefined : v), idField('Invalid courseId').optional()),
});
export type LessonCompletionListQuery = z.input<typeof lessonCompletionListQuerySchema>;

/** POST /api/lesson-completions. */
export const lessonCompletionCreateSchema = z.object({ lessonId: idField(courseMessages.lessonRequired) });
export type LessonCompletionCreatePayload = z.input<typeof lessonCompletionCreateSchema>;

// A date at most a day in the past is accepted (time zones: "today" somewhere may be "yesterday" on the server).
const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const targetDateField = z
  .union([z.string(), z.null()], { error: courseMessages.targetDateInvalid })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined; // empty is omitted
    if (v === null) return null; // clears the date
    const s = v.trim();
    const day = /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : '';
    const parsed = day ? new Date(`${day}T00:00:00Z`) : new Date(NaN);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
      ctx.addIssue({ code: 'custom', message: courseMessages.targetDateInvalid });
      return z.NEVER;
    }
    if (parsed.getTime() < Date.now() - 2 * ONE_DAY_MS) {
      ctx.addIssue({ code: 'custom', message: courseMessages.targetDatePast });
      return z.NEVER;
    }
    return day;
  });

const weeklyHoursField = z
  .union([z.number(), z.string().trim(), z.null()], { error: courseMessages.weeklyHoursRange })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    if (v === null) return null;
    const n = typeof v === 'number' ? v : /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < WEEKLY_HOURS_MIN || n > WEEKLY_HOURS_MAX) {
      ctx.addIssue({ code: 'custom', message: courseMessages.weeklyHoursRange });
      return z.NEVER;
    }
    return n;
  });

/**
 * PATCH /api/enrollments/{id}: the competency card (reflection, competencyLevel) or the goals card (personalGoal,
 * selfPaced, targetCompletionDate, weeklyHoursTarget). Send only what changes; null clears an optional field.
 */
export const enrollmentUpdateSchema = z
  .object({
    reflection: z
      .string({ error: courseMessages.textMax })
      .max(10_000, courseMessages.textMax)
      .nullable()
      .optional(),
    competencyLevel: competencyLevelSchema.optional(),
    personalGoal: z
      .string({ error: courseMessages.textMax })
      .max(2_000, courseMessages.textMax)
      .nullable()
      .optional(),
    selfPaced: z.boolean().optional(),
    targetCompletionDate: targetDateField,
    weeklyHoursTarget: weeklyHoursField,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: courseMessages.nothingToUpdate });
export type EnrollmentUpdatePayload = z.input<typeof enrollmentUpdateSchema>;
export type EnrollmentUpdateInput = z.output<typeof enrollmentUpdateSchema>;

/**
 * The goals card's form as typed (all strings; date and hours optional). Its rules are the service's: the values
 * are checked with the enrollment-update schema, and each message lands on its field. (Here rather than in the
 * learn remote: a remote that builds schemas with zod itself downloads and runs a second copy of zod.)
 */
export const enrollmentGoalsFormSchema = z
  .object({ personalGoal: z.string(), targetCompletionDate: z.string(), weeklyHoursTarget: z.string() })
  .superRefine((form, ctx) => {
    const result = enrollmentUpdateSchema.safeParse({ ...form, selfPaced: true });
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type EnrollmentGoalsForm = z.infer<typeof enrollmentGoalsFormSchema>;
