import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CompetencyLevel, Course, LessonCompletion } from '@canopy/contracts';
import { courses, enrollments, lessonCompletions, lessons, modules } from '../db/schema';
import { preparedOnce } from '@canopy/service-kit';
import { isForeignKeyViolation, type CourseDb } from './db';
import { toCourse, toEnrollment, type EnrollmentRecord } from './mappers';

export interface EnrollmentChanges {
  progress?: number;
  completed?: boolean;
  completedAt?: Date | null;
  competencyLevel?: CompetencyLevel;
  reflection?: string | null;
  personalGoal?: string | null;
  selfPaced?: boolean;
  targetCompletionDate?: string | null;
  weeklyHoursTarget?: number | null;
  lastActiveAt?: Date;
}

export interface EnrollmentStore {
  find(id: number): Promise<EnrollmentRecord | null>;
  findFor(userId: number, courseId: number): Promise<EnrollmentRecord | null>;
  /**
   * Row-locks the enrollment until the surrounding transaction ends, so concurrent completions of one learner in
   * one course are applied one after the other and progress is never computed from a stale count.
   */
  lock(id: number): Promise<EnrollmentRecord | null>;
  /** As `lock`, found by learner and course: one statement where a quiz submission made two (find, then lock). */
  lockFor(userId: number, courseId: number): Promise<EnrollmentRecord | null>;
  /**
   * Enrols unless already enrolled (unique (userId, courseId), also under concurrency). Null when the existing
   * enrollment vanished between the conflict and the read (its course or learner was deleted meanwhile).
   */
  enrol(userId: number, courseId: number): Promise<{ enrollment: EnrollmentRecord; created: boolean } | null>;
  /**
   * Row-locks every enrollment of a course (in id order, so two such transactions never deadlock) until the
   * surrounding transaction ends: a change to the course's lessons and a learner's completion then apply one after
   * the other, and each computes progress from what the other committed.
   */
  lockCourse(courseId: number): Promise<EnrollmentRecord[]>;
  /** The user's enrollments with their courses, most recently active first. */
  listForUser(userId: number): Promise<{ enrollment: EnrollmentRecord; course: Course }[]>;
  /** Null when the enrollment no longer exists. */
  update(id: number, changes: EnrollmentChanges): Promise<EnrollmentRecord | null>;
  /** Stores new progress values of several enrollments in one statement. */
  setProgress(updates: { id: number; progress: number }[]): Promise<void>;
  /** Records a completion unless it exists; answers the stored one either way (null if it vanished meanwhile). */
  complete(
    userId: number,
    lessonId: number,
    courseId: number,
  ): Promise<{ completion: LessonCompletion; created: boolean } | null>;
  /** The user's completions (optionally of one course), each with its lesson's course. */
  listCompletions(userId: number, courseId?: number): Promise<LessonCompletion[]>;
  /** Completed lesson ids of the user per course (only lessons still in the course count). */
  completedLessonIds(userId: number, courseIds: number[]): Promise<Map<number, Set<number>>>;
  /** Completed lesson ids of a course per learner (only lessons still in the course count). */
  completedLessonIdsByLearner(courseId: number): Promise<Map<number, Set<number>>>;
  /** Removes the learner's whole record: enrollments with their milestones and certificates, completions. */
  removeLearner(userId: number): Promise<{ enrollments: number; completions: number }>;
}

const completionCourseId = modules.courseId;

