import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/database';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const alpha = path.join(here, 'fixtures/alpha-migrations');
const beta = path.join(here, 'fixtures/beta-migrations');
const logger = pino({ level: 'silent' });

async function count(handle: DatabaseHandle<Record<string, never>>, query: ReturnType<typeof sql>) {
  const result = (await handle.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

// Concurrency across processes needs a real server; PGlite is one process's own database.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', 'migrations');
  });
  afterAll(() => testDb?.cleanup());

  it('applies once when two instances of a service start together (advisory lock)', async () => {
    const open = () =>
      openDatabase({
        service: 'alpha',
        schema: {},
        url: testDb.env.DATABASE_URL,
        dataDir: testDb.env.DATA_DIR,
        migrationsFolder: alpha,
        logger,
      });
    const handles = await Promise.all([open(), open(), open()]);
    try {
      expect(await count(handles[0]!, sql`select count(*) as n from notes`)).toBe(1);
      expect(await count(handles[0]!, sql`select count(*) as n from drizzle.__migrations_alpha`)).toBe(1);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it('keeps each service’s migration history apart when services share one database', async () => {
    // alpha's migration is newer than beta's: a shared history would make beta look already migrated.
    const b = await openDatabase({
      service: 'beta',
      schema: {},
      url: testDb.env.DATABASE_URL,
      dataDir: testDb.env.DATA_DIR,
      migrationsFolder: beta,
      logger,
    });
    try {
      expect(await count(b, sql`select count(*) as n from tags`)).toBe(0);
      expect(await count(b, sql`select count(*) as n from drizzle.__migrations_beta`)).toBe(1);
    } finally {
      await b.close();
    }
  });
});

describe('migrations on PGlite', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite', 'migrations');
  });
  afterAll(() => testDb?.cleanup());

  it('applies at first start and not again on restart', async () => {
    const open = () =>
      openDatabase({
        service: 'alpha',
        schema: {},
        dataDir: testDb.env.DATA_DIR,
        migrationsFolder: alpha,
        logger,
      });
    const first = await open();
    await first.close();
    const second = await open();
    try {
      expect(await count(second, sql`select count(*) as n from notes`)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
