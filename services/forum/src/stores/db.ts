import type { Database } from '@canopy/service-kit';
import type { ForumSchema } from '../db/schema';

/** The service's database, or a transaction on it: stores take either. */
export type ForumDb = Database<ForumSchema>;

/** An instant as a PostgreSQL timestamptz parameter: ISO 8601 text in UTC, the same instant in any time zone. */
export function ts(date: Date): string {
  return date.toISOString();
}

/** Dates as queries answer them (Date objects, or text) as ISO 8601 strings. */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value == null ? null : iso(value);
}
