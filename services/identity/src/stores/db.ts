import { databaseError, type Database } from '@canopy/service-kit';
import type { IdentitySchema } from '../db/schema';

/** The service's database, or a transaction on it: stores take either. */
export type IdentityDb = Database<IdentitySchema>;

/** PostgreSQL 23505 on the given index; drizzle wraps driver errors, so the cause chain is searched. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const found = databaseError(err);
  return found?.code === '23505' && (found.constraint === undefined || found.constraint === constraint);
}
