import { z } from 'zod';
import { id, idField, isoDateTime, pageQueryFields } from './course-fields';
import { courseMessages } from './course-messages';
import { courseStudioMessages } from './course-studio-messages';
import { pagedSchema } from './paging';

/* The educator's figures (course service): dashboard overview, learners (list and CSV), course analytics. */

/** GET /api/educator/overview: the dashboard's stat cards. */
export const educatorOverviewSchema = z.object({
  /** Courses the educator owns, any status. */
  courses: z.number().int(),
  /** Distinct learners enrolled in those courses. */
  learners: z.number().int(),
  /** Completed enrollments over all enrollments of those courses, in percent (0 without enrollments). */
  completionRate: z.number().int(),
  /** The educator's courses waiting for review (pending). */
  awaitingReview: z.number().int(),
});
export type EducatorOverview = z.infer<typeof educatorOverviewSchema>;

export const learnerCompetencyLevels = ['beginning', 'developing', 'proficient', 'advanced'] as const;
export const educatorLearnerSorts = ['name', 'course', 'progress', 'competency', 'lastActive'] as const;

/** GET /api/educator/learners (and .csv): one row per enrollment in the educator's courses. */
export const educatorLearnerQuerySchema = z.object({
  search: z.string().trim().max(200, courseStudioMessages.searchMax).optional(),
  sort: z.enum(educatorLearnerSorts, { error: courseStudioMessages.sortInvalid }).default('lastActive'),
  direction: z.enum(['asc', 'desc']).optional(),
  courseId: idField(courseMessages.courseRequired).optional(),
  ...pageQueryFields(100, courseStudioMessages.pageSizeMax, 25),
});
export type EducatorLearnerQuery = z.input<typeof educatorLearnerQuerySchema>;

export const educatorLearnerSchema = z.object({
  enrollmentId: id,
  userId: id,
  /** From the identity service; null when it cannot be read. */
  name: z.string().nullable(),
  courseId: id,
  courseTitle: z.string(),
  progress: z.number().int(),
  completed: z.boolean(),
  /** Average score of the learner's best attempt at each quiz of the course taken; null without attempts. */
  quizAverage: z.number().int().nullable(),
  /** Derived from progress and quiz average (services/course/README.md, "Competency level"). */
  competencyLevel: z.enum(learnerCompetencyLevels),
  enrolledAt: isoDateTime,
  lastActiveAt: isoDateTime,
});
export type EducatorLearner = z.infer<typeof educatorLearnerSchema>;

export const educatorLearnerPageSchema = pagedSchema(educatorLearnerSchema);
export type EducatorLearnerPage = z.infer<typeof educatorLearnerPageSchema>;

/** GET /api/courses/{id}/analytics?range=week|day. */
export const courseAnalyticsQuerySchema = z.object({
  range: z.enum(['day', 'week'], { error: courseStudioMessages.rangeInvalid }).default('week'),
});
export type CourseAnalyticsQuery = z.input<typeof courseAnalyticsQuerySchema>;

export const courseAnalyticsSchema = z.object({
  courseId: id,
  range: z.enum(['day', 'week']),
  /** Enrollments per day or week (start of the period, YYYY-MM-DD), oldest first, periods without any included. */
  enrollments: z.array(
    z.object({ period: z.string(), count: z.number().int(), cumulative: z.number().int() }),
  ),
  enrolled: z.number().int(),
  completed: z.number().int(),
  /** Percent of enrollments completed (0 without enrollments). */
  completionRate: z.number().int(),
  /** Every lesson in learning order with how many learners completed it: where learners stop. */
  lessons: z.array(
    z.object({
      lessonId: id,
      title: z.string(),
      moduleId: id,
      moduleTitle: z.string(),
      completions: z.number().int(),
    }),
  ),
  /** Every quiz of the course with its attempts, distinct learners, average score and pass rate. */
  quizzes: z.array(
    z.object({
      quizId: id,
      title: z.string(),
      lessonId: id,
      attempts: z.number().int(),
      learners: z.number().int(),
      averageScore: z.number().int().nullable(),
      passRate: z.number().int().nullable(),
    }),
  ),
});
export type CourseAnalytics = z.infer<typeof courseAnalyticsSchema>;
