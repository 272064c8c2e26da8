import { asc, eq, inArray } from 'drizzle-orm';
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

// A category's course count is kept on write (db/schema.ts, keptCount): reading it touches no course.
export function createDrizzleCategoryStore(db: CourseDb): CategoryStore {
  return {
    async list() {
      const rows = await db.select().from(categories).orderBy(asc(categories.id));
      return rows.map(toCategory);
    },

    async existingIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
      return rows.map((r) => r.id);
    },

    async find(id) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row ? toCategory(row) : null;
    },
  };
}
