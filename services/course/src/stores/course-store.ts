import { and, eq, sql } from 'drizzle-orm';
import type { Course, CourseLevel, CourseStatus, CourseSummary, StoryTemplate } from '@canopy/contracts';
import { courseImportReports, courses, instructorStats } from '../db/schema';
import { createCourseAdminReads, type CourseAdminReads } from './course-admin-reads';
import { createCourseListReads, type CourseListReads } from './course-list-reads';
import { preparedOnce } from '@canopy/service-kit';
import type { CourseDb } from './db';
import { toCourse, toCourseSummary } from './mappers';

export interface NewCourse {
  title: string;
  description: string;
  level: CourseLevel;
  categoryId: number;
  categoryIds: number[];
  instructorId: number;
  status: CourseStatus;
  approvedBy?: number | null;
  imageUrl?: string;
  youtubeUrl?: string;
  storyTemplate?: StoryTemplate | null;
  transformationJourney?: string;
  characterDevelopment?: string;
  practicalSkills?: string;
  awakeningPhase?: string;
  explorationPhase?: string;
  challengePhase?: string;
  breakthroughPhase?: string;
  integrationPhase?: string;
  legacyPhase?: string;
}

/** A course with its size, and when it was imported from a Common Cartridge (null: made in Canopy). */
export type CourseSummaryRecord = CourseSummary & { importedAt: string | null };

/** Courses: reading one, creating, changing, review transitions, deleting; lists and figures in their own files. */
export interface CourseStore extends CourseListReads, CourseAdminReads {
  find(id: number): Promise<Course | null>;
  summary(id: number): Promise<CourseSummaryRecord | null>;
  findByTitle(instructorId: number, title: string): Promise<Course | null>;
  /** Approved courses an instructor teaches and the distinct learners enrolled in them. */
  instructorStats(instructorId: number): Promise<{ courseCount: number; learnerCount: number }>;
  create(input: NewCourse): Promise<Course>;
  approve(id: number, adminId: number): Promise<Course | null>;
  reject(id: number, reason: string): Promise<Course | null>;
  /** Row-locks the course until the transaction ends (reorders, review transitions); null when it is gone. */
  lock(id: number): Promise<Course | null>;
  /** Changes the course's own fields; null when it no longer exists. */
  update(id: number, changes: CourseChanges): Promise<Course | null>;
  /** Back to pending review (resubmitted or sent back): waiting from now. */
  markPending(id: number): Promise<Course | null>;
  /** Removes the course with its modules, lessons, quizzes and reviews; false when it no longer exists. */
  delete(id: number): Promise<boolean>;
}

export type CourseChanges = Partial<
  Pick<
    NewCourse,
    | 'title'
    | 'description'
    | 'level'
    | 'categoryId'
    | 'categoryIds'
    | 'instructorId'
    | 'transformationJourney'
    | 'characterDevelopment'
    | 'practicalSkills'
    | 'awakeningPhase'
    | 'explorationPhase'
    | 'challengePhase'
    | 'breakthroughPhase'
    | 'integrationPhase'
    | 'legacyPhase'
  >
> & { imageUrl?: string | null; storyTemplate?: StoryTemplate | null };

export function createDrizzleCourseStore(db: CourseDb): CourseStore {
  const byId = preparedOnce(() =>
    db
      .select()
      .from(courses)
      .where(eq(courses.id, sql.placeholder('id')))
      .prepare('course_by_id'),
  );
  // The import report's key only: one primary-key probe beside the course's, never the report itself.
  const summaryById = preparedOnce(() =>
    db
      .select({ course: courses, importedAt: courseImportReports.importedAt })
      .from(courses)
      .leftJoin(courseImportReports, eq(courseImportReports.courseId, courses.id))
      .where(eq(courses.id, sql.placeholder('id')))
      .prepare('course_summary_by_id'),
  );

  return {
    ...createCourseListReads(db),
    ...createCourseAdminReads(db),

    async find(id) {
      const [row] = await byId().execute({ id });
      return row ? toCourse(row) : null;
    },

    async summary(id) {
      const [row] = await summaryById().execute({ id });
      return row
        ? { ...toCourseSummary(row.course), importedAt: row.importedAt?.toISOString() ?? null }
        : null;
    },

    async findByTitle(instructorId, title) {
      const [row] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.instructorId, instructorId), eq(courses.title, title)))
        .limit(1);
      return row ? toCourse(row) : null;
    },

    async instructorStats(instructorId) {
      // Kept on write; no row yet means no approved course yet.
      const [row] = await db
        .select({ courseCount: instructorStats.courseCount, learnerCount: instructorStats.learnerCount })
        .from(instructorStats)
        .where(eq(instructorStats.instructorId, instructorId));
      return row ?? { courseCount: 0, learnerCount: 0 };
    },

    async create(input) {
      const [row] = await db
        .insert(courses)
        .values({
          ...input,
          approvedBy: input.status === 'approved' ? (input.approvedBy ?? null) : null,
          approvedAt: input.status === 'approved' ? new Date() : null,
          submittedAt: input.status === 'pending' ? new Date() : null,
        })
        .returning();
      return toCourse(row!);
    },

    async approve(id, adminId) {
      const [row] = await db
        .update(courses)
        .set({
          status: 'approved',
          approvedBy: adminId,
          approvedAt: new Date(),
          rejectionReason: null,
          updatedAt: new Date(),
        })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async reject(id, reason) {
      const [row] = await db
        .update(courses)
        .set({
          status: 'rejected',
          approvedBy: null,
          approvedAt: null,
          rejectionReason: reason,
          updatedAt: new Date(),
        })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async lock(id) {
      const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
      return row ? toCourse(row) : null;
    },

    async update(id, changes) {
      const [row] = await db
        .update(courses)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async markPending(id) {
      const now = new Date();
      const [row] = await db
        .update(courses)
        .set({ status: 'pending', approvedBy: null, approvedAt: null, submittedAt: now, updatedAt: now })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async delete(id) {
      const removed = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
      return removed.length > 0;
    },
  };
}