export function createDrizzleEnrollmentStore(db: CourseDb): EnrollmentStore {
  async function byId(id: number, forUpdate = false) {
    const q = db.select().from(enrollments).where(eq(enrollments.id, id));
    const [row] = forUpdate ? await q.for('update') : await q;
    return row ? toEnrollment(row) : null;
  }

  // Every submission and lesson completion begins here, in its transaction: planned once per connection.
  const lockedFor = preparedOnce(() =>
    db
      .select()
      .from(enrollments)
      .where(
        and(
          eq(enrollments.userId, sql.placeholder('userId')),
          eq(enrollments.courseId, sql.placeholder('courseId')),
        ),
      )
      .for('update')
      .prepare('course_enrollment_lock_for'),
  );
  const forUser = preparedOnce(() =>
    db
      .select({ enrollment: enrollments, course: courses })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, sql.placeholder('userId')))
      .orderBy(desc(enrollments.lastActiveAt), desc(enrollments.id))
      .prepare('course_enrollments_for_user'),
  );

  return {
    async removeLearner(userId) {
      const completions = await db
        .delete(lessonCompletions)
        .where(eq(lessonCompletions.userId, userId))
        .returning({ id: lessonCompletions.id });
      // Milestones and certificates hang off the enrollment and go with it (ON DELETE CASCADE).
      const removed = await db
        .delete(enrollments)
        .where(eq(enrollments.userId, userId))
        .returning({ id: enrollments.id });
      return { enrollments: removed.length, completions: completions.length };
    },
    find: (id) => byId(id),
    lock: (id) => byId(id, true),

    async lockFor(userId, courseId) {
      const [row] = await lockedFor().execute({ userId, courseId });
      return row ? toEnrollment(row) : null;
    },

    async findFor(userId, courseId) {
      const [row] = await db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
      return row ? toEnrollment(row) : null;
    },

    async enrol(userId, courseId) {
      const [inserted] = await db
        .insert(enrollments)
        .values({ userId, courseId })
        .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
        .returning()
        .catch((err: unknown) => {
          if (isForeignKeyViolation(err)) return []; // the course is gone; the read below finds nothing
          throw err;
        });
      if (inserted) return { enrollment: toEnrollment(inserted), created: true };
      const [existing] = await db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
      return existing ? { enrollment: toEnrollment(existing), created: false } : null;
    },

    async lockCourse(courseId) {
      const rows = await db
        .select()
        .from(enrollments)
        .where(eq(enrollments.courseId, courseId))
        .orderBy(asc(enrollments.id))
        .for('update');
      return rows.map(toEnrollment);
    },

    async listForUser(userId) {
      const rows = await forUser().execute({ userId });
      return rows.map((r) => ({ enrollment: toEnrollment(r.enrollment), course: toCourse(r.course) }));
    },

    async update(id, changes) {
      const [row] = await db.update(enrollments).set(changes).where(eq(enrollments.id, id)).returning();
      return row ? toEnrollment(row) : null;
    },

    async setProgress(updates) {
      // One UPDATE ... FROM (VALUES ...) per chunk rather than one statement per learner; chunks keep the
      // statement well under PostgreSQL's 65,535 bind parameters.
      for (let i = 0; i < updates.length; i += 5_000) {
        const values = sql.join(
          updates.slice(i, i + 5_000).map((u) => sql`(${u.id}::integer, ${u.progress}::integer)`),
          sql`, `,
        );
        await db.execute(
          sql`update ${enrollments} set progress = v.progress from (values ${values}) as v(id, progress) where ${enrollments.id} = v.id`,
        );
      }
    },

    async complete(userId, lessonId, courseId) {
      const [inserted] = await db
        .insert(lessonCompletions)
        .values({ userId, lessonId })
        .onConflictDoNothing({ target: [lessonCompletions.userId, lessonCompletions.lessonId] })
        .returning();
      const row =
        inserted ??
        (
          await db
            .select()
            .from(lessonCompletions)
            .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonId, lessonId)))
        )[0];
      if (!row) return null;
      return {
        created: Boolean(inserted),
        completion: {
          id: row.id,
          userId: row.userId,
          lessonId: row.lessonId,
          courseId,
          completed: row.completed,
          completedAt: row.completedAt.toISOString(),
        },
      };
    },

    async listCompletions(userId, courseId) {
      const rows = await db
        .select({ completion: lessonCompletions, courseId: completionCourseId })
        .from(lessonCompletions)
        .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .where(
          and(
            eq(lessonCompletions.userId, userId),
            courseId === undefined ? undefined : eq(modules.courseId, courseId),
          ),
        )
        .orderBy(lessonCompletions.completedAt, lessonCompletions.id);
      return rows.map(({ completion: c, courseId }) => ({
        id: c.id,
        userId: c.userId,
        lessonId: c.lessonId,
        courseId,
        completed: c.completed,
        completedAt: c.completedAt.toISOString(),
      }));
    },

    async completedLessonIds(userId, courseIds) {
      const result = new Map<number, Set<number>>(courseIds.map((id) => [id, new Set<number>()]));
      if (courseIds.length === 0) return result;
      const rows = await db
        .select({ lessonId: lessonCompletions.lessonId, courseId: modules.courseId })
        .from(lessonCompletions)
        .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .where(and(eq(lessonCompletions.userId, userId), inArray(modules.courseId, courseIds)));
      for (const r of rows) result.get(r.courseId)?.add(r.lessonId);
      return result;
    },

    async completedLessonIdsByLearner(courseId) {
      const rows = await db
        .select({ userId: lessonCompletions.userId, lessonId: lessonCompletions.lessonId })
        .from(lessonCompletions)
        .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .where(eq(modules.courseId, courseId));
      const result = new Map<number, Set<number>>();
      for (const r of rows) {
        const done = result.get(r.userId) ?? new Set<number>();
        done.add(r.lessonId);
        result.set(r.userId, done);
      }
      return result;
    },
  };
}
