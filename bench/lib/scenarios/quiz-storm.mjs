// The quiz storm: N learners (3,000; --learners=N) seeded and enrolled in one course (bench/seed-learners.mjs),
// each signed in through the gateway beforehand, all open the same quiz within 10 s and then submit their answers
// within the next 60 s, each at a random moment of its window, through the gateway. Figures: errors (no answer in
// 30 s, or any status but 200 for the open and 201 for the submission), p50/p95/p99 of each kind, and a check in
// the course database afterwards that every submission was graded exactly once (one row per learner who
// submitted, as many answer rows as questions, the stored score matching the answers' grades and the score the
// learner was answered). Targets: 0 errors, p95 ≤ 1 s, graded exactly once.
import { getJson, signIn } from '../canopy-api.mjs';
import { prepareEngine } from '../engines.mjs';
import { startCanopy } from '../launcher.mjs';
import { loadAverage } from '../cpu-noise.mjs';
import { openDatabases } from '../monolith/sql-client.mjs';
import { seedLearners, STORM_PASSWORD } from '../../seed-learners.mjs';
import { opensBySecond, stormSchedule, runStorm, summarise } from '../storm.mjs';
import { newSecrets } from './throughput.mjs';

export const STORM_TARGETS = { p95Ms: 1000, errors: 0 };

export const ADMIN = { username: 'admin', password: 'Canopy!admin1' };

/** Ten questions of every type, as an educator writes them. */
export function stormQuestions() {
  const single = (i) => ({
    type: 'single_choice',
    question: `Which of these stores the most carbon? (${i})`,
    options: ['Peat bogs', 'Lawns', 'Car parks', 'Deserts'],
    correctAnswer: 'Peat bogs',
  });
  return [
    ...[1, 2, 3, 4].map(single),
    ...[1, 2].map((i) => ({
      type: 'multiple_choice',
      question: `Which of these are renewable? (${i})`,
      options: ['Wind', 'Solar', 'Coal', 'Tidal'],
      correctAnswers: ['Wind', 'Solar', 'Tidal'],
    })),
    ...[1, 2].map((i) => ({
      type: 'true_false',
      question: `Composting reduces methane from landfill. (${i})`,
      correctAnswer: 'true',
    })),
    ...[1, 2].map((i) => ({
      type: 'short_answer',
      question: `The process by which plants make sugar from light? (${i})`,
      correctAnswers: ['photosynthesis'],
      explanation: 'Plants turn light, water and carbon dioxide into sugar.',
    })),
  ];
}

/**
 * The storm's quiz, made through the gateway as an administrator would (POST /api/quizzes) on the first lesson of
 * an approved course (the demo content has no quizzes of its own).
 */
export async function createStormQuiz(gateway, db) {
  const [lesson] = await db.course.query(
    `select l.id as lesson_id, c.id as course_id
     from lessons l join modules m on m.id = l.module_id join courses c on c.id = m.course_id
     where c.status = 'approved' order by c.id, m.order_index, l.order_index limit 1`,
  );
  if (!lesson) throw new Error('no lesson of an approved course to put the storm quiz on');
  const { cookie } = await patientSignIn(gateway, ADMIN);
  const res = await fetch(`${gateway}/api/quizzes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(gateway).origin, cookie },
    body: JSON.stringify({
      lessonId: lesson.lesson_id,
      title: 'Quiz storm: carbon and energy',
      passingScore: 60,
      questions: stormQuestions(),
    }),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST /api/quizzes answered ${res.status}: ${text}`);
  const quiz = JSON.parse(text);
  return { quizId: quiz.id, courseId: lesson.course_id, questions: quiz.questions.length };
}

