import { and, count, gte, isNotNull, sql } from 'drizzle-orm';
import type { DailyCount } from '@canopy/contracts';
import { enrollments } from '../db/schema';
import type { CourseDb } from './db';

/** The admin dashboard's daily series, straight from the enrollment rows (no kept counts: an admin-only read). */
export interface AdminFiguresStore {
  /** Enrollments per UTC day since `from` (days without any are absent), oldest first. */
  enrollmentsSince(from: Date): Promise<DailyCount[]>;
  /** Course completions per UTC day since `from` (days without any are absent), oldest first. */
  completionsSince(from: Date): Promise<DailyCount[]>;
}

type DayColumn = typeof enrollments.enrolledAt | typeof enrollments.completedAt;

export function createDrizzleAdminFiguresStore(db: CourseDb): AdminFiguresStore {
  const perDay = async (column: DayColumn, from: Date) => {
    const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ date: day, count: count() })
      .from(enrollments)
      .where(and(isNotNull(column), gte(column, from)))
      .groupBy(day)
      .orderBy(day);
    return rows.map((r) => ({ date: String(r.date), count: Number(r.count) }));
  };
  return {
    enrollmentsSince: (from) => perDay(enrollments.enrolledAt, from),
    completionsSince: (from) => perDay(enrollments.completedAt, from),
  };
}
