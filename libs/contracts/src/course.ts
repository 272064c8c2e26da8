import { z } from 'zod';

/*
 * Course domain contracts: categories, courses, modules, lessons, enrolments, lesson completions, progress,
 * milestones and certificates. Used by the course service (validation, answers) and the learner, studio and
 * admin front ends (forms, types). Dates travel as ISO 8601 strings; ids are positive integers.
 */

/** Every validation and error text of the course domain. Spec texts are kept word for word. */
export const courseMessages = {
  // Course wizard (second document, section 5)
  courseTitleMin: 'Course title must be at least 5 characters',
  descriptionMin: 'Description must be at least 20 characters',
  categoriesMin: 'Please select at least one category',
  categoriesMax: 'Maximum 3 categories allowed',
  youtubeUrlInvalid: 'Please enter a valid YouTube video URL',
  // Educator quick course dialog
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  // Module and lesson dialogs
  moduleTitleRequired: 'Module title is required',
  moduleDescriptionRequired: 'Module description is required',
  lessonTitleRequired: 'Lesson title is required',
  lessonContentRequired: 'Lesson content is required',
  // Bounds and formats the specification leaves open
  titleMax: 'Title must be at most 200 characters',
  descriptionMax: 'Description must be at most 10000 characters',
  contentMax: 'Lesson content must be at most 100000 characters',
  textMax: 'Text must be at most 10000 characters',
  levelInvalid: 'Level must be beginner, intermediate or advanced',
  levelFilterInvalid: 'Level must be all, beginner, intermediate, advanced or all-levels',
  statusFilterInvalid: 'Status must be all, pending, approved or rejected',
  urlInvalid: 'Links must start with http://, https:// or /',
  courseRequired: 'Course is required',
  moduleRequired: 'Module is required',
  lessonRequired: 'Lesson is required',
  orderIndexInvalid: 'Order must be a whole number from 0',
  durationInvalid: 'Duration must be between 1 and 600 minutes',
  competencyInvalid: 'Competency level must be beginning, developing, proficient or advanced',
  weeklyHoursRange: 'Weekly hours must be between 1 and 80',
  targetDateInvalid: 'Target completion date must be a valid date',
  targetDatePast: 'Target completion date cannot be in the past',
  nothingToUpdate: 'Nothing to update',
  rejectionReasonRequired: 'Please give a reason for the rejection',
  storyTemplateInvalid: 'Unknown story template',
  // Answers of the service
  courseNotFound: 'Course not found',
  moduleNotFound: 'Module not found',
  lessonNotFound: 'Lesson not found',
  enrollmentNotFound: 'Enrollment not found',
  certificateNotFound: 'Certificate not found',
  categoryNotFound: 'Category not found',
  courseNotOpen: 'This course is not open for enrollment',
  notEnrolled: 'You must be enrolled in this course to complete its lessons',
  notCourseOwner: 'You can only change your own courses',
  notEnrollmentOwner: 'You can only change your own enrollment',
  onlyPendingCanBeRejected: 'Only a pending course can be rejected',
  alreadyApproved: 'This course is already approved',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------------------------

/** Levels a course can be created with (wizard and quick dialog). */
export const creatableCourseLevels = ['beginner', 'intermediate', 'advanced'] as const;
/** Levels a stored course may carry; 'all-levels' marks courses suitable for everyone. */
export const courseLevels = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
export const courseLevelSchema = z.enum(courseLevels);
export type CourseLevel = z.infer<typeof courseLevelSchema>;
/** Options of the catalogue's level filter; 'all' means no filter. */
export const courseLevelFilters = ['all', ...courseLevels] as const;
export const courseLevelLabels: Record<CourseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  'all-levels': 'All levels',
};

export const courseStatuses = ['pending', 'approved', 'rejected'] as const;
export const courseStatusSchema = z.enum(courseStatuses);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

/** Category icons the UI knows (Material Symbols names); any other value falls back to a default icon. */
export const categoryIcons = [
  'energy_savings_leaf',
  'water_drop',
  'compost',
  'forest',
  'menu_book',
  'eco',
  'co2',
  'recycling',
] as const;
export type CategoryIcon = (typeof categoryIcons)[number];
export const DEFAULT_CATEGORY_ICON: CategoryIcon = 'eco';

export const competencyLevels = ['beginning', 'developing', 'proficient', 'advanced'] as const;
export const competencyLevelSchema = z.enum(competencyLevels, { error: courseMessages.competencyInvalid });
export type CompetencyLevel = z.infer<typeof competencyLevelSchema>;
/** Self-assessed competency, in ascending order; descriptions as the specification gives them. */
export const competencyLevelInfo: Record<CompetencyLevel, { label: string; description: string }> = {
  beginning: { label: 'Beginning', description: 'Just starting and needing guidance' },
  developing: { label: 'Developing', description: 'Understanding the basics' },
  proficient: { label: 'Proficient', description: 'Applying concepts independently and helping others' },
  advanced: { label: 'Advanced', description: 'Mastery and creating new applications' },
};
export function competencyRank(level: CompetencyLevel): number {
  return competencyLevels.indexOf(level);
}

