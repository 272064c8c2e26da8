import { z } from 'zod';
import { lessonCreateSchema, moduleCreateSchema, wizardCourseSchema } from './course-authoring';
import { courseStatusSchema, storyTemplateSchema } from './course-catalogue';
import { id, idField, isoDateTime } from './course-fields';
import { courseMessages } from './course-messages';
import { isLessonVideoLink, lessonMediaMessages } from './lesson-media';
import { pagedSchema } from './paging';

/*
 * The studio's course calls (course service): editing and deleting courses, modules and lessons, reordering,
 * the review workflow (submit, approve, reject, send back) with its history, the admin course list, the
 * educator's figures (overview, learners, course analytics) and the identity service's holdings check.
 */

/** Texts of the studio calls that the specification leaves open (the spec's own texts are in courseMessages). */
export const courseStudioMessages = {
  orderMustListAll: 'The new order must list every item exactly once',
  moveTargetOtherCourse: 'A lesson can only move to a module of the same course',
  onlyPendingCanBeApproved: 'Only a pending course can be approved',
  onlyRejectedCanBeSubmitted: 'Only a rejected course can be resubmitted for review',
  onlyApprovedCanBeSentBack: 'Only an approved course can be sent back to pending',
  sendBackReasonRequired: 'Please give a reason for sending the course back',
  courseHasLearners: 'A course with enrolled learners cannot be deleted',
  educatorRequired: 'Educator is required',
  educatorFilterInvalid: 'educatorId must be a positive whole number',
  sameEducator: 'The course already belongs to this educator',
  educatorNotActive: 'The new owner must be an active educator',
  sortInvalid: 'Sort must be name, course, progress, competency or lastActive',
  searchMax: 'Search must be at most 200 characters',
  statusFilterInvalid: 'Status must be all, pending, approved or rejected',
  pageSizeMax: 'pageSize must be at most 100',
  rangeInvalid: 'Range must be day or week',
} as const;

const orderIdList = z
  .array(idField(courseStudioMessages.orderMustListAll), { error: courseStudioMessages.orderMustListAll })
  .min(1, courseStudioMessages.orderMustListAll)
  .max(1000, courseStudioMessages.orderMustListAll)
  .refine((ids) => new Set(ids).size === ids.length, courseStudioMessages.orderMustListAll);

/** PUT /api/courses/{id}/modules/order: every module of the course, in the new order (orderIndex becomes 1..n). */
export const moduleOrderSchema = z.object({ moduleIds: orderIdList });
export type ModuleOrderPayload = z.input<typeof moduleOrderSchema>;

/** PUT /api/modules/{id}/lessons/order: every lesson of the module, in the new order. */
export const lessonOrderSchema = z.object({ lessonIds: orderIdList });
export type LessonOrderPayload = z.input<typeof lessonOrderSchema>;

/** POST /api/lessons/{id}/move: to another module of the same course, at a 1-based position (default last). */
export const lessonMoveSchema = z.object({
  moduleId: idField(courseMessages.moduleRequired),
  position: z
    .number({ error: courseMessages.orderIndexInvalid })
    .int(courseMessages.orderIndexInvalid)
    .min(1, courseMessages.orderIndexInvalid)
    .max(100_000, courseMessages.orderIndexInvalid)
    .optional(),
});
export type LessonMovePayload = z.input<typeof lessonMoveSchema>;

/** Optional text that may be cleared: '' or null clears it (null), absent leaves it. */
function clearableText(max: number) {
  return z
    .string({ error: courseMessages.textMax })
    .trim()
    .max(max, courseMessages.textMax)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
}
function clearableLink() {
  return z
    .string({ error: courseMessages.urlInvalid })
    .trim()
    .max(2048, courseMessages.urlInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null))
    .refine((v) => !v || /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(v), courseMessages.urlInvalid);
}
const atLeastOneField = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);

// Updates take the create schemas' own field rules where they are the same rule, made optional; a field the
// update may clear ('' or null → null) has its own clearable rule, and defaults are dropped (absent = unchanged).
const wizardFields = wizardCourseSchema.in.shape;
const lessonFields = lessonCreateSchema.shape;

/** PATCH /api/courses/{id}: any of the wizard's fields (same rules); at least one. */
export const courseUpdateSchema = z
  .object({
    title: wizardFields.title.optional(),
    description: wizardFields.description.optional(),
    level: wizardFields.level.unwrap().optional(),
    categoryIds: wizardFields.categoryIds.transform((ids) => [...new Set(ids)]).optional(),
    imageUrl: clearableLink(),
    storyTemplate: storyTemplateSchema.nullable().optional(),
    transformationJourney: clearableText(10_000),
    characterDevelopment: clearableText(10_000),
    practicalSkills: clearableText(10_000),
    awakeningPhase: clearableText(10_000),
    explorationPhase: clearableText(10_000),
    challengePhase: clearableText(10_000),
    breakthroughPhase: clearableText(10_000),
    integrationPhase: clearableText(10_000),
    legacyPhase: clearableText(10_000),
  })
  .refine(atLeastOneField, courseMessages.nothingToUpdate);
export type CourseUpdatePayload = z.input<typeof courseUpdateSchema>;
export type CourseUpdateInput = z.output<typeof courseUpdateSchema>;

