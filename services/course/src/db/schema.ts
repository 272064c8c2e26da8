import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Users live in the identity service's database: user ids here are plain integers, never foreign keys.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A count kept on write: the triggers of drizzle/0003_counts_on_write.sql change it in the transaction of every
 * insert, delete or move that changes it, so reads never count. Never written by the stores.
 */
const keptCount = (name: string) => integer(name).notNull().default(0);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  icon: text('icon'),
  createdAt: createdAt(),
  /** Approved courses listing this category among their categoryIds (kept on write). */
  courseCount: keptCount('course_count'),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    level: text('level').notNull().default('beginner'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    // All categories (1 to 3, primary first); the catalogue filters and counts on this.
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    instructorId: integer('instructor_id').notNull(),
    rating: text('rating').notNull().default('0'),
    createdAt: createdAt(),
    status: text('status').notNull().default('pending'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    rejectionReason: text('rejection_reason'),
    youtubeUrl: text('youtube_url'),
    storyTemplate: text('story_template'),
    transformationJourney: text('transformation_journey'),
    characterDevelopment: text('character_development'),
    practicalSkills: text('practical_skills'),
    awakeningPhase: text('awakening_phase'),
    explorationPhase: text('exploration_phase'),
    challengePhase: text('challenge_phase'),
    breakthroughPhase: text('breakthrough_phase'),
    integrationPhase: text('integration_phase'),
    legacyPhase: text('legacy_phase'),
    /** When the course last went (back) to pending review: created, resubmitted or sent back. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** Last change of the course's own fields or review status. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // The course's size, kept on write (see keptCount).
    moduleCount: keptCount('module_count'),
    lessonCount: keptCount('lesson_count'),
    /** Sum of its lessons' durations, in minutes. */
    durationMinutes: keptCount('duration_minutes'),
    enrolledCount: keptCount('enrolled_count'),
  },
  (t) => [
    // The catalogue's pages: one status in list order (visitors, learners, the approval queue).
    index('courses_status_created_idx').on(t.status, t.createdAt, t.id),
    // Every status in list order (administrators) and an educator's "approved or mine" walk.
    index('courses_created_idx').on(t.createdAt, t.id),
    // The educator dashboard: one instructor's courses, newest first.
    index('courses_instructor_created_idx').on(t.instructorId, t.createdAt, t.id),
    index('courses_category_ids_idx').using('gin', t.categoryIds),
    // Catalogue search is a substring match (ILIKE '%term%'): trigram indexes answer it without reading every row.
    index('courses_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('courses_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    // The admin review queue: pending courses, oldest waiting first.
    index('courses_status_submitted_idx').on(t.status, t.submittedAt, t.id),
  ],
);

export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    orderIndex: integer('order_index').notNull(),
    displayName: text('display_name').notNull().default('Module'),
    storyPhase: text('story_phase'),
    createdAt: createdAt(),
    // Kept on write (see keptCount).
    lessonCount: keptCount('lesson_count'),
    durationMinutes: keptCount('duration_minutes'),
  },
  (t) => [index('modules_course_order_idx').on(t.courseId, t.orderIndex, t.id)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content'),
    videoUrl: text('video_url'),
    documentUrl: text('document_url'),
    orderIndex: integer('order_index').notNull(),
    displayName: text('display_name').notNull().default('Lesson'),
    practicalApplication: text('practical_application'),
    caseStudy: text('case_study'),
    actionSteps: text('action_steps'),
    reflectionPrompts: text('reflection_prompts'),
    duration: integer('duration').notNull().default(5),
    hasDiscussion: boolean('has_discussion').notNull().default(true),
    isShortForm: boolean('is_short_form').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('lessons_module_order_idx').on(t.moduleId, t.orderIndex, t.id)],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    competencyLevel: text('competency_level').notNull().default('beginning'),
    selfPaced: boolean('self_paced').notNull().default(true),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    personalGoal: text('personal_goal'),
    reflection: text('reflection'),
    targetCompletionDate: date('target_completion_date', { mode: 'string' }),
    weeklyHoursTarget: integer('weekly_hours_target'),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One enrolment per learner and course, also under concurrent requests (INSERT ... ON CONFLICT).
    uniqueIndex('enrollments_user_course_uq').on(t.userId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
  ],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(true),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_completions_user_lesson_uq').on(t.userId, t.lessonId),
    index('lesson_completions_lesson_idx').on(t.lessonId),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    id: serial('id').primaryKey(),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    icon: text('icon').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // Milestones that may happen once per enrolment (first lesson, a module, the course) carry a key;
    // the unique index makes recording them idempotent. Repeatable ones (reflections) leave it null.
    onceKey: text('once_key'),
    achievedAt: timestamp('achieved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('milestones_enrollment_once_uq').on(t.enrollmentId, t.onceKey),
    index('milestones_enrollment_idx').on(t.enrollmentId, t.achievedAt),
    // A learner's milestones in one course (the enrolled-course view).
    index('milestones_user_course_idx').on(t.userId, t.courseId, t.achievedAt),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: integer('user_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .unique()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    // Captured at issue so the certificate reads the same later, whatever the account becomes.
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('certificates_user_idx').on(t.userId)],
);

