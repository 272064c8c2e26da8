// The load scenario: 100 connections for 30 s through the gateway, each a learner of its own (registered and
// enrolled first) cycling through catalogue, course detail, outline (when it exists), its enrollments and a
// sign-in, starting at a different point of the cycle so sign-ins are spread out as real ones are. Every
// answer is expected to be 2xx: the figure is errors, timeouts and unexpected statuses (0 each is the target).
// All connections come from 127.0.0.1, so the per-IP sign-in and registration limits are raised for this
// run (a hundred people behind one address is the load generator's artefact); per-account limits stay.
import { getJson, outlineAvailable } from '../canopy-api.mjs';
import { prepareEngine } from '../engines.mjs';
import { startCanopy } from '../launcher.mjs';
import { measure } from '../load.mjs';
import { newSecrets } from './throughput.mjs';

export const PASSWORD = 'Canopy!load1';

async function post(base, path, body, cookie) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(base).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0])[0];
  return { body: JSON.parse(text), cookie: set ?? cookie };
}

/**
 * Registers `n` learners and enrols each in one course, `batch` at a time; answers { username, cookie } for each.
 * `patient`: a 503 (a peer slow on a busy machine) is tried again after a second, signing in first in case the
 * registration did land.
 */
export async function learners(gw, n, courseIds, run, { batch = 4, patient = false } = {}) {
  const persistently = async (work) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work(attempt);
      } catch (err) {
        if (!patient || attempt >= 8 || !/answered 503/.test(err.message)) throw err;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  const out = [];
  for (let i = 0; i < n; i += batch) {
    const people = await Promise.all(
      Array.from({ length: Math.min(batch, n - i) }, async (_, k) => {
        const j = i + k;
        const username = `bench-load-${run}-${j}`;
        const { cookie } = await persistently(async (attempt) => {
          if (attempt > 1) {
            const signedIn = await post(gw, '/api/login', { username, password: PASSWORD }).catch(() => null);
            if (signedIn) return signedIn;
          }
          return post(gw, '/api/register', {
            username,
            password: PASSWORD,
            firstName: 'Load',
            lastName: `Learner ${j}`,
            email: `${username}@bench.canopy.example`,
          });
        });
        await persistently(() =>
          post(gw, '/api/enrollments', { courseId: courseIds[j % courseIds.length] }, cookie).catch((err) => {
            // A repeat after a lost answer: already enrolled is what was wanted.
            if (/answered 409/.test(err.message)) return null;
            throw err;
          }),
        );
        return { username, cookie };
      }),
    );
    out.push(...people);
  }
  return out;
}

/**
 * The mix as autocannon requests: one cycle per connection (reads of several courses, then one sign-in, about 1
 * request in 13), each connection a learner of `people` starting at its own point of the cycle. Up to ten
 * unexpected answers are kept in `samples`.
 */
export function mixedRequests(gw, people, ids, hasOutline, samples) {
  // One cycle per connection: reads of several courses, then one sign-in (about 1 request in 13).
  const cycle = [];
  for (let i = 0; i < 4; i++) {
    cycle.push({ path: '/api/courses' });
    cycle.push({ path: `/api/courses/${ids[i % ids.length]}`, course: true });
    if (hasOutline) cycle.push({ path: `/api/courses/${ids[i % ids.length]}/outline`, signedIn: true });
    cycle.push({ path: '/api/enrollments', signedIn: true });
  }
  cycle.push({ path: '/api/login', signIn: true });
  let next = 0;
  const requests = [
    {
      method: 'GET',
      path: '/api/courses',
      // Runs before every request of a connection; `context` is that connection's own.
      setupRequest(req, context) {
        if (context.person === undefined) {
          context.person = people[next % people.length];
          context.step = (next * 7) % cycle.length;
          next++;
        }
        const c = cycle[context.step++ % cycle.length];
        context.path = c.path;
        if (c.signIn) {
          return {
            ...req,
            method: 'POST',
            path: c.path,
            headers: { 'content-type': 'application/json', origin: new URL(gw).origin },
            body: JSON.stringify({ username: context.person.username, password: PASSWORD }),
          };
        }
        return {
          ...req,
          method: 'GET',
          path: c.path,
          headers: c.signedIn ? { cookie: context.person.cookie } : {},
          body: undefined,
        };
      },
      // Keeps a few unexpected answers so that a missed target says what went wrong.
      onResponse(status, body, context) {
        if ((status < 200 || status >= 300) && samples.length < 10)
          samples.push({ status, path: context.path, body: String(body ?? '').slice(0, 300) });
      },
    },
  ];
  return { cycle, requests };
}

export async function loadScenario({ opts, root, log }, engine) {
  const spec = await prepareEngine(opts, engine, 'load');
  const notes = [];
  const { connections, duration } = opts.load;
  try {
    const canopy = await startCanopy({
      root,
      ...spec,
      secrets: newSecrets(),
      env: { RATE_LIMIT_LOGIN_PER_IP: '1000000', RATE_LIMIT_REGISTER_PER_IP: '1000000' },
    });
    try {
      const gw = canopy.urls.gateway;
      const list = await getJson(`${gw}/api/courses`);
      const ids = (Array.isArray(list) ? list : (list.items ?? [])).map((c) => c.id);
      const hasOutline = await outlineAvailable(gw, ids[0]);
      if (!hasOutline)
        notes.push('load scenario: the outline is not part of the mix (GET /api/courses/{id}/outline: 404)');
      log(`  [${spec.label}] registering and enrolling ${connections} learners`);
      const people = await learners(gw, connections, ids, process.pid);

      const samples = [];
      const { cycle, requests } = mixedRequests(gw, people, ids, hasOutline, samples);
      log(`  [${spec.label}] ${connections} connections × ${duration} s, cycle of ${cycle.length} requests`);
      const result = await measure({
        url: gw,
        requests,
        connections,
        duration,
        warmup: 0,
        timeout: 10,
        serverPids: [canopy.pid, ...(await spec.backendPids())],
      });
      log(
        `    ${result.rps.toFixed(0)} req/s, p50 ${result.p50?.toFixed(2)} ms, p99 ${result.p99?.toFixed(2)} ms, ` +
          `errors ${result.errors} (timeouts ${result.timeouts}), unexpected ${result.unexpected}: ${JSON.stringify(result.statuses)}`,
      );
      for (const u of samples) log(`      ${u.status} ${u.path}: ${u.body}`);
      return {
        engine,
        label: spec.label,
        cycle: cycle.map((c) => `${c.signIn ? 'POST' : 'GET'} ${c.path}${c.signedIn ? ' (signed in)' : ''}`),
        result,
        unexpectedSamples: samples,
        notes,
      };
    } finally {
      await canopy.stop();
    }
  } finally {
    await spec.cleanup();
  }
}
