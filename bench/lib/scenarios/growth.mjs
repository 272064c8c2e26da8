// Growth: the same reads on demo data and then on the large generated data set (bench/seed-large.mjs: 100,000
// users, 10,000 courses, 100,000 lessons, 1,000,000 enrollments, 200,000 forum posts), through the gateway at 10
// connections; the figure is each read's p50 on large data over its p50 on demo data (target ≤ 2×). Seeded live
// on either engine (by default PostgreSQL alone when TEST_DATABASE_URL is set: databases of the run's own).
import path from 'node:path';
import { catalogPaging, getJson, signIn } from '../canopy-api.mjs';
import { engineName, prepareEngine } from '../engines.mjs';
import { startCanopy } from '../launcher.mjs';
import { measure } from '../load.mjs';
import { spawnNode } from '../processes.mjs';
import { FORUM_SEARCH_WORD } from '../seed-forum.mjs';
import { newSecrets } from './throughput.mjs';

async function seed(root, spec) {
  let out = '';
  const args = [
    ...['--course-url', spec.courseDbUrl, '--identity-url', spec.identityDbUrl],
    ...['--forum-url', spec.databaseUrls.forum, '--quiet'],
  ];
  const proc = spawnNode(path.join(root, 'bench', 'seed-large.mjs'), {
    name: 'seed-large',
    args,
    onStdout: (d) => (out += d),
  });
  const { code } = await proc.exited;
  if (code !== 0) throw new Error(`seed-large failed (${code}):\n${proc.output().slice(-4000)}`);
  return JSON.parse(out.trim().split('\n').at(-1));
}

async function measureAll(gw, cookie, endpoints, opts, serverPids) {
  const out = {};
  for (const ep of endpoints) {
    out[ep.name] = await measure({
      url: `${gw}${ep.path}`,
      headers: ep.signedIn ? { cookie } : {},
      connections: opts.growth.connections,
      duration: opts.growth.duration,
      warmup: 2,
      timeout: 30,
      serverPids,
    });
  }
  return out;
}

export async function growthScenario({ opts, root, log }, engine) {
  const spec = await prepareEngine(opts, engine, 'growth');
  const items = [];
  const notes = [];
  const secrets = newSecrets();
  try {
    // Without the gateway's one-second cache of visitors' reads: growth asks what the queries cost with more data,
    // and with it the anonymous rows would measure the cache (one upstream request a second per URL).
    const canopy = await startCanopy({ root, ...spec, secrets, env: { MICRO_CACHE_TTL_MS: '0' } });
    try {
      const gw = canopy.urls.gateway;
      const { cookie } = await signIn(gw);
      const list = await getJson(`${gw}/api/courses`);
      const courseId = (Array.isArray(list) ? list : (list.items ?? []))[0].id;
      const paging = await catalogPaging(gw);
      // The demo's general topic with the most discussions: the generated ones join the general topics.
      const topics = await getJson(`${gw}/api/forum-topics`);
      const topic = topics
        .filter((t) => t.courseId === null)
        .sort((a, b) => b.discussionCount - a.discussionCount || a.id - b.id)[0];
      const endpoints = [
        { name: 'catalogue (GET /api/courses as it is)', path: '/api/courses' },
        ...(paging.available
          ? [{ name: 'catalogue page (pageSize 48)', path: '/api/courses?page=1&pageSize=48' }]
          : []),
        { name: 'course detail', path: `/api/courses/${courseId}` },
        { name: 'enrollments (demo learner)', path: '/api/enrollments', signedIn: true },
        // The topic page reads the topic (its counts and recent activity) and its first page of discussions.
        { name: `forum topic (${topic.title})`, path: `/api/forum-topics/${topic.id}` },
        { name: 'forum topic page: its discussions', path: `/api/forum-topics/${topic.id}/discussions` },
        { name: `forum search "${FORUM_SEARCH_WORD}"`, path: `/api/discussions?search=${FORUM_SEARCH_WORD}` },
      ];
      if (!paging.available) {
        notes.push(
          `growth: catalogue paging (?page, ?pageSize ≤ 48, total) not available — measured the whole list GET /api/courses answers instead (${paging.shape})`,
        );
        items.push({
          engine,
          endpoint: 'catalogue page (pageSize 48)',
          note: 'not available: /api/courses has no ?page/?pageSize yet',
        });
      }
      log(`  [${spec.label}] demo data`);
      const demo = await measureAll(gw, cookie, endpoints, opts, [canopy.pid, ...(await spec.backendPids())]);
      log(`  [${spec.label}] seeding the large data set`);
      const seeded = await seed(root, spec);
      log(`    seeded in ${(seeded.ms / 1000).toFixed(1)} s: ${JSON.stringify(seeded.after)}`);
      const after = await getJson(`${gw}/api/courses`);
      const sizes = { catalogueCourses: Array.isArray(after) ? after.length : (after.total ?? null) };
      log(`  [${spec.label}] large data`);
      const large = await measureAll(gw, cookie, endpoints, opts, [
        canopy.pid,
        ...(await spec.backendPids()),
      ]);
      for (const ep of endpoints) {
        // With paging in place the target is the page; the whole list is shown for what it costs, untargeted.
        const info = ep.path === '/api/courses' && paging.available;
        items.push({
          engine,
          endpoint: ep.name,
          path: ep.path,
          demo: demo[ep.name],
          large: large[ep.name],
          info,
        });
        log(
          `    ${engineName(engine)} ${ep.name}: p50 ${demo[ep.name].p50?.toFixed(2)} → ${large[ep.name].p50?.toFixed(2)} ms, ` +
            `${demo[ep.name].rps.toFixed(0)} → ${large[ep.name].rps.toFixed(0)} req/s, ` +
            `${demo[ep.name].bytesPerResponse} → ${large[ep.name].bytesPerResponse} bytes`,
        );
      }
      return { engine, label: spec.label, seeded, sizes, paging, items, notes };
    } finally {
      await canopy.stop();
    }
  } finally {
    await spec.cleanup();
  }
}
