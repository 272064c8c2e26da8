import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Category } from '@canopy/contracts';
import { categories } from '../db/schema';
import type { CourseDb } from './db';
import { toCategory } from './mappers';

export interface CategoryStore {
  /** All categories, each with the number of approved courses in it. */
  list(): Promise<Category[]>;
  /** Which of these ids exist. */
  existingIds(ids: number[]): Promise<number[]>;
  find(id: number): Promise<Category | null>;
}

// Correlated subqueries name outer columns in full: drizzle renders a column of the single FROM table unqualified.
const approvedCourseCount = sql<number>`(
  select count(*) from courses c
  where c.status = 'approved' and c.category_ids @> array["categories"."id"]::integer[]
)`.mapWith(Number);

export function createDrizzleCategoryStore(db: CourseDb): CategoryStore {
  return {
    async list() {
      const rows = await db
        .select({ category: categories, courseCount: approvedCourseCount })
        .from(categories)
        .orderBy(asc(categories.id));
      return rows.map((r) => toCategory(r.category, r.courseCount));
    },

    async existingIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
      return rows.map((r) => r.id);
    },

    async find(id) {
      const [row] = await db
        .select({ category: categories, courseCount: approvedCourseCount })
        .from(categories)
        .where(eq(categories.id, id));
      return row ? toCategory(row.category, row.courseCount) : null;
    },
  };
}
