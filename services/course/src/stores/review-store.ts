import { asc, eq } from 'drizzle-orm';
import type { CourseReview, CourseReviewTransition, CourseStatus } from '@canopy/contracts';
import { courseReviews } from '../db/schema';
import type { CourseDb } from './db';

export interface NewCourseReview {
  courseId: number;
  actorId: number;
  transition: CourseReviewTransition;
  fromStatus: CourseStatus | null;
  toStatus: CourseStatus;
  reason?: string | null;
}

/** The review history of courses: one row per transition. */
export interface ReviewStore {
  record(input: NewCourseReview): Promise<CourseReview>;
  /** A course's transitions, oldest first. */
  list(courseId: number): Promise<CourseReview[]>;
}

type ReviewRow = typeof courseReviews.$inferSelect;

function toReview(row: ReviewRow): CourseReview {
  return {
    id: row.id,
    courseId: row.courseId,
    actorId: row.actorId,
    transition: row.transition as CourseReviewTransition,
    fromStatus: row.fromStatus as CourseStatus | null,
    toStatus: row.toStatus as CourseStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createDrizzleReviewStore(db: CourseDb): ReviewStore {
  return {
    async record(input) {
      const [row] = await db
        .insert(courseReviews)
        .values({ ...input, reason: input.reason ?? null })
        .returning();
      return toReview(row!);
    },
    async list(courseId) {
      const rows = await db
        .select()
        .from(courseReviews)
        .where(eq(courseReviews.courseId, courseId))
        .orderBy(asc(courseReviews.createdAt), asc(courseReviews.id));
      return rows.map(toReview);
    },
  };
}
