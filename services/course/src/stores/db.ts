import { databaseError, type Database } from '@canopy/service-kit';
import type { CourseSchema } from '../db/schema';

/** The service's database, or a transaction on it: stores take either. */
export type CourseDb = Database<CourseSchema>;

/** Escapes LIKE wildcards so a search term is matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a failed query broke a foreign key (PostgreSQL 23503): the row it points at was deleted meanwhile.
 * Both engines put the server's code on the error drizzle wraps (as `cause`).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  return databaseError(err)?.code === '23503';
}
