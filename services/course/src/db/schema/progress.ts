import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MAX_STATUS_INDEX } from '../../credentials/status-list';
import { courses, lessons } from './catalogue';

// A learner's progress: enrollments, completed lessons, milestones and certificates.

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
    // One enrollment per learner and course, also under concurrent requests (INSERT ... ON CONFLICT).
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
    // Milestones that may happen once per enrollment (first lesson, a module, the course) carry a key;
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

/** Hands out each certificate's bit in the revocation status lists (docs/CREDENTIALS.md). */
export const certificateStatusIndexSeq = pgSequence('certificate_status_index_seq', {
  startWith: 0,
  minValue: 0,
  maxValue: MAX_STATUS_INDEX,
});

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
    // The Open Badges credential's facts, captured with the rest so the signed credential reads the same later.
    courseDescription: text('course_description').notNull().default(''),
    courseLevel: text('course_level').notNull().default('beginner'),
    competencyLevel: text('competency_level').notNull().default('beginning'),
    // Its bit in the revocation status list (list = index / 131072): a sequence, so no two share a bit.
    statusIndex: integer('status_index')
      .notNull()
      .unique()
      .default(sql`nextval('certificate_status_index_seq')`),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revocationReason: text('revocation_reason'),
    revokedBy: integer('revoked_by'),
  },
  (t) => [index('certificates_user_idx').on(t.userId), index('certificates_issued_idx').on(t.issuedAt, t.id)],
);
