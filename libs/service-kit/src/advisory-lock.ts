import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { rowsOf } from './kit-tables';

/** A stable 64-bit key for `name` (FNV-1a), for PostgreSQL's advisory locks, which take a bigint. */
export function advisoryLockKey(name: string): bigint {
  let h = 1469598103934665603n;
  for (const ch of name) h = BigInt.asIntN(64, (h ^ BigInt(ch.charCodeAt(0))) * 1099511628211n);
  return h;
}

/**
 * Runs `work` while this database's advisory lock `name` is held, so that one instance at a time does it however
 * many run. The lock belongs to a transaction of its own, left open while `work` runs on the pool's other
 * connections: it is let go when `work` ends, fails, or the process dies (the server ends its session).
 * `wait: false` answers `{ ran: false }` at once when another holds it (work someone else is doing now);
 * otherwise the caller waits its turn.
 */
export async function withAdvisoryLock<T>(
  db: Database<Record<string, unknown>>,
  name: string,
  work: () => Promise<T>,
  opts: { wait?: boolean } = {},
): Promise<{ ran: true; value: T } | { ran: false }> {
  const key = advisoryLockKey(name).toString();
  return db.transaction(async (tx) => {
    if (opts.wait === false) {
      const [row] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}::bigint) AS locked`),
      );
      if (!row?.locked) return { ran: false as const };
    } else {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${key}::bigint)`);
    }
    return { ran: true as const, value: await work() };
  });
}
