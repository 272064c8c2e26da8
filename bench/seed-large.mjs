#!/usr/bin/env node
// Seeds the growth data set into a Canopy installation that has already started once (its migrations and demo
// content in place): totals of 100,000 users, 10,000 courses, 100,000 lessons, 1,000,000 enrollments and, given
// the forum's database, 200,000 forum posts (20,000 discussions and their replies), made in the databases with
// generate_series (about a minute, not a request per row), live or with the platform stopped.
//
//   node bench/seed-large.mjs --course-url postgres://.../course --identity-url postgres://.../identity \
//        [--forum-url postgres://.../forum]
//   node bench/seed-large.mjs --data-dir <DATA_DIR>    (the launcher's embedded PostgreSQL in DATA_DIR/postgres:
//                                                       its running server, else started for the seeding)
//   options: --users 100000 --courses 10000 --lessons 100000 --enrollments 1000000 --educators 1000
//            --posts 200000 --discussions 20000
// Generated accounts: bench-learner-N / bench-educator-N, password "Canopy!bench1". Prints a JSON summary.
import { hash } from '@node-rs/argon2';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { launcherDatabases } from './lib/embedded-postgres.mjs';
import pg from 'pg';
import { openDatabases } from './lib/monolith/sql-client.mjs';
import { FORUM, seedForum } from './lib/seed-forum.mjs';

export const LARGE = {
  users: 100_000,
  courses: 10_000,
  lessons: 100_000,
  enrollments: 1_000_000,
  educators: 1_000,
  ...FORUM,
};
const MODULES_PER_COURSE = 3;

const count = async (db, table) => (await db.query(`select count(*)::int as n from ${table}`))[0].n;

