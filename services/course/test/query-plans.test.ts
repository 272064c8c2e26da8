import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@canopy/contracts';
import { migrationsFolder, openDatabase, rowsOf, type DatabaseHandle } from '@canopy/service-kit';
import { createTestDatabase, fakeIdentity, testSigner, type TestDatabase } from '@canopy/service-kit/testing';
import { schema, type CourseSchema } from '../src/db/schema';
import { createContentCourseEbooks } from '../src/content/course-ebooks';
import { createIdentityInstructorDirectory } from '../src/identity/instructor-directory';
import type { CourseDb } from '../src/stores/db';
import { createKeptReads } from '@canopy/service-kit';
import { createDrizzleStores } from '../src/stores/stores';
import { getCourseDetail, listCategories, listCoursePage } from '../src/use-cases/catalogue';
import { getCourseOutline } from '../src/use-cases/course-outline';
import type { CourseDeps } from '../src/use-cases/deps';
import { courseProgress, listCompletions, listEnrollments } from '../src/use-cases/learning';

/** Tables that grow with the platform: a hot query may never read one of them from end to end. */
const BIG_TABLES = [
  'courses',
  'modules',
  'lessons',
  'enrollments',
  'lesson_completions',
  'milestones',
  'certificates',
  'instructor_learners',
];
const INDEX_NODES = ['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function* nodesOf(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodesOf(child);
}

