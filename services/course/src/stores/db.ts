import { databaseError, type Database } from '@canopy/service-kit';
import type { CourseSchema } from '../db/schema';

/** The service's database, or a transaction on it: stores take either. */
export type CourseDb = Database<CourseSchema>;

/**
 * A query built on first use and kept: drizzle otherwise rebuilds a statement's SQL on every call, which was a
 * third of a signed-in read's CPU. Values go in as `sql.placeholder(...)`; on PostgreSQL the name also makes it
 * a server-side prepared statement (parsed and planned once per connection).
 */
export function preparedOnce<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

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
