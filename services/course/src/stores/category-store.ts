import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Category } from '@canopy/contracts';
import { categories, courses } from '../db/schema';
import type { CourseDb } from './db';
import { toCategory } from './mappers';

export interface CategoryStore {
  /** All categories, each with the number of approved courses in it. */
  list(): Promise<Category[]>;
  /** Which of these ids exist. */
  existingIds(ids: number[]): Promise<number[]>;
  find(id: number): Promise<Category | null>;
  /** Creates the category unless one of that name exists; returns it either way. */
  ensure(input: { name: string; description?: string | null; icon?: string | null }): Promise<Category>;
}

const approvedCourseCount = sql<number>`(
  select count(*) from ${courses}
  where ${courses.status} = 'approved' and ${courses.categoryIds} @> array[${categories.id}]::integer[]
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

    async ensure(input) {
      await db
        .insert(categories)
        .values({ name: input.name, description: input.description ?? null, icon: input.icon ?? null })
        .onConflictDoNothing({ target: categories.name });
      const [row] = await db
        .select({ category: categories, courseCount: approvedCourseCount })
        .from(categories)
        .where(eq(categories.name, input.name));
      return toCategory(row!.category, row!.courseCount);
    },
  };
}