/**
 * How many courses each catalogue view holds, kept on write (drizzle/0004_course_totals.sql): per status, for
 * every category (0 = any) and level ('' = any). A page's total is one row here, not a count of the catalogue.
 */
export const courseTotals = pgTable(
  'course_totals',
  {
    status: text('status').notNull(),
    categoryId: integer('category_id').notNull(),
    level: text('level').notNull(),
    courseCount: keptCount('course_count'),
  },
  (t) => [primaryKey({ columns: [t.status, t.categoryId, t.level] })],
);

/**
 * What a course page says of its instructor, kept on write: approved courses they teach and the distinct
 * learners enrolled in those courses. A row appears with an instructor's first approved course.
 */
export const instructorStats = pgTable('instructor_stats', {
  instructorId: integer('instructor_id').primaryKey(),
  courseCount: keptCount('course_count'),
  learnerCount: keptCount('learner_count'),
});

/**
 * How many of an instructor's approved courses each learner is enrolled in (rows above zero only): a learner
 * counts once per instructor however many of their courses they take, and stops counting with the last one.
 */
export const instructorLearners = pgTable(
  'instructor_learners',
  {
    instructorId: integer('instructor_id').notNull(),
    userId: integer('user_id').notNull(),
    enrollmentCount: keptCount('enrollment_count'),
  },
  (t) => [primaryKey({ columns: [t.instructorId, t.userId] })],
);

/** Every review transition of a course (created, submitted, approved, rejected, sent back): who, when, why. */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').notNull(),
    transition: text('transition').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('course_reviews_course_idx').on(t.courseId, t.createdAt, t.id)],
);

// Quizzes as the data model describes them (API: use-cases/quizzes.ts).
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    passingScore: integer('passing_score'),
    createdAt: createdAt(),
  },
  // The outline counts each lesson's quizzes; lesson deletes cascade here.
  (t) => [index('quizzes_lesson_idx').on(t.lessonId)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** single_choice, multiple_choice, true_false or short_answer. */
    type: text('type').notNull().default('single_choice'),
    /** The first correct answer (the data model's field); correctAnswers holds them all. */
    correctAnswer: text('correct_answer').notNull(),
    /** Every correct answer: one for single choice and true/false, a set for multiple choice, accepted texts for short answers. */
    correctAnswers: jsonb('correct_answers').$type<string[]>().notNull().default([]),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    explanation: text('explanation'),
    orderIndex: integer('order_index').notNull().default(0),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.orderIndex)],
);

export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    score: integer('score'),
    completed: boolean('completed').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    instructorFeedback: text('instructor_feedback'),
    feedbackProvidedAt: timestamp('feedback_provided_at', { withTimezone: true, mode: 'date' }),
    answers: jsonb('answers').$type<unknown>(),
    autoGraded: boolean('auto_graded').notNull().default(false),
    /** score >= the quiz's passing score when graded; a passed quiz counts towards course progress. */
    passed: boolean('passed').notNull().default(false),
  },
  (t) => [
    index('quiz_submissions_user_quiz_idx').on(t.userId, t.quizId),
    index('quiz_submissions_quiz_idx').on(t.quizId, t.submittedAt),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    userAnswer: text('user_answer').notNull(),
    isCorrect: boolean('is_correct'),
    partialCredit: integer('partial_credit'),
    feedback: text('feedback'),
  },
  (t) => [index('quiz_answers_submission_idx').on(t.submissionId)],
);

/** What an instructor told a learner (quiz feedback: feedbackType 'quiz', relatedId = the submission). */
export const instructorFeedback = pgTable(
  'instructor_feedback',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id').notNull(),
    studentId: integer('student_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    feedbackType: text('feedback_type').notNull(),
    content: text('content').notNull(),
    relatedId: integer('related_id'),
    createdAt: createdAt(),
  },
  (t) => [index('instructor_feedback_student_idx').on(t.studentId, t.courseId)],
);

export const schema = {
  categories,
  courses,
  modules,
  lessons,
  enrollments,
  lessonCompletions,
  milestones,
  certificates,
  courseTotals,
  instructorStats,
  instructorLearners,
  quizzes,
  quizQuestions,
  quizSubmissions,
  quizAnswers,
  courseReviews,
  instructorFeedback,
};
export type CourseSchema = typeof schema;