/** Course story templates of the wizard's manual path; each has six phases. */
export const storyTemplates = ['sustainability', 'cooking', 'gardening', 'spiritual', 'traditional'] as const;
export const storyTemplateSchema = z.enum(storyTemplates, { error: courseMessages.storyTemplateInvalid });
export type StoryTemplate = z.infer<typeof storyTemplateSchema>;
export const storyTemplateNames: Record<StoryTemplate, string> = {
  sustainability: 'Transformation Journey',
  cooking: 'Culinary Adventure',
  gardening: 'Seasonal Growth',
  spiritual: 'Inner Journey',
  traditional: 'Progressive Learning',
};
/** The six phase fields a course may describe, in journey order. */
export const storyPhases = [
  'awakeningPhase',
  'explorationPhase',
  'challengePhase',
  'breakthroughPhase',
  'integrationPhase',
  'legacyPhase',
] as const;

export const milestoneTypes = [
  'lesson_completion',
  'competency_achievement',
  'feedback_received',
  'course_completion',
  'discussion_contribution',
  'reflection',
] as const;
export const milestoneTypeSchema = z.enum(milestoneTypes);
export type MilestoneType = z.infer<typeof milestoneTypeSchema>;
/** Icon (Material Symbols name) the service stores on each milestone of a type. */
export const milestoneIcons: Record<MilestoneType, string> = {
  lesson_completion: 'check_circle',
  competency_achievement: 'trending_up',
  feedback_received: 'rate_review',
  course_completion: 'emoji_events',
  discussion_contribution: 'forum',
  reflection: 'edit_note',
};

export const COURSE_TITLE_MIN = 5;
export const COURSE_DESCRIPTION_MIN = 20;
export const MAX_COURSE_CATEGORIES = 3;
export const WEEKLY_HOURS_MIN = 1;
export const WEEKLY_HOURS_MAX = 80;
export const DEFAULT_LESSON_DURATION = 5;
export const DEFAULT_COURSE_DESCRIPTION = 'Learn about sustainability and environmental conservation.';

// ---------------------------------------------------------------------------------------------------------------
// Entities (what the API answers)
// ---------------------------------------------------------------------------------------------------------------

const id = z.number().int().positive();
const isoDateTime = z.string();

export const categorySchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  /** One of categoryIcons, or anything else (show DEFAULT_CATEGORY_ICON then). */
  icon: z.string().nullable(),
  /** Number of approved courses in the category. */
  courseCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const courseSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  level: courseLevelSchema,
  /** Average rating out of 5, as text ('0' when unrated). */
  rating: z.string(),
  instructorId: id,
  /** Primary category (the first one chosen). */
  categoryId: id.nullable(),
  /** All categories of the course (1 to 3), primary first. */
  categoryIds: z.array(id),
  status: courseStatusSchema,
  createdAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  approvedBy: id.nullable(),
  rejectionReason: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  storyTemplate: storyTemplateSchema.nullable(),
  transformationJourney: z.string().nullable(),
  characterDevelopment: z.string().nullable(),
  practicalSkills: z.string().nullable(),
  awakeningPhase: z.string().nullable(),
  explorationPhase: z.string().nullable(),
  challengePhase: z.string().nullable(),
  breakthroughPhase: z.string().nullable(),
  integrationPhase: z.string().nullable(),
  legacyPhase: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** A course in a list (catalogue, educator dashboard, admin approvals) with its size. */
