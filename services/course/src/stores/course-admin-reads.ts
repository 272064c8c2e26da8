import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminCourse, CourseStatus } from '@canopy/contracts';
import { courses, courseTotals } from '../db/schema';
import type { CourseDb } from './db';
import { iso } from './mappers';

// What administrators read about courses: the Courses tab's page, the totals of the figures and what stops an
// educator's deletion (part of the course store).

/** The course store's administrators' reads (part of `CourseStore`). */
export interface CourseAdminReads {
  /** The admin Courses tab: pending first (oldest waiting first), then most recently changed first. */
  adminPage(filter: {
    status?: CourseStatus;
    instructorId?: number;
    limit: number;
    offset: number;
  }): Promise<AdminCourse[]>;
  /** Courses of every status, or of one (kept totals, course_totals). */
  total(status?: CourseStatus): Promise<number>;
  /** Approved courses the instructor teaches that have at least one learner. */
  approvedWithLearners(instructorId: number): Promise<number>;
  /** The instructor's courses of every status, or of one (counted: kept totals are not per instructor). */
  instructorTotal(instructorId: number, status?: CourseStatus): Promise<number>;
}

export function createCourseAdminReads(db: CourseDb): CourseAdminReads {
  return {
    async adminPage({ status, instructorId, limit, offset }) {
      const rows = await db
        .select()
        .from(courses)
        .where(
          and(
            status ? eq(courses.status, status) : undefined,
            instructorId !== undefined ? eq(courses.instructorId, instructorId) : undefined,
          ),
        )
        .orderBy(
          sql`case when ${courses.status} = 'pending' then 0 else 1 end`,
          sql`case when ${courses.status} = 'pending' then ${courses.submittedAt} end asc nulls last`,
          desc(courses.updatedAt),
          asc(courses.id),
        )
        .limit(limit)
        .offset(offset);
      return rows.map((r): AdminCourse => ({
        id: r.id,
        title: r.title,
        status: r.status as CourseStatus,
        instructorId: r.instructorId,
        moduleCount: r.moduleCount,
        lessonCount: r.lessonCount,
        enrolledCount: r.enrolledCount,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        submittedAt: iso(r.submittedAt),
        approvedAt: iso(r.approvedAt),
        rejectionReason: r.rejectionReason,
      }));
    },

    async total(status) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${courseTotals.courseCount}), 0)`.mapWith(Number) })
        .from(courseTotals)
        .where(
          and(
            status ? eq(courseTotals.status, status) : undefined,
            eq(courseTotals.categoryId, 0),
            eq(courseTotals.level, ''),
          ),
        );
      return row?.n ?? 0;
    },

    async approvedWithLearners(instructorId) {
      const [row] = await db
        .select({ n: count() })
        .from(courses)
        .where(
          and(
            eq(courses.instructorId, instructorId),
            eq(courses.status, 'approved'),
            sql`${courses.enrolledCount} > 0`,
          ),
        );
      return row?.n ?? 0;
    },

    async instructorTotal(instructorId, status) {
      const [row] = await db
        .select({ n: count() })
        .from(courses)
        .where(and(eq(courses.instructorId, instructorId), status ? eq(courses.status, status) : undefined));
      return row?.n ?? 0;
    },
  };
}
