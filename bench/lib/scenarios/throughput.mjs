// Side by side on one engine: the anonymous catalogue reads and the signed-in reads, each measured on the
// bare-Node limit (anonymous only: it serves Canopy's exact bytes), the Express monolith, Canopy through the
// gateway and Canopy straight to the owning service. One server is measured at a time; the bare-Node limit runs
// beside Canopy and is measured in turns with the gateway (two turns of half the duration each), serving Canopy's
// body with its Content-Type and, for reference, the answer as sent (the gateway's head included).
import { randomBytes } from 'node:crypto';
import { startBare, startMonolith } from '../anchors.mjs';
import {
  catalogPaging,
  claimsOf,
  getJson,
  getRaw,
  outlineAvailable,
  signIdentityToken,
  signIn,
} from '../canopy-api.mjs';
import { prepareEngine, engineName } from '../engines.mjs';
import { jsonDifference } from '../json-difference.mjs';
import { startCanopy } from '../launcher.mjs';
import { measure, mergeMeasurements, warmUp } from '../load.mjs';

export const newSecrets = () => ({
  sessionSecret: randomBytes(32).toString('hex'),
});

/** The endpoints of both scenarios for this platform state; `available: false` ones are reported, not measured. */
function endpoints({ courseId, enrolledId, hasOutline, user, quick }) {
  const anonymous = [
    { name: 'catalogue', path: '/api/courses', service: 'course' },
    { name: 'categories', path: '/api/categories', service: 'course', full: true },
    { name: 'course detail', path: `/api/courses/${courseId}`, service: 'course', full: true },
    {
      name: 'outline',
      path: `/api/courses/${courseId}/outline`,
      service: 'course',
      available: hasOutline,
      full: true,
    },
  ];
  const signedIn = [
    { name: 'enrollments', path: '/api/enrollments', service: 'course' },
    { name: 'progress', path: `/api/courses/${enrolledId}/progress`, service: 'course', full: true },
    {
      name: 'outline + completions',
      path: `/api/courses/${enrolledId}/outline`,
      service: 'course',
      available: hasOutline,
      full: true,
    },
    // The gateway answers /api/user itself; its direct counterpart is the identity read it refreshes from, and
    // the bare-Node server serves its bytes too (its target is a share of that limit).
    {
      name: 'user',
      path: '/api/user',
      service: 'identity',
      directPath: `/internal/users/${user.id}`,
      bare: true,
      full: true,
    },
  ];
  // The quick smoke keeps one read of each kind: the catalogue and the enrollments.
  const pick = (list) => list.filter((e) => !quick || !e.full);
  return { anonymous: pick(anonymous), signedIn: pick(signedIn) };
}

const ms = (v) => (v === null || v === undefined ? '-' : `${v.toFixed(2)} ms`);
const live = (list) => list.filter((e) => e.available !== false);

