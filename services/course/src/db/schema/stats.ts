import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { keptCount } from './columns';

// Figures kept on write so that reads never count: catalogue totals and what a course page says of its instructor.

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
