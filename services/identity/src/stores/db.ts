import type { Database } from '@canopy/service-kit';
import type { IdentitySchema } from '../db/schema';

/** The service's database, or a transaction on it: stores take either. */
export type IdentityDb = Database<IdentitySchema>;

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** PostgreSQL 23505 on the given index; drizzle wraps driver errors, so the cause chain is searched. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (
    let e = err as PgErrorLike | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as PgErrorLike, depth++
  ) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}
