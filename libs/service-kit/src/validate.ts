import type { z } from 'zod';
import { ValidationError } from './errors';

/**
 * Parses input with a contract schema. The first issue's message becomes the error message so a client that
 * shows only `message` still shows the specification's text; every issue is listed too.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  throw new ValidationError(issues[0]?.message ?? 'Invalid request', issues);
}

/** Largest PostgreSQL `integer`: ids beyond it can name no row, and querying with them is a database error. */
export const MAX_ID = 2_147_483_647;

/** Parses a positive integer route parameter (within the `integer` range of our id columns) or answers 400. */
export function idParam(value: unknown, name = 'id'): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > MAX_ID) throw new ValidationError(`Invalid ${name}`);
  return n;
}
