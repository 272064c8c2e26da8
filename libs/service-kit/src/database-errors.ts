/** What PostgreSQL said of a failed statement: its SQLSTATE, and the constraint it broke if any. */
export interface DatabaseError {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error in `err` or in what it wraps: drizzle puts the driver's error (with the server's code) in
 * `cause`, on both engines. Undefined when no error of the chain carries a SQLSTATE.
 */
export function databaseError(err: unknown): DatabaseError | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    e = cause;
  }
  return undefined;
}
