import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { courses } from './catalogue';

// Course review history and what instructors told learners.

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