/** PATCH /api/modules/{id}: the module editor's 'Edit Module' (same messages as creating one). */
export const moduleUpdateSchema = moduleCreateSchema
  .pick({ title: true, description: true })
  .partial()
  .extend({ displayName: moduleCreateSchema.shape.displayName, storyPhase: clearableText(200) })
  .refine(atLeastOneField, courseMessages.nothingToUpdate);
export type ModuleUpdatePayload = z.input<typeof moduleUpdateSchema>;
export type ModuleUpdateInput = z.output<typeof moduleUpdateSchema>;

/** PATCH /api/lessons/{id}: any field of the lesson dialog; links and teaching fields may be cleared. */
export const lessonUpdateSchema = lessonCreateSchema
  .pick({ title: true, content: true })
  .partial()
  .extend({
    videoUrl: clearableLink().refine((v) => !v || isLessonVideoLink(v), lessonMediaMessages.videoUrlInvalid),
    documentUrl: clearableLink(),
    duration: lessonFields.duration.unwrap().optional(),
    hasDiscussion: lessonFields.hasDiscussion.unwrap().optional(),
    isShortForm: lessonFields.isShortForm.unwrap().optional(),
    displayName: lessonFields.displayName,
    practicalApplication: clearableText(10_000),
    caseStudy: clearableText(10_000),
    actionSteps: clearableText(10_000),
    reflectionPrompts: clearableText(10_000),
  })
  .refine(atLeastOneField, courseMessages.nothingToUpdate);
export type LessonUpdatePayload = z.input<typeof lessonUpdateSchema>;
export type LessonUpdateInput = z.output<typeof lessonUpdateSchema>;

/* ---------- review workflow ---------- */

export const courseReviewTransitions = ['submitted', 'approved', 'rejected', 'sent_back'] as const;
export const courseReviewTransitionSchema = z.enum(courseReviewTransitions);
export type CourseReviewTransition = z.infer<typeof courseReviewTransitionSchema>;

/** POST /api/courses/{id}/send-back (admin): an approved course goes back to pending, with a reason. */
export const courseSendBackSchema = z.object({
  reason: z
    .string({ error: courseStudioMessages.sendBackReasonRequired })
    .trim()
    .min(1, courseStudioMessages.sendBackReasonRequired)
    .max(2000, courseMessages.textMax),
});
export type CourseSendBackPayload = z.input<typeof courseSendBackSchema>;

/** One recorded transition (GET /api/courses/{id}/reviews, oldest first). fromStatus is null at creation. */
export const courseReviewSchema = z.object({
  id,
  courseId: id,
  actorId: id,
  transition: courseReviewTransitionSchema,
  fromStatus: courseStatusSchema.nullable(),
  toStatus: courseStatusSchema,
  reason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

/** GET /api/admin/courses: the admin Courses tab, paged on the server. */
export const adminCourseListQuerySchema = z.object({
  status: z
    .enum(['all', 'pending', 'approved', 'rejected'], { error: courseStudioMessages.statusFilterInvalid })
    .default('all'),
  page: z.coerce
    .number({ error: courseMessages.pageInvalid })
    .int(courseMessages.pageInvalid)
    .min(1, courseMessages.pageInvalid)
    .max(1_000_000, courseMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: courseMessages.pageSizeInvalid })
    .int(courseMessages.pageSizeInvalid)
    .min(1, courseMessages.pageSizeInvalid)
    .max(100, courseStudioMessages.pageSizeMax)
    .default(25),
  /** Only the courses this educator owns (e.g. the ones that keep an educator from being deleted). */
  educatorId: idField(courseStudioMessages.educatorFilterInvalid).optional(),
});
export type AdminCourseListQuery = z.input<typeof adminCourseListQuerySchema>;

export const adminCourseSchema = z.object({
  id,
  title: z.string(),
  status: courseStatusSchema,
  instructorId: id,
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  enrolledCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** When it last went to pending review (created, resubmitted, sent back); null if never. */
  submittedAt: isoDateTime.nullable(),
  approvedAt: isoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** Pending courses first (oldest waiting first), then the rest, most recently changed first. */
export const adminCoursePageSchema = pagedSchema(adminCourseSchema);
export type AdminCoursePage = z.infer<typeof adminCoursePageSchema>;

/** POST /api/courses/{id}/reassign (admin). The identity service checks that the educator is active first. */
export const courseReassignSchema = z.object({ educatorId: idField(courseStudioMessages.educatorRequired) });
export type CourseReassignPayload = z.input<typeof courseReassignSchema>;

/** GET /internal/educators/{id}/holdings (service token): what stops the educator's deletion. */
export const educatorHoldingsSchema = z.object({ approvedCoursesWithLearners: z.number().int() });
export type EducatorHoldings = z.infer<typeof educatorHoldingsSchema>;

/* ---------- the educator's figures ---------- */

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
  page: z.coerce
    .number({ error: courseMessages.pageInvalid })
    .int(courseMessages.pageInvalid)
    .min(1, courseMessages.pageInvalid)
    .max(1_000_000, courseMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: courseMessages.pageSizeInvalid })
    .int(courseMessages.pageSizeInvalid)
    .min(1, courseMessages.pageSizeInvalid)
    .max(100, courseStudioMessages.pageSizeMax)
    .default(25),
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