export async function throughputScenario(ctx, engine) {
  const { opts, root, log } = ctx;
  const spec = await prepareEngine(opts, engine, 'tp');
  const rows = [];
  const notes = [];
  const info = { engine, label: spec.label };
  const base = { connections: opts.connections, duration: opts.duration, warmup: opts.warmup };
  const pids = async (server) => [server.pid, ...(await spec.backendPids())];
  const record = (scenario, ep, via, m, extra = {}) => {
    rows.push({ group: scenario, engine, endpoint: ep.name, path: ep.path, via, ...m, ...extra });
    log(
      `    ${engineName(engine).padEnd(10)} ${scenario.padEnd(10)} ${ep.name.padEnd(22)} ${via.padEnd(9)} ` +
        `${m.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(m.p50)}  p99 ${ms(m.p99)}` +
        (m.errors || m.unexpected ? `  errors ${m.errors} unexpected ${m.unexpected}` : '') +
        (m.cpu?.otherCpuPct >= 5 ? `  (other processes used ${m.cpu.otherCpuPct}% of the CPU)` : ''),
    );
  };
  try {
    log(`  [${spec.label}] starting Canopy (fresh data, demo content)`);
    const canopy = await startCanopy({ root, ...spec, secrets: newSecrets() });
    info.canopyStartMs = Math.round(canopy.readyMs);
    const gw = canopy.urls.gateway;
    const captured = {};
    const canopyBodies = {};
    let eps;
    let bare;
    try {
      const { user, cookie } = await signIn(gw);
      const list = await getJson(`${gw}/api/courses`);
      const courses = Array.isArray(list) ? list : (list.items ?? list.courses ?? []);
      const courseId = courses[0]?.id;
      if (!courseId) throw new Error('the catalogue is empty: demo content missing?');
      const enrolled = await getJson(`${gw}/api/enrollments`, { cookie });
      const enrolledId = enrolled[0]?.courseId ?? courseId;
      const hasOutline = await outlineAvailable(gw, courseId);
      info.outline = hasOutline;
      info.paging = await catalogPaging(gw);
      info.catalogueCourses = courses.length;
      if (!hasOutline)
        notes.push(`GET /api/courses/{id}/outline: not available (404) on ${engineName(engine)}`);
      eps = endpoints({ courseId, enrolledId, hasOutline, user, quick: opts.quick });

      // Signed with the gateway's key, which the launcher made in its DATA_DIR.
      const gatewayKey = canopy.keys.gateway[0];
      const anonToken = await signIdentityToken(gatewayKey, { user: null });
      const userToken = await signIdentityToken(gatewayKey, claimsOf(user));
      const serviceTokens = new Map();
      const serviceTokenFor = async (service) => {
        if (!serviceTokens.has(service))
          serviceTokens.set(
            service,
            await signIdentityToken(gatewayKey, { user: null, service: 'gateway' }, { audience: service }),
          );
        return serviceTokens.get(service);
      };

      for (const ep of live(eps.anonymous)) {
        // The second answer: the one a visitor gets while the first is kept (a micro-cache hit, with its Age).
        await getRaw(`${gw}${ep.path}`);
        const r = await getRaw(`${gw}${ep.path}`);
        if (r.status !== 200) throw new Error(`GET ${ep.path} through the gateway answered ${r.status}`);
        captured[ep.path] = r;
        canopyBodies[`anon ${ep.path}`] = JSON.parse(r.body.toString());
      }
      for (const ep of live(eps.signedIn)) {
        const r = await getRaw(`${gw}${ep.path}`, { cookie });
        if (r.status !== 200) throw new Error(`GET ${ep.path} through the gateway answered ${r.status}`);
        if (ep.bare) captured[ep.path] = r;
        canopyBodies[`user ${ep.path}`] = JSON.parse(r.body.toString());
      }

      // The bare-Node limit runs beside Canopy (each idle while the other is measured) and the two are measured
      // in turns: a shared machine's speed drifts over minutes, and a share of the limit must compare like with like.
      log(`  [${spec.label}] bare-Node limit serving Canopy's bytes, in turns with the gateway`);
      bare = await startBare(captured, spec.dataDir);
      await warmUp(
        Object.keys(captured).map((p) => ({ url: `${bare.url}${p}` })),
        opts.serverWarmup,
      );
      log(`  [${spec.label}] Canopy through the gateway and direct to the service`);
      await warmUp(
        [
          ...live(eps.anonymous).map((ep) => ({ url: `${gw}${ep.path}` })),
          ...live(eps.signedIn).map((ep) => ({ url: `${gw}${ep.path}`, headers: { cookie } })),
        ],
        opts.serverWarmup,
      );
      const inTurns = async (path, headers = {}) => {
        const turns = opts.quick ? 1 : 2;
        const turn = { ...base, duration: Math.max(1, base.duration / turns), keepLatencies: true, headers };
        const runs = { bare: [], 'bare-as-sent': [], gateway: [] };
        const bareAt = (p) => ({ ...turn, headers: {}, serverPids: [bare.pid], url: `${bare.url}${p}` });
        for (let i = 0; i < turns; i++) {
          runs.bare.push(await measure(bareAt(path)));
          runs['bare-as-sent'].push(await measure(bareAt(`/as-sent${path}`)));
          runs.gateway.push(await measure({ ...turn, serverPids: await pids(canopy), url: `${gw}${path}` }));
        }
        const merged = ([k, list]) => {
          const { latencies: _l, ...m } = mergeMeasurements(list);
          return [k, m];
        };
        return Object.fromEntries(Object.entries(runs).map(merged));
      };
      for (const ep of live(eps.anonymous)) {
        const all = await inTurns(ep.path);
        record('anonymous', ep, 'bare', all.bare);
        record('anonymous', ep, 'bare-as-sent', all['bare-as-sent']);
        record('anonymous', ep, 'gateway', all.gateway, { bytes: captured[ep.path].body.length });
        record(
          'anonymous',
          ep,
          'direct',
          await measure({
            ...base,
            serverPids: await pids(canopy),
            url: `${canopy.urls[ep.service]}${ep.path}`,
            headers: { 'x-canopy-identity': anonToken },
          }),
        );
      }
      for (const ep of live(eps.signedIn)) {
        if (ep.bare) {
          const all = await inTurns(ep.path, { cookie });
          record('signed-in', ep, 'bare', all.bare);
          record('signed-in', ep, 'bare-as-sent', all['bare-as-sent']);
          record('signed-in', ep, 'gateway', all.gateway);
        } else {
          record(
            'signed-in',
            ep,
            'gateway',
            await measure({
              ...base,
              serverPids: await pids(canopy),
              url: `${gw}${ep.path}`,
              headers: { cookie },
            }),
          );
        }
        const direct = ep.directPath
          ? { url: `${canopy.urls[ep.service]}${ep.directPath}`, token: await serviceTokenFor(ep.service) }
          : { url: `${canopy.urls[ep.service]}${ep.path}`, token: userToken };
        record(
          'signed-in',
          ep,
          'direct',
          await measure({
            ...base,
            serverPids: await pids(canopy),
            url: direct.url,
            headers: { 'x-canopy-identity': direct.token },
          }),
          ep.directPath ? { directPath: ep.directPath } : {},
        );
      }
    } finally {
      await bare?.stop();
      await canopy.stop();
    }

    log(`  [${spec.label}] Express + ${engineName(engine)} monolith on the same data`);
    const mono = await startMonolith(spec);
    try {
      const { cookie } = await signIn(mono.url);
      await warmUp(
        [
          ...live(eps.anonymous).map((ep) => ({ url: `${mono.url}${ep.path}` })),
          ...live(eps.signedIn).map((ep) => ({ url: `${mono.url}${ep.path}`, headers: { cookie } })),
        ],
        opts.serverWarmup,
      );
      for (const ep of live(eps.anonymous)) {
        const difference = jsonDifference(
          await getJson(`${mono.url}${ep.path}`),
          canopyBodies[`anon ${ep.path}`],
        );
        record(
          'anonymous',
          ep,
          'monolith',
          await measure({ ...base, serverPids: await pids(mono), url: `${mono.url}${ep.path}` }),
          { sameBodyAsCanopy: difference === null, bodyDifference: difference },
        );
      }
      for (const ep of live(eps.signedIn)) {
        const difference = jsonDifference(
          await getJson(`${mono.url}${ep.path}`, { cookie }),
          canopyBodies[`user ${ep.path}`],
        );
        record(
          'signed-in',
          ep,
          'monolith',
          await measure({
            ...base,
            serverPids: await pids(mono),
            url: `${mono.url}${ep.path}`,
            headers: { cookie },
          }),
          { sameBodyAsCanopy: difference === null, bodyDifference: difference },
        );
      }
    } finally {
      await mono.stop();
    }
  } finally {
    await spec.cleanup();
  }
  return { rows, notes, info };
}
