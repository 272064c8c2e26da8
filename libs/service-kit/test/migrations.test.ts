import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/database';
import { createTestDatabase, testEngines, type TestDatabase } from '../src/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const alpha = path.join(here, 'fixtures/alpha-migrations');
const beta = path.join(here, 'fixtures/beta-migrations');
const logger = pino({ level: 'silent' });

async function count(handle: DatabaseHandle<Record<string, never>>, query: ReturnType<typeof sql>) {
  const result = (await handle.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

// Two instances starting together against one database, on each engine.
describe.each(testEngines())('migrations on %s PostgreSQL', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine, 'migrations');
  });
  afterAll(() => testDb?.cleanup());

  it('applies once when two instances of a service start together (advisory lock)', async () => {
    const open = () =>
      openDatabase({
        service: 'alpha',
        schema: {},
        url: testDb.env.DATABASE_URL,
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

describe('migrations of one service', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('embedded', 'migrations');
  });
  afterAll(() => testDb?.cleanup());

  it('refuses to open without a database URL, saying how to get one', async () => {
    await expect(openDatabase({ service: 'alpha', schema: {}, logger })).rejects.toThrow(
      /DATABASE_URL: not set\. Start the whole platform with `npm start`/,
    );
  });

  it('applies at first start and not again on restart', async () => {
    const open = () =>
      openDatabase({
        service: 'alpha',
        schema: {},
        url: testDb.env.DATABASE_URL,
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