export const courseSummarySchema = courseSchema.extend({
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  enrolledCount: z.number().int(),
  /** Sum of lesson durations in minutes. */
  durationMinutes: z.number().int(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseInstructorSchema = z.object({
  id,
  /** Full name from the identity service; null when it cannot be reached. */
  name: z.string().nullable(),
  /** Approved courses this instructor teaches. */
  courseCount: z.number().int(),
  /** Distinct learners enrolled in those courses. */
  learnerCount: z.number().int(),
});
export type CourseInstructor = z.infer<typeof courseInstructorSchema>;

/** GET /api/courses/{id}. */
export const courseDetailSchema = courseSummarySchema.extend({
  category: z.object({ id, name: z.string(), icon: z.string().nullable() }).nullable(),
  instructor: courseInstructorSchema,
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

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

export const enrollmentSchema = z.object({
  id,
  userId: id,
  courseId: id,
  /** 0 to 100: completed lessons of the course over all its lessons, computed by the server. */
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

export const milestoneMetadataSchema = z
  .object({
    level: competencyLevelSchema.optional(),
    previousLevel: competencyLevelSchema.optional(),
    fromInstructor: z.boolean().optional(),
    lessonId: id.optional(),
    lessonTitle: z.string().optional(),
    moduleId: id.optional(),
    moduleTitle: z.string().optional(),
    certificateCode: z.string().optional(),
  })
  .catchall(z.unknown());
export type MilestoneMetadata = z.infer<typeof milestoneMetadataSchema>;

export const milestoneSchema = z.object({
  id,
  enrollmentId: id,
  courseId: id,
  userId: id,
  type: milestoneTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  achievedAt: isoDateTime,
  metadata: milestoneMetadataSchema,
  icon: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const certificateSchema = z.object({
  id,
  /** Unguessable verification code; the public page is /certificates/{code}. */
  code: z.string(),
  userId: id,
  courseId: id,
  enrollmentId: id,
  learnerName: z.string(),
  courseTitle: z.string(),
  issuedAt: isoDateTime,
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/certificates/{code} (public): what anyone may verify. */
export const certificateVerificationSchema = certificateSchema.pick({
  code: true,
  learnerName: true,
  courseTitle: true,
  courseId: true,
  issuedAt: true,
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

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

/** POST /api/lesson-completions answer: 201 when newly completed, 200 when it already was. */
export const lessonCompletionResultSchema = z.object({
  completion: lessonCompletionSchema,
  enrollment: enrollmentSchema,
  /** Milestones this completion recorded (empty on a repeat). */
  milestones: z.array(milestoneSchema),
  /** Issued when this completion finished the course; null otherwise. */
  certificate: certificateSchema.nullable(),
});
export type LessonCompletionResult = z.infer<typeof lessonCompletionResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Payloads (what the API takes). Unknown keys are stripped.
// ---------------------------------------------------------------------------------------------------------------

/** A positive integer id sent as a number or a numeric string. */
function idField(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));
}

/** Optional text: '' and whitespace mean "not given"; the result is trimmed. */
function optionalText(max: number, message: string = courseMessages.textMax) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

/** Optional link: empty means "not given"; otherwise http(s) or a same-site path (never javascript: and such). */
function optionalLink(message: string = courseMessages.urlInvalid) {
  return z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(v), message);
}

const youtubePattern =
  /^https?:\/\/(?:(?:www\.|m\.|music\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)[\w-]{6,}/i;
/** Accepted formats: {host}/watch?v=, youtu.be/ and {host}/embed/ (and /shorts/, /live/). */
export function isYoutubeUrl(url: string): boolean {
  return youtubePattern.test(url.trim());
}

const orderIndexField = z
  .number({ error: courseMessages.orderIndexInvalid })
  .int(courseMessages.orderIndexInvalid)
  .min(0, courseMessages.orderIndexInvalid)
  .max(100_000, courseMessages.orderIndexInvalid)
  .optional();

const creatableLevelSchema = z.enum(creatableCourseLevels, { error: courseMessages.levelInvalid });

/** POST /api/courses (educator quick course dialog). */
export const quickCourseSchema = z.object({
  title: z
    .string({ error: courseMessages.titleRequired })
    .trim()
    .min(1, courseMessages.titleRequired)
    .max(200, courseMessages.titleMax),
  description: z
    .string({ error: courseMessages.descriptionRequired })
    .trim()
    .min(1, courseMessages.descriptionRequired)
    .max(10_000, courseMessages.descriptionMax),
  categoryId: idField(courseMessages.categoryRequired),
  level: creatableLevelSchema.default('beginner'),
  imageUrl: optionalLink(),
});
export type QuickCoursePayload = z.input<typeof quickCourseSchema>;
export type QuickCourseInput = z.output<typeof quickCourseSchema>;

const phaseText = optionalText(10_000);

/** POST /api/courses/create (course wizard). categoryId defaults to the first of categoryIds. */
export const wizardCourseSchema = z
  .object({
    title: z
      .string({ error: courseMessages.courseTitleMin })
      .trim()
      .min(COURSE_TITLE_MIN, courseMessages.courseTitleMin)
      .max(200, courseMessages.titleMax),
    description: z
      .string({ error: courseMessages.descriptionMin })
      .trim()
      .min(COURSE_DESCRIPTION_MIN, courseMessages.descriptionMin)
      .max(10_000, courseMessages.descriptionMax),
    level: creatableLevelSchema.default('beginner'),
    categoryIds: z
      .array(idField(courseMessages.categoriesMin), { error: courseMessages.categoriesMin })
      .min(1, courseMessages.categoriesMin)
      .max(MAX_COURSE_CATEGORIES, courseMessages.categoriesMax),
    categoryId: idField(courseMessages.categoryRequired).optional().nullable(),
    imageUrl: optionalLink(),
    youtubeUrl: optionalLink(courseMessages.youtubeUrlInvalid).refine(
      (v) => v === undefined || isYoutubeUrl(v),
      courseMessages.youtubeUrlInvalid,
    ),
    storyTemplate: storyTemplateSchema.optional().nullable(),
    transformationJourney: phaseText,
    characterDevelopment: phaseText,
    practicalSkills: phaseText,
    awakeningPhase: phaseText,
    explorationPhase: phaseText,
    challengePhase: phaseText,
    breakthroughPhase: phaseText,
    integrationPhase: phaseText,
    legacyPhase: phaseText,
  })
  .transform(({ categoryId, categoryIds, ...rest }) => {
    // Primary category first, no duplicates; the wizard sends categoryId = the first selected one.
    const ids = [...new Set(categoryId ? [categoryId, ...categoryIds] : categoryIds)];
    return { ...rest, categoryId: ids[0]!, categoryIds: ids };
  })
  .refine((v) => v.categoryIds.length <= MAX_COURSE_CATEGORIES, {
    message: courseMessages.categoriesMax,
    path: ['categoryIds'],
  });
export type WizardCoursePayload = z.input<typeof wizardCourseSchema>;
export type WizardCourseInput = z.output<typeof wizardCourseSchema>;

/** POST /api/courses/{id}/reject (admin). */
export const courseRejectionSchema = z.object({
  reason: z
    .string({ error: courseMessages.rejectionReasonRequired })
    .trim()
    .min(1, courseMessages.rejectionReasonRequired)
    .max(2000, courseMessages.textMax),
});
export type CourseRejectionPayload = z.input<typeof courseRejectionSchema>;

/** POST /api/modules. orderIndex defaults to the number of existing modules + 1. */
export const moduleCreateSchema = z.object({
  title: z
    .string({ error: courseMessages.moduleTitleRequired })
    .trim()
    .min(1, courseMessages.moduleTitleRequired)
    .max(200, courseMessages.titleMax),
  description: z
    .string({ error: courseMessages.moduleDescriptionRequired })
    .trim()
    .min(1, courseMessages.moduleDescriptionRequired)
    .max(10_000, courseMessages.descriptionMax),
  courseId: idField(courseMessages.courseRequired),
  orderIndex: orderIndexField,
  displayName: optionalText(50),
  storyPhase: optionalText(200),
});
export type ModuleCreatePayload = z.input<typeof moduleCreateSchema>;
export type ModuleCreateInput = z.output<typeof moduleCreateSchema>;

/** POST /api/lessons. orderIndex defaults to the number of existing lessons of the module + 1. */
export const lessonCreateSchema = z.object({
  title: z
    .string({ error: courseMessages.lessonTitleRequired })
    .trim()
    .min(1, courseMessages.lessonTitleRequired)
    .max(200, courseMessages.titleMax),
  content: z
    .string({ error: courseMessages.lessonContentRequired })
    .min(1, courseMessages.lessonContentRequired)
    .max(100_000, courseMessages.contentMax)
    .refine((v) => v.trim().length > 0, courseMessages.lessonContentRequired),
  moduleId: idField(courseMessages.moduleRequired),
  orderIndex: orderIndexField,
  videoUrl: optionalLink(),
  documentUrl: optionalLink(),
  duration: z
    .number({ error: courseMessages.durationInvalid })
    .int(courseMessages.durationInvalid)
    .min(1, courseMessages.durationInvalid)
    .max(600, courseMessages.durationInvalid)
    .default(DEFAULT_LESSON_DURATION),
  hasDiscussion: z.boolean().default(true),
  isShortForm: z.boolean().default(true),
  displayName: optionalText(50),
  practicalApplication: optionalText(10_000),
  caseStudy: optionalText(10_000),
  actionSteps: optionalText(10_000),
  reflectionPrompts: optionalText(10_000),
});
export type LessonCreatePayload = z.input<typeof lessonCreateSchema>;
export type LessonCreateInput = z.output<typeof lessonCreateSchema>;

/** POST /api/enrollments. */
export const enrollmentCreateSchema = z.object({ courseId: idField(courseMessages.courseRequired) });
export type EnrollmentCreatePayload = z.input<typeof enrollmentCreateSchema>;

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

/** Query of GET /api/courses. status is honoured within what the caller may see (admins: everything). */
export const courseListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  level: z.enum(courseLevelFilters, { error: courseMessages.levelFilterInvalid }).optional(),
  categoryId: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    idField(courseMessages.categoryNotFound).optional(),
  ),
  status: z.enum(['all', ...courseStatuses], { error: courseMessages.statusFilterInvalid }).optional(),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;
