import type { Database } from '@canopy/service-kit';
import type { CourseSchema } from '../db/schema';

/** The service's database, or a transaction on it: stores take either. */
export type CourseDb = Database<CourseSchema>;

/** Escapes LIKE wildcards so a search term is matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
