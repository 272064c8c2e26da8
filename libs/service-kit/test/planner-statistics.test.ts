import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createService, type RunningService } from '../src';
import { rowsOf } from '../src/kit-tables';
import { createTestDatabase, testKeyEnv, type TestDatabase } from '../src/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const alpha = path.join(here, 'fixtures/alpha-migrations');

/** The planner's row estimate for a table (-1: never analysed). */
async function estimate(svc: RunningService<unknown, Record<string, never>>, table: string) {
  const result = await svc.ctx.db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = ${table}`);
  return Number(rowsOf<{ reltuples: number }>(result)[0]?.reltuples);
}

// Autovacuum leaves small new tables unanalysed: the service analyses what was never analysed when it starts, and only that case.
describe('planner statistics of a new database', () => {
  let db: TestDatabase;
  const start = () =>
    createService(
      {
        name: 'alpha',
        defaultPort: 0,
        schema: {},
        migrations: alpha,
        deps: () => ({}),
        routes: () => undefined,
      },
      { env: { ...db.env, ...testKeyEnv('kit') }, logger: pino({ level: 'silent' }) },
    );

  beforeAll(async () => {
    db = await createTestDatabase('embedded', 'planner-statistics');
  });
  afterAll(() => db.cleanup());

  it('analyses a new database at start, and skips a restart over tables already analysed', async () => {
    let svc = await start();
    try {
      // The migration's table with its one row, known to the planner.
      expect(await estimate(svc, 'notes')).toBe(1);
      await svc.ctx.db.execute(sql`INSERT INTO notes (body) SELECT 'more' FROM generate_series(1, 50)`);
    } finally {
      await svc.stop();
    }

    svc = await start();
    try {
      // Not analysed again: the estimate is the one the first start recorded.
      expect(await estimate(svc, 'notes')).toBe(1);
      await svc.ctx.db.execute(sql`CREATE TABLE later_table (id int)`);
      await svc.ctx.db.execute(sql`INSERT INTO later_table SELECT generate_series(1, 20)`);
      expect(await estimate(svc, 'later_table')).toBe(-1);
    } finally {
      await svc.stop();
    }

    svc = await start();
    try {
      // A table never analysed (as a migration's new table would be): the start analyses the database.
      expect(await estimate(svc, 'later_table')).toBe(20);
      expect(await estimate(svc, 'notes')).toBe(51);
    } finally {
      await svc.stop();
    }
  });
});