/** Signs in through `gateway`; a 503 (a store or service slow on a busy machine) is tried again after a second. */
export async function patientSignIn(gateway, credentials) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signIn(gateway, '/api/login', credentials);
    } catch (err) {
      if (attempt >= 10 || !/answered 503/.test(err.message)) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** Signs every learner in through `gateway`, `parallel` at a time (argon2 verification is the cost); not measured. */
export async function signInAll(gateway, learners, parallel = 6) {
  const cookies = new Array(learners.length);
  let next = 0;
  const worker = async () => {
    while (next < learners.length) {
      const i = next++;
      const credentials = { username: learners[i].username, password: STORM_PASSWORD };
      cookies[i] = (await patientSignIn(gateway, credentials)).cookie;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return cookies;
}

/**
 * Whether each submission was graded exactly once: per learner of `learners` the rows of quiz_submissions for the
 * quiz, their answer rows and grades, against the answers the storm received (`submitted`: userId → { status,
 * submissionId, score }).
 */
export async function verifyGrading(db, { quizId, questions }, learners, submitted) {
  // A submission the learner gave up on may still be graded by a service working through its queue: read once
  // the number of rows has stopped moving (two equal readings 3 s apart, a minute at most).
  const countRows = async () =>
    (
      await db.course.query(
        `select count(*)::int as n from quiz_submissions where quiz_id = $1 and user_id = any($2::int[])`,
        [quizId, learners.map((l) => l.id)],
      )
    )[0].n;
  for (let last = -1, n = await countRows(), tries = 0; n !== last && tries < 20; tries++) {
    await new Promise((r) => setTimeout(r, 3000));
    [last, n] = [n, await countRows()];
  }
  const rows = await db.course.query(
    `select s.id, s.user_id, s.score, s.auto_graded, count(a.id)::int as answers,
            count(a.id) filter (where a.is_correct)::int as correct
     from quiz_submissions s left join quiz_answers a on a.submission_id = s.id
     where s.quiz_id = $1 and s.user_id = any($2::int[])
     group by s.id`,
    [quizId, learners.map((l) => l.id)],
  );
  const byUser = new Map();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const out = {
    rows: rows.length,
    sent: 0,
    answered: 0,
    missing: 0,
    duplicates: 0,
    misgraded: 0,
    unanswered: 0,
  };
  for (const l of learners) {
    const sent = submitted.get(l.id);
    const mine = byUser.get(l.id) ?? [];
    if (!sent) {
      if (mine.length) out.duplicates += mine.length; // a row nobody submitted
      continue;
    }
    out.sent++;
    if (sent.status === 201) out.answered++;
    if (mine.length === 0) {
      if (sent.status === 201) out.missing++;
      continue;
    }
    if (mine.length > 1) out.duplicates += mine.length - 1;
    // A submission that timed out on the client may still have been graded: it counts, once, but unanswered.
    if (sent.status !== 201) out.unanswered++;
    for (const r of mine) {
      const score = questions === 0 ? 0 : Math.round((r.correct / questions) * 100);
      const matchesAnswer = sent.status !== 201 || (sent.submissionId === r.id && sent.score === r.score);
      if (!r.auto_graded || r.answers !== questions || r.score !== score || !matchesAnswer) out.misgraded++;
    }
  }
  out.exactlyOnce = out.missing === 0 && out.duplicates === 0 && out.misgraded === 0;
  return out;
}

/**
 * The storm on a running platform reached through `gateways` (learner i through gateways[i % n]) whose course and
 * identity databases `db` opens: the quiz, the learners, their sign-ins, the storm and the check.
 */
export async function stormThrough({ gateways, db, storm, engine, label, log }) {
  const { learners: count, openWindowS, submitWindowS } = storm;
  const gw = gateways[0];
  const quiz = await createStormQuiz(gw, db);
  let t = performance.now();
  const seeded = await seedLearners(db, { count, courseId: quiz.courseId, prefix: `storm${process.pid}` });
  const seedMs = performance.now() - t;
  log(
    `  [${label}] seeded ${count} learners enrolled in course ${quiz.courseId} in ${(seedMs / 1000).toFixed(1)} s; ` +
      `quiz ${quiz.quizId} (${quiz.questions} questions)`,
  );
  t = performance.now();
  const cookies = await signInAll(gw, seeded.learners);
  const signInMs = performance.now() - t;
  log(`  [${label}] ${count} sign-ins through the gateway in ${(signInMs / 1000).toFixed(1)} s`);
  // One read first so the storm does not meet a cold quiz (as a teacher opening it before class would).
  for (const g of gateways) await getJson(`${g}/api/quizzes/${quiz.quizId}`, { cookie: cookies[0] });

  const schedule = stormSchedule(count, openWindowS * 1000, submitWindowS * 1000);
  log(
    `  [${label}] storm: ${count} learners open quiz ${quiz.quizId} within ${openWindowS} s, ` +
      `submit within the next ${submitWindowS} s; load average ${loadAverage().join(' ')}`,
  );
  const loadBefore = loadAverage();
  const events = await runStorm({ gateways, quizId: quiz.quizId, cookies, schedule });
  const loadAfter = loadAverage();
  const submitted = new Map();
  for (const e of events) if (e.kind === 'submit') submitted.set(seeded.learners[e.learner].id, e);
  const grading = await verifyGrading(db, quiz, seeded.learners, submitted);
  const result = {
    engine,
    label,
    learners: count,
    quiz,
    windows: { openS: openWindowS, submitS: submitWindowS },
    seedMs: Math.round(seedMs),
    signInMs: Math.round(signInMs),
    open: summarise(events.filter((e) => e.kind === 'open')),
    submit: summarise(events.filter((e) => e.kind === 'submit')),
    all: summarise(events),
    opensBySecond: opensBySecond(events, schedule),
    grading,
    loadAverage: { before: loadBefore, after: loadAfter },
  };
  for (const k of ['open', 'submit'])
    log(
      `    ${k}: ${result[k].requests} requests, p50 ${result[k].p50?.toFixed(1)} ms, p95 ${result[k].p95?.toFixed(1)} ms, ` +
        `p99 ${result[k].p99?.toFixed(1)} ms, max ${result[k].max?.toFixed(1)} ms, errors ${result[k].errors} ${JSON.stringify(result[k].failures)}`,
    );
  log(
    `    opens by the second they were sent (p50/p95 ms): ` +
      result.opensBySecond.map((s) => `${s.second}s ${Math.round(s.p50)}/${Math.round(s.p95)}`).join(', '),
  );
  log(`    grading: ${JSON.stringify(grading)}; load average after ${loadAfter.join(' ')}`);
  for (const x of result.all.samples) log(`      ${x}`);
  return result;
}

export async function quizStormScenario({ opts, root, log }, engine) {
  const spec = await prepareEngine(opts, engine, 'quizstorm');
  const db = await openDatabases({ courseUrl: spec.courseDbUrl, identityUrl: spec.identityDbUrl });
  try {
    const canopy = await startCanopy({
      root,
      ...spec,
      secrets: newSecrets(),
      // Thousands of people behind one address are the load generator's artefact (as in `load`).
      env: { RATE_LIMIT_LOGIN_PER_IP: '1000000', RATE_LIMIT_REGISTER_PER_IP: '1000000' },
    });
    try {
      const gateways = [canopy.urls.gateway];
      return await stormThrough({ gateways, db, storm: opts.storm, engine, label: spec.label, log });
    } finally {
      await canopy.stop();
    }
  } finally {
    await db.close();
    await spec.cleanup();
  }
}

/** The storm's checks: 0 errors and p95 ≤ 1 s over every request, each submission graded exactly once. */
export function judgeQuizStorm(r) {
  const target = `quiz storm: ${r.learners} learners open a quiz within ${r.windows.openS} s and submit within ${r.windows.submitS} s`;
  r.met = {
    errors: r.all.errors === STORM_TARGETS.errors,
    p95: r.all.p95 !== null && r.all.p95 <= STORM_TARGETS.p95Ms,
    grading: r.grading.exactlyOnce && r.grading.sent === r.learners,
  };
  return [
    {
      target,
      engine: r.engine,
      what: '0 errors',
      figure: `${r.all.errors} of ${r.all.requests} ${JSON.stringify(r.all.failures)}`,
      met: r.met.errors,
    },
    {
      target,
      engine: r.engine,
      what: 'p95 ≤ 1 s (open and submit)',
      figure: `p95 ${r.all.p95?.toFixed(0)} ms (open ${r.open.p95?.toFixed(0)}, submit ${r.submit.p95?.toFixed(0)})`,
      met: r.met.p95,
    },
    {
      target,
      engine: r.engine,
      what: 'every submission graded exactly once (database)',
      figure:
        `${r.grading.rows} rows for ${r.grading.sent} submissions sent (${r.grading.answered} answered 201): ` +
        `${r.grading.missing} missing, ${r.grading.duplicates} duplicates, ${r.grading.misgraded} misgraded`,
      met: r.met.grading,
    },
  ];
}