/**
 * The hot reads' real SQL — captured from the stores as the use cases run them — explained on a PostgreSQL
 * database holding thousands of rows (the planner reads small tables whole, whatever their indexes).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('query plans of the hot reads (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle<CourseSchema>;
  let pool: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>; end(): Promise<void> };
  let deps: CourseDeps;
  const captured: { sql: string; params: unknown[] }[] = [];
  const learner: Identity = { ...fakeIdentity({ role: 'student' }), id: 700_001 };
  const educator: Identity = { ...fakeIdentity({ role: 'educator' }), id: 100 };
  const admin: Identity = fakeIdentity({ role: 'admin' });
  let courseId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', 'course_plans');
    handle = await openDatabase({
      service: 'course',
      schema,
      url: testDb.env.DATABASE_URL,
      migrationsFolder: migrationsFolder('@canopy/course-service'),
      logger: pino({ level: 'silent' }),
    });
    const run = (q: ReturnType<typeof sql>) => handle.db.execute(q);
    // 3,000 courses (one in ten pending) by 300 educators, 9,000 modules, 36,000 lessons, about 60,000
    // enrollments with milestones and some certificates, 40,000 completions.
    await run(sql`
      insert into courses (title, description, level, category_id, category_ids, instructor_id, status, created_at)
      select 'Generated course ' || g, 'About soils, water and energy, part ' || g || '. ' || repeat('Systems thinking. ', 10),
             (array['beginner', 'intermediate', 'advanced'])[1 + g % 3], 1 + g % 13, array[1 + g % 13, 1 + (g + 4) % 13],
             100 + g % 300, case when g % 10 = 0 then 'pending' else 'approved' end,
             now() - interval '90 days' + g * interval '1 minute'
      from generate_series(1, 3000) g`);
    await run(sql`
      insert into modules (course_id, title, order_index) select c.id, 'Module ' || k, k
      from courses c cross join generate_series(1, 3) k`);
    await run(sql`
      insert into lessons (module_id, title, content, order_index, duration)
      select m.id, 'Lesson ' || k, repeat('Lesson body. ', 50), k, 5 + k from modules m cross join generate_series(1, 4) k`);
    await run(sql`
      insert into enrollments (user_id, course_id)
      select 700000 + g % 20000, c.id from generate_series(1, 60000) g
      join courses c on c.id = 1 + (g * 7) % 3000 and c.status = 'approved'
      on conflict do nothing`);
    const [enrolled] = rowsOf<{ course_id: number }>(
      await run(
        sql`select course_id from enrollments where user_id = ${learner.id} order by course_id limit 1`,
      ),
    );
    courseId = enrolled!.course_id;
    await run(sql`
      insert into lesson_completions (user_id, lesson_id)
      select ${learner.id}, l.id from lessons l join modules m on m.id = l.module_id
      where m.course_id = ${courseId} and l.order_index <= 2`);
    await run(sql`
      insert into lesson_completions (user_id, lesson_id)
      select 700000 + g % 20000, 1 + (g * 13) % 36000 from generate_series(1, 40000) g on conflict do nothing`);
    await run(sql`
      insert into quizzes (title, lesson_id) select 'Quiz ' || g, g * 9 from generate_series(1, 3000) g`);
    await run(sql`
      insert into milestones (enrollment_id, user_id, course_id, type, title, icon, once_key)
      select e.id, e.user_id, e.course_id, 'lesson_completion', 'First lesson completed', 'school', 'first-lesson'
      from enrollments e`);
    await run(sql`
      insert into certificates (code, user_id, course_id, enrollment_id, learner_name, course_title)
      select 'CODE-' || e.id, e.user_id, e.course_id, e.id, 'A learner', 'A course' from enrollments e
      where e.id % 5 = 0`);
    // What autovacuum does after a bulk load: statistics and visibility maps.
    await run(sql`vacuum analyze`);

    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const testPool = new pg.Pool({ connectionString: testDb.env.DATABASE_URL, max: 4 });
    // As the service's own pool does (service-kit database.ts): an idle client the server ends — the test
    // database is dropped with its connections at cleanup — is an event, not an uncaught exception.
    testPool.on('error', () => undefined);
    pool = testPool;
    const db = drizzle(pool as never, {
      schema,
      logger: { logQuery: (query, params) => void captured.push({ sql: query, params }) },
    }) as unknown as CourseDb;
    deps = {
      stores: createDrizzleStores(db),
      // Nothing kept: every read's plan is looked at.
      learnerReads: createKeptReads(0),
      // No identity service: names are unknown (the plans read none).
      instructors: createIdentityInstructorDirectory({
        baseUrl: undefined,
        signer: testSigner('course'),
        logger: pino({ level: 'silent' }),
      }),
      // No content service: exports are not planned here.
      ebooks: createContentCourseEbooks({
        baseUrl: undefined,
        signer: testSigner('course'),
        logger: pino({ level: 'silent' }),
      }),
      logger: pino({ level: 'silent' }),
      // No issuer key: the plans read no credentials.
      credentialIssuer: async () => null,
    };
  }, 180_000);

  afterAll(async () => {
    await pool?.end();
    await handle?.close();
    await testDb?.cleanup();
  });

  /** Runs a read and answers the plan of every statement it ran. */
  async function plansOf(read: () => Promise<unknown>): Promise<{ sql: string; nodes: PlanNode[] }[]> {
    captured.length = 0;
    await read();
    expect(captured.length).toBeGreaterThan(0);
    const plans = [];
    for (const q of captured.splice(0)) {
      const { rows } = await pool.query(`explain (format json) ${q.sql}`, q.params);
      const [explained] = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'];
      plans.push({ sql: q.sql, nodes: [...nodesOf(explained.Plan)] });
    }
    return plans;
  }

  const reads: [string, () => Promise<unknown>][] = [
    ['catalogue page', () => listCoursePage(deps, null, { page: 2, pageSize: 48 })],
    [
      'catalogue page of a category',
      () => listCoursePage(deps, null, { categoryId: 5, page: 2, pageSize: 48 }),
    ],
    ['catalogue page of a level', () => listCoursePage(deps, null, { level: 'advanced', pageSize: 48 })],
    ['catalogue search', () => listCoursePage(deps, null, { search: 'course 1234', pageSize: 12 })],
    ['catalogue page for a learner', () => listCoursePage(deps, learner, { page: 3, pageSize: 48 })],
    ['catalogue page for an educator', () => listCoursePage(deps, educator, { page: 1, pageSize: 48 })],
    ['approval queue', () => listCoursePage(deps, admin, { status: 'pending', pageSize: 48 })],
    [
      'popular courses',
      () => listCoursePage(deps, null, { status: 'approved', sort: 'popular', pageSize: 5 }),
    ],
    ['categories', () => listCategories(deps)],
    ['course detail', () => getCourseDetail(deps, null, courseId)],
    ['outline', () => getCourseOutline(deps, null, courseId)],
    ['outline with completions', () => getCourseOutline(deps, learner, courseId)],
    ['enrollments of a user', () => listEnrollments(deps, learner)],
    ['completions of a user in a course', () => listCompletions(deps, learner, courseId)],
    ['progress in a course', () => courseProgress(deps, learner, courseId)],
  ];

  it.each(reads)('%s: reads the big tables through indexes only', async (name, read) => {
    const plans = await plansOf(read);
    const scans = plans.flatMap((p) =>
      p.nodes
        .filter((n) => n['Relation Name'] && BIG_TABLES.includes(n['Relation Name']))
        .map((n) => ({ table: n['Relation Name'], node: n['Node Type'], sql: p.sql })),
    );
    expect(scans.filter((s) => s.node === 'Seq Scan')).toEqual([]);
    // Something the read looks up goes through an index (categories alone is 13 rows of reference data).
    if (name !== 'categories') {
      expect(plans.flatMap((p) => p.nodes).some((n) => INDEX_NODES.includes(n['Node Type']))).toBe(true);
    }
  });

  // A signed-in read's cost is its statements: fixed numbers, whatever the learner's number of courses (the
  // learner here has several enrollments) or the course's size.
  it.each([
    ['enrollments of a user', () => listEnrollments(deps, learner), 2],
    ['progress in a course', () => courseProgress(deps, learner, courseId), 1],
    ['outline with completions', () => getCourseOutline(deps, learner, courseId), 1],
  ] as const)('%s: a fixed number of statements', async (_name, read, statements) => {
    captured.length = 0;
    await read();
    expect(captured).toHaveLength(statements);
  });
});
