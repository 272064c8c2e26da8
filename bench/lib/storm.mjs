// The quiz storm's load: every learner opens the quiz at a random moment of the first window and submits answers
// at a random moment of the second, each request on its own (never retried: a retried submission would be graded
// twice), timed from sending until its whole body arrived.
import http from 'node:http';

/** Per learner, when it opens (ms after the start, within `openMs`) and when it submits (within the next `submitMs`). */
export function stormSchedule(n, openMs, submitMs) {
  return Array.from({ length: n }, () => ({
    open: Math.random() * openMs,
    submit: openMs + Math.random() * submitMs,
  }));
}

/** An answer to every question as a learner would give one: a random option, or some text. */
export function answersFor(questions) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  return questions.map((q) => {
    switch (q.type) {
      case 'multiple_choice':
        return { questionId: q.id, answer: q.options.filter(() => Math.random() < 0.5) };
      case 'true_false':
        return { questionId: q.id, answer: pick(['True', 'False']) };
      case 'short_answer':
        return { questionId: q.id, answer: pick(['photosynthesis', 'carbon', 'water cycle']) };
      default:
        return { questionId: q.id, answer: pick(q.options) };
    }
  });
}

const TIMEOUT_MS = 30_000;

/**
 * One request on a connection of its own (`agent: false`), as each learner's browser would make it: their two
 * requests are seconds apart, longer than the gateway keeps an idle connection, and reusing another learner's
 * connection would race the server closing it (an ECONNRESET of the load generator's making).
 */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    // The whole request, connecting included (a refused SYN is retried for minutes): not the socket's idle time.
    const deadline = setTimeout(
      () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })),
      TIMEOUT_MS,
    );
    req.on('close', () => clearTimeout(deadline));
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(kind, learner, url, init, expected) {
  const t = performance.now();
  try {
    const res = await request(url, init);
    const ms = performance.now() - t;
    const ok = res.status === expected;
    return {
      kind,
      learner,
      ms,
      status: res.status,
      ok,
      body: ok ? JSON.parse(res.text) : res.text.slice(0, 200),
    };
  } catch (err) {
    // A failure counts at what it waited, so it weighs in the percentiles as it did for the learner.
    return {
      kind,
      learner,
      ms: performance.now() - t,
      status: err?.code === 'TIMEOUT' ? 'timeout' : `error ${err?.code ?? ''}`.trim(),
      ok: false,
      body: String(err?.message ?? err),
    };
  }
}

/** Runs the storm, learner i through gateways[i % n]; answers one event per request: { kind: open|submit, learner, ms, status, ok, ... }. */
export async function runStorm({ gateways, quizId, cookies, schedule }) {
  const start = performance.now();
  const at = (ms) => new Promise((r) => setTimeout(r, Math.max(0, start + ms - performance.now())));
  const events = [];
  await Promise.all(
    schedule.map(async (when, i) => {
      // Learner i always through the same gateway (a browser keeps to the address it loaded the page from).
      const gateway = gateways[i % gateways.length];
      const origin = new URL(gateway).origin;
      const headers = { cookie: cookies[i] };
      await at(when.open);
      const open = await timed('open', i, `${gateway}/api/quizzes/${quizId}`, { headers }, 200);
      events.push({ ...open, body: open.ok ? undefined : open.body });
      if (!open.ok) return; // without the questions there is nothing to answer
      await at(when.submit);
      const submit = await timed(
        'submit',
        i,
        `${gateway}/api/quizzes/${quizId}/submissions`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', origin },
          body: JSON.stringify({ answers: answersFor(open.body.questions) }),
        },
        201,
      );
      events.push({
        ...submit,
        submissionId: submit.ok ? submit.body.submission.id : null,
        score: submit.ok ? submit.body.submission.score : null,
        body: submit.ok ? undefined : submit.body,
      });
    }),
  );
  return events;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Requests, errors by status, p50/p95/p99/max (a failure at the time it took), and a few failures to read. */
export function summarise(events) {
  const ms = Float64Array.from(events.map((e) => e.ms)).sort();
  const failed = events.filter((e) => !e.ok);
  const failures = {};
  for (const e of failed) failures[e.status] = (failures[e.status] ?? 0) + 1;
  return {
    requests: events.length,
    errors: failed.length,
    failures,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.length ? ms[ms.length - 1] : null,
    // The first failure of each kind and status, then others up to five: a rare status is not hidden by a common one.
    samples: [...new Map(failed.map((e) => [`${e.kind} ${e.status}`, e])).values(), ...failed]
      .filter((e, i, all) => all.indexOf(e) === i)
      .slice(0, 5)
      .map((e) => `${e.kind} ${e.status}: ${e.body}`),
  };
}

/**
 * The opens by the second of the window they were sent in: n, p50 and p95 of each second. Latency that climbs
 * through the window is a backlog (the platform serves fewer opens a second than the storm sends); latency high
 * from the first second and flat is a cost per request.
 */
export function opensBySecond(events, schedule) {
  const seconds = new Map();
  for (const e of events) {
    if (e.kind !== 'open') continue;
    const s = Math.floor(schedule[e.learner].open / 1000);
    if (!seconds.has(s)) seconds.set(s, []);
    seconds.get(s).push(e.ms);
  }
  return [...seconds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([second, list]) => {
      const sorted = Float64Array.from(list).sort();
      return { second, n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    });
}
