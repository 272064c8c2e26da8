import { sql } from 'drizzle-orm';
import type { SqlRunner } from './events/outbox';
import { rowsOf } from './kit-tables';

/** Whether a table of the service's own has never been analysed (PostgreSQL records that as reltuples -1). */
export async function hasUnanalysedTable(db: SqlRunner): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND c.reltuples < 0
        AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
    ) AS unanalysed`);
  return rowsOf<{ unanalysed: boolean }>(result)[0]?.unanalysed === true;
}

/**
 * Autovacuum analyses a table once enough of it changed (50 rows and 10%): a new database's tables, small after
 * migrations and demo seeding, would keep the planner guessing hundreds of rows each (and sorting where an index
 * would do). So a start analyses a database with a table never analysed, and only then: a restart skips it.
 */
export async function analyzeIfNeverAnalysed(db: SqlRunner): Promise<void> {
  if (await hasUnanalysedTable(db)) await db.execute(sql`ANALYZE`);
}
