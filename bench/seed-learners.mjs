#!/usr/bin/env node
// Seeds the quiz storm's learners into a running (or stopped) Canopy installation: N real accounts in the identity
// service's `users` table and an enrollment of each in one course, in two statements instead of N registrations
// (each of which hashes a password with argon2id, ~50–100 ms of CPU on this machine) and N enrolments.
//
//   node bench/seed-learners.mjs --course-url postgres://.../course --identity-url postgres://.../identity \
//        --course-id 3 [--count 3000] [--prefix storm]
// Accounts are `<prefix>-1` … `<prefix>-N`, password "Canopy!storm1". Prints a JSON summary.
//
// Why these are real accounts: the password hash is made once with the identity service's own argon2id settings
// (OWASP: 19 MiB, 2 passes) and shared by every row, so each account signs in through POST /api/login like a
// registered one, and the gateway keeps its session as for anyone. The enrollment row is what POST
// /api/enrollments inserts (the same defaults); the course's kept counts (enrolled_count, instructor_learners,
// ...) follow from the course database's own triggers, as for an enrolment through the API. What registration
// also does and this skips: the `user.registered` event (nothing the storm reads depends on it) and the welcome
// e-mail.
import { hash } from '@node-rs/argon2';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { openDatabases } from './lib/monolith/sql-client.mjs';

export const STORM_PASSWORD = 'Canopy!storm1';

/** Inserts `count` learners and enrols each in `courseId`; answers [{ id, username }] in order and the timings. */
export async function seedLearners(db, { count, courseId, prefix = 'storm' }) {
  const started = performance.now();
  // The identity service's settings (services/identity), so sign-in verifies this hash as any other.
  const passwordHash = await hash(STORM_PASSWORD, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const users = await db.identity.query(
    `insert into users (username, password_hash, first_name, last_name, email, role, status)
     select $1 || '-' || g, $2, 'Storm', 'Learner ' || g, $1 || '-' || g || '@bench.canopy.example', 'student', 'active'
     from generate_series(1, $3::int) g
     returning id, username`,
    [prefix, passwordHash, count],
  );
  const usersMs = performance.now() - started;
  const enrolled = await db.course.query(
    `insert into enrollments (user_id, course_id) select unnest($1::int[]), $2::int
     on conflict do nothing returning id`,
    [users.map((u) => u.id), courseId],
  );
  if (enrolled.length !== users.length)
    throw new Error(`enrolled ${enrolled.length} of ${users.length} seeded learners in course ${courseId}`);
  const byName = (a, b) => Number(a.username.split('-').at(-1)) - Number(b.username.split('-').at(-1));
  return {
    learners: users.sort(byName).map((u) => ({ id: u.id, username: u.username })),
    ms: { users: Math.round(usersMs), total: Math.round(performance.now() - started) },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'course-url': { type: 'string' },
      'identity-url': { type: 'string' },
      'course-id': { type: 'string' },
      count: { type: 'string', default: '3000' },
      prefix: { type: 'string', default: 'storm' },
    },
  });
  if (!values['course-id']) throw new Error('--course-id is required (the course the learners enrol in)');
  const db = await openDatabases({ courseUrl: values['course-url'], identityUrl: values['identity-url'] });
  try {
    const { learners, ms } = await seedLearners(db, {
      count: Number(values.count),
      courseId: Number(values['course-id']),
      prefix: values.prefix,
    });
    console.log(JSON.stringify({ learners: learners.length, first: learners[0], last: learners.at(-1), ms }));
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
