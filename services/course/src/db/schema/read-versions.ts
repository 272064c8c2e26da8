import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

// Versions of what learners' reads are made of, raised by triggers on every write to those rows
// (drizzle/0011_read_versions.sql), so a kept answer is known to be current from one indexed probe, on every
// instance alike: the course service keeps learners' outlines and enrollment lists in memory only as long as
// these say nothing changed (service-kit's kept-reads.ts).

/** A learner's own rows: enrollments, lesson completions, quiz submissions, certificates. */
export const learnerReadVersions = pgTable('learner_read_versions', {
  userId: integer('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** A course's rows as learners read them: the course (not its kept enrolment count), modules, lessons, quizzes. */
export const courseReadVersions = pgTable('course_read_versions', {
  courseId: integer('course_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
