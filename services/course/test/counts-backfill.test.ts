import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, rowsOf } from '@canopy/service-kit';
import { createTestDatabase, testEngines, type TestDatabase } from '@canopy/service-kit/testing';
import { schema } from '../src/db/schema';
import type { CourseDb } from '../src/stores/db';
import { countDrift, nonZeroCounts } from './count-drift';

const logger = pino({ level: 'silent' });
const COUNTS_MIGRATION = '0003_counts_on_write'; // 0004_course_totals backfills after it too

/** The committed migrations up to (not including) `tag`, as a folder drizzle's migrator reads. */
async function migrationsBefore(tag: string): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const source = migrationsFolder('@canopy/course-service');
  const dir = await mkdtemp(path.join(tmpdir(), 'canopy-course-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(await readFile(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    await copyFile(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** An installation that ran before counts were kept: its counts are filled in by the migration. */
describe.each(testEngines())('the counts migration on existing data (%s)', (engine) => {
  let testDb: TestDatabase;
  let older: Awaited<ReturnType<typeof migrationsBefore>>;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, 'course_backfill');
    older = await migrationsBefore(COUNTS_MIGRATION);
  });
  afterAll(async () => {
    await testDb?.cleanup();
    await older?.cleanup();
  });

  it('backfills every kept count from the rows already there', async () => {
    const open = (migrations: string) =>
      openDatabase({
        service: 'course',
        schema,
        url: testDb.env.DATABASE_URL,
        migrationsFolder: migrations,
        logger,
      });
    const before = await open(older.dir);
    try {
      // Plain SQL: the tables as they were then, without the count columns.
      await before.db.execute(sql`
        insert into courses (title, description, level, category_id, category_ids, instructor_id, status)
        select 'Old course ' || g, 'From before', 'beginner', 1 + g % 13, array[1 + g % 13, 1 + (g + 5) % 13],
               100 + g % 4, case when g % 3 = 0 then 'pending' else 'approved' end
        from generate_series(1, 12) g`);
      await before.db.execute(sql`
        insert into modules (course_id, title, order_index)
        select c.id, 'Module ' || k, k from courses c cross join generate_series(1, 3) k where c.id % 4 <> 0`);
      await before.db.execute(sql`
        insert into lessons (module_id, title, order_index, duration)
        select m.id, 'Lesson ' || k, k, 2 + (m.id + k) % 9 from modules m cross join generate_series(1, 4) k
        where m.id % 5 <> 0`);
      await before.db.execute(sql`
        insert into enrollments (user_id, course_id)
        select 500 + g % 17, c.id from courses c cross join generate_series(1, 9) g where c.id % 2 = 0
        on conflict do nothing`);
    } finally {
      await before.close();
    }

    const after = await open(migrationsFolder('@canopy/course-service'));
    try {
      const db = after.db as unknown as CourseDb;
      expect(await countDrift(db)).toEqual([]);
      for (const what of [
        'course modules',
        'course lessons',
        'course minutes',
        'course learners',
        'module lessons',
        'module minutes',
        'category courses',
        'instructor courses',
        'instructor learners',
        'catalogue totals',
      ]) {
        expect(await nonZeroCounts(db, what), what).toBeGreaterThan(0);
      }
      // The studio migration's backfill: a course already waiting has waited since it was created.
      const [waiting] = rowsOf<{ since_created: number; pending: number }>(
        await db.execute(
          sql`select count(*) filter (where submitted_at = created_at)::int as since_created,
                     count(*)::int as pending from courses where status = 'pending'`,
        ),
      );
      expect(Number(waiting!.pending)).toBeGreaterThan(0);
      expect(Number(waiting!.since_created)).toBe(Number(waiting!.pending));
    } finally {
      await after.close();
    }
    // A new database migrated in two steps with the data seeded between: on a busy shared machine this can take
    // longer than the 30 s default.
  }, 120_000);
});