/** Adds rows until each table holds the target total; answers what it added and how long each step took. */
export async function seedLarge(db, target = LARGE, log = () => {}) {
  const steps = {};
  const time = async (name, fn) => {
    const t = performance.now();
    const out = await fn();
    steps[name] = Math.round(performance.now() - t);
    log(`  ${name}: ${steps[name]} ms`);
    return out;
  };
  const before = {
    users: await count(db.identity, 'users'),
    courses: await count(db.course, 'courses'),
    lessons: await count(db.course, 'lessons'),
    enrollments: await count(db.course, 'enrollments'),
  };
  // The same OWASP argon2id settings as the identity service, so generated accounts can really sign in.
  const passwordHash = await hash('Canopy!bench1', {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });

  const educators = Math.min(target.educators, Math.max(0, target.users - before.users));
  const learners = Math.max(0, target.users - before.users - educators);
  const userRange = async (kind, n) => {
    if (n === 0) return { first: null, n: 0 };
    await db.identity.query(
      `insert into users (username, password_hash, first_name, last_name, email, role, status, created_at)
       select 'bench-${kind}-' || g, $1, initcap('${kind}'), 'No. ' || g, 'bench-${kind}-' || g || '@bench.canopy.example',
              $2, 'active', now() - (g || ' seconds')::interval
       from generate_series(1, $3::int) g`,
      [passwordHash, kind === 'educator' ? 'educator' : 'student', n],
    );
    const [r] = await db.identity.query(
      `select min(id)::int as first, max(id)::int as last, count(*)::int as n from users where username like $1`,
      [`bench-${kind}-%`],
    );
    if (r.last - r.first + 1 !== r.n) throw new Error(`generated ${kind} ids are not contiguous`);
    return r;
  };
  const edu = await time('users (educators)', () => userRange('educator', educators));
  const lrn = await time('users (learners)', () => userRange('learner', learners));

  const [{ max_demo: maxDemoCourse }] = await db.course.query(
    `select coalesce(max(id), 0)::int as max_demo from courses`,
  );
  const newCourses = Math.max(0, target.courses - before.courses);
  if (newCourses > 0) {
    if (!edu.first) throw new Error('no generated educators to teach the generated courses');
    await time('courses', () =>
      db.course.query(
        `with cats as (select array_agg(id order by id) as a, count(*)::int as n from categories)
         insert into courses (title, description, level, category_id, category_ids, instructor_id, rating, status,
                              approved_at, created_at)
         select 'Generated course ' || g,
                'A generated course for the growth benchmark: ' || repeat('systems, soils, water and energy; ', 8),
                (array['beginner', 'intermediate', 'advanced'])[1 + g % 3],
                cats.a[1 + g % cats.n],
                case when cats.n > 1 then array[cats.a[1 + g % cats.n], cats.a[1 + (g + 1) % cats.n]]
                     else array[cats.a[1]] end,
                $1::int + (g % $2::int),
                ((g % 5) + 1)::text,
                case when g % 10 = 0 then 'pending' else 'approved' end,
                case when g % 10 = 0 then null else now() end,
                now() - interval '30 days' + g * interval '1 minute'
         from cats, generate_series(1, $3::int) g`,
        [edu.first, edu.n, newCourses],
      ),
    );
    await time('modules', () =>
      db.course.query(
        `insert into modules (course_id, title, description, order_index)
         select c.id, 'Module ' || k, 'A generated module.', k
         from courses c cross join generate_series(1, ${MODULES_PER_COURSE}) k where c.id > $1`,
        [maxDemoCourse],
      ),
    );
  }
  const newLessons = Math.max(0, target.lessons - (await count(db.course, 'lessons')));
  if (newLessons > 0) {
    const [{ n: genModules }] = await db.course.query(
      `select count(*)::int as n from modules m where m.course_id > $1`,
      [maxDemoCourse],
    );
    if (genModules === 0) throw new Error('no generated modules to hold the generated lessons');
    const base = Math.floor(newLessons / genModules);
    const extra = newLessons % genModules;
    await time('lessons', () =>
      db.course.query(
        `with gm as (select id, row_number() over (order by id) as rn from modules where course_id > $1)
         insert into lessons (module_id, title, content, order_index, duration)
         select gm.id, 'Lesson ' || k, repeat('A generated lesson body. ', 40), k, 5 + ((gm.rn + k) % 20)::int
         from gm cross join lateral generate_series(1, $2::int + case when gm.rn <= $3::int then 1 else 0 end) k`,
        [maxDemoCourse, base, extra],
      ),
    );
  }
  const newEnrollments = Math.max(0, target.enrollments - before.enrollments);
  if (newEnrollments > 0) {
    if (!lrn.first) throw new Error('no generated learners to enrol');
    // Learner i takes its k-th course at (37 i + 501 k) mod C: distinct courses per learner for k < 4.
    await time('enrollments', () =>
      db.course.query(
        `with ac as (select array_agg(id order by id) as a, count(*)::int as n from courses where status = 'approved')
         insert into enrollments (user_id, course_id, progress, last_active_at, enrolled_at)
         select $1::int + ((g - 1) % $2::int),
                ac.a[1 + ((((g - 1) % $2::int) * 37 + ((g - 1) / $2::int) * 501) % ac.n)],
                0,
                now() - ((g % 10000) || ' minutes')::interval,
                now() - ((g % 50000) || ' minutes')::interval
         from ac, generate_series(1, $3::int) g
         on conflict do nothing`,
        [lrn.first, lrn.n, newEnrollments],
      ),
    );
  }
  // Written by generated learners: the ones made now, else those an earlier run made.
  if (db.forum) {
    const [learnersNow] = await db.identity.query(
      `select min(id)::int as first, count(*)::int as n from users where username like 'bench-learner-%'`,
    );
    await seedForum(db.forum, learnersNow, target, time);
  }
  // What an operator runs after a bulk load: the planner sees the new sizes, the visibility map lets index-only
  // scans skip the table, and GIN indexes' pending lists are merged (searches otherwise read them whole).
  await time('vacuum analyze', async () => {
    await db.course.query('vacuum analyze');
    await db.identity.query('vacuum analyze');
  });
  const after = {
    users: await count(db.identity, 'users'),
    courses: await count(db.course, 'courses'),
    lessons: await count(db.course, 'lessons'),
    enrollments: await count(db.course, 'enrollments'),
    ...(db.forum
      ? {
          discussions: await count(db.forum, 'discussions'),
          replies: await count(db.forum, 'replies'),
        }
      : {}),
  };
  return { before, after, steps };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'course-url': { type: 'string' },
      'identity-url': { type: 'string' },
      'forum-url': { type: 'string' },
      'data-dir': { type: 'string' },
      users: { type: 'string' },
      courses: { type: 'string' },
      lessons: { type: 'string' },
      enrollments: { type: 'string' },
      educators: { type: 'string' },
      posts: { type: 'string' },
      discussions: { type: 'string' },
      quiet: { type: 'boolean' },
    },
  });
  const target = { ...LARGE };
  for (const k of Object.keys(LARGE)) if (values[k]) target[k] = Number(values[k]);
  const embedded = values['data-dir'] ? await launcherDatabases(values['data-dir']) : null;
  try {
    const db = await openDatabases({
      courseUrl: embedded?.course ?? values['course-url'],
      identityUrl: embedded?.identity ?? values['identity-url'],
    });
    const forumUrl = embedded?.forum ?? values['forum-url'];
    const forum = forumUrl ? new pg.Pool({ connectionString: forumUrl, max: 2 }) : null;
    if (forum) db.forum = { query: async (text, params) => (await forum.query(text, params)).rows };
    const started = performance.now();
    try {
      const result = await seedLarge(db, target, values.quiet ? () => {} : (m) => console.error(m));
      console.log(JSON.stringify({ ms: Math.round(performance.now() - started), ...result }));
    } finally {
      await db.close();
      await forum?.end();
    }
  } finally {
    await embedded?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
