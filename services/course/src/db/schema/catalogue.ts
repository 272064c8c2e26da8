import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, keptCount } from './columns';

// The catalogue: categories, courses and their modules and lessons.

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
    // The most enrolled courses of a status (the footer's popular courses), by title among equals.
    index('courses_status_popular_idx').on(t.status, t.enrolledCount.desc().nullsFirst(), t.title, t.id),
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
