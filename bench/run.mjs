// `npm run bench`: figures, not assertions. Runs each scenario against servers in child processes (Canopy's
// built launcher, a bare-Node server and an Express + SQL monolith), prints one table with req/s, p50, p99,
// errors and each figure against its target, and writes bench/results/latest.json. Exits non-zero only when a
// scenario crashes; a missed target is a figure. See bench/README.md.
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOptions, USAGE } from './lib/options.mjs';
import { noiseNote, renderSummary, renderTable, tableRows, writeJson } from './lib/report.mjs';
import { loadAverage } from './lib/cpu-noise.mjs';
import {
  judgeGrowth,
  judgeClusterLoad,
  judgeLoad,
  judgePages,
  judgeStartup,
  judgeThroughput,
  TARGETS,
} from './lib/targets.mjs';
import { throughputScenario } from './lib/scenarios/throughput.mjs';
import { growthScenario } from './lib/scenarios/growth.mjs';
import { startupScenario } from './lib/scenarios/startup.mjs';
import { loadScenario } from './lib/scenarios/load-mix.mjs';
import { pagesScenario } from './lib/scenarios/pages.mjs';
import { judgeRealtime, realtimeScenario } from './lib/scenarios/realtime.mjs';
import { clusterLoadScenario } from './lib/scenarios/cluster-load.mjs';
import { judgeQuizStorm, quizStormScenario } from './lib/scenarios/quiz-storm.mjs';
import { quizStormClusterScenario } from './lib/scenarios/quiz-storm-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (m) => console.error(m);

let opts;
try {
  opts = readOptions();
} catch (err) {
  console.error(`${err.message}\n\n${USAGE}`);
  process.exit(2);
}
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}

const started = new Date();
const results = {
  startedAt: started.toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: loadAverage(),
  },
  options: {
    ...opts,
    databaseUrl: opts.databaseUrl ? '(set)' : undefined,
    redisUrl: opts.redisUrl ? '(set)' : undefined,
  },
  // When each measured build was made: a launcher older than the front ends it serves is a mismatched build.
  builds: Object.fromEntries(
    [
      'infra/launcher/dist/main.js',
      'shell/dist/index.html',
      'mfe-learn/dist',
      'mfe-forum/dist',
      'mfe-studio/dist',
      'mfe-admin/dist',
    ].map((p) => {
      const f = path.join(root, p);
      return [p, existsSync(f) ? statSync(f).mtime.toISOString() : null];
    }),
  ),
  targets: TARGETS,
  throughput: [],
  notAvailable: [],
  checks: [],
  failures: [],
};
const ctx = { opts, root, log };
const wants = (s) => opts.scenarios.includes(s);

async function scenario(name, fn) {
  const t = performance.now();
  log(`\n== ${name}`);
  try {
    await fn();
    log(`== ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } catch (err) {
    log(`== ${name} CRASHED: ${err?.stack ?? err}`);
    results.failures.push({ scenario: name, error: String(err?.stack ?? err) });
  }
}

log(
  `Canopy benchmark: ${opts.quick ? 'quick smoke, ' : ''}engines ${opts.engines.join(' + ')}` +
    `${opts.engines.includes('postgres') ? (opts.redisUrl ? ' (Redis sessions)' : ' (memory sessions: TEST_REDIS_URL unset)') : opts.databaseUrl ? '' : ' (TEST_DATABASE_URL unset: PostgreSQL skipped)'}; ` +
    `scenarios ${opts.scenarios.join(', ')}; ${opts.connections} connections × ${opts.duration} s per row; ` +
    `load average ${results.machine.loadAverageAtStart.join(' ')}`,
);
if (!opts.databaseUrl) results.notAvailable.push('PostgreSQL + Redis scenarios: TEST_DATABASE_URL not set');

if (wants('throughput')) {
  for (const engine of opts.engines) {
    await scenario(`side by side (${engine})`, async () => {
      const t = await throughputScenario(ctx, engine);
      results.throughput.push(t);
      results.notAvailable.push(...t.notes);
      if (t.info.paging && !t.info.paging.available)
        results.notAvailable.push(
          `catalogue paging (?page, ?pageSize, total) on ${engine}: GET /api/courses?page=1&pageSize=12 answered ${t.info.paging.shape}`,
        );
    });
  }
  results.checks.push(...judgeThroughput(results.throughput.flatMap((t) => t.rows)));
}
if (wants('growth')) {
  results.growth = { runs: [], items: [] };
  for (const engine of opts.heavyEngines) {
    await scenario(`growth (${engine})`, async () => {
      const g = await growthScenario(ctx, engine);
      results.growth.runs.push(g);
      results.growth.items.push(...g.items);
      results.notAvailable.push(...g.notes);
    });
  }
  results.checks.push(...judgeGrowth(results.growth.items));
}
if (wants('startup')) {
  await scenario('memory and start time', async () => {
    results.startup = await startupScenario(ctx);
    results.startupChecks = judgeStartup(results.startup);
    results.checks.push(...results.startupChecks);
  });
}
if (wants('load')) {
  results.load = [];
  for (const engine of opts.engines) {
    await scenario(`load (${engine})`, async () => {
      const l = await loadScenario(ctx, engine);
      results.load.push(l);
      results.notAvailable.push(...l.notes);
      results.checks.push(...judgeLoad(l));
    });
  }
}
if (wants('pages')) {
  await scenario('pages', async () => {
    results.pages = await pagesScenario(ctx);
    results.notAvailable.push(...results.pages.notes);
    results.pageChecks = judgePages(results.pages);
    results.checks.push(...results.pageChecks);
  });
}

if (wants('realtime')) {
  results.realtime = [];
  for (const engine of opts.engines) {
    await scenario(`realtime (${engine})`, async () => {
      const r = await realtimeScenario(ctx, engine);
      results.realtime.push(r);
      results.notAvailable.push(...r.notes);
      results.checks.push(...judgeRealtime(r));
    });
  }
}
if (wants('quiz-storm')) {
  results.quizStorm = [];
  for (const engine of opts.heavyEngines) {
    await scenario(`quiz storm (${engine})`, async () => {
      const r = await quizStormScenario(ctx, engine);
      results.quizStorm.push(r);
      results.checks.push(...judgeQuizStorm(r));
    });
  }
}
if (wants('quiz-storm-cluster')) {
  results.quizStorm ??= [];
  await scenario('quiz storm on the cluster', async () => {
    const c = await quizStormClusterScenario(ctx);
    results.notAvailable.push(...c.notes);
    if (c.result) {
      results.quizStorm.push(c.result);
      results.checks.push(...judgeQuizStorm(c.result));
    }
  });
}
if (wants('cluster-load')) {
  await scenario('load on the cluster, one instance killed', async () => {
    const c = await clusterLoadScenario(ctx);
    results.notAvailable.push(...c.notes);
    if (c.result) {
      results.clusterLoad = c;
      results.checks.push(...judgeClusterLoad(c));
    }
  });
}

results.notAvailable = [...new Set(results.notAvailable)];
results.finishedAt = new Date().toISOString();
results.machine.loadAverageAtEnd = loadAverage();
results.seconds = Math.round((Date.now() - started.getTime()) / 1000);
results.table = tableRows(results);

console.log(
  `\nCanopy benchmark — ${results.machine.cpus} cores, ${results.machine.memoryGiB} GiB, Node ${process.version}; ` +
    `${opts.connections} connections × ${opts.duration} s per side-by-side row${opts.quick ? ' (quick)' : ''}\n`,
);
console.log(renderTable(results.table));
console.log(`\n${renderSummary(results.checks, results.notAvailable)}`);
const measuredRows = [
  ...results.throughput.flatMap((t) => t.rows),
  ...(results.growth?.items ?? []).flatMap((g) => [g.demo, g.large]).filter(Boolean),
  ...(results.load ?? []).map((l) => l.result),
];
const noise = noiseNote(measuredRows);
if (noise) console.log(`\n${noise}`);
const out = path.resolve(root, opts.out ?? 'bench/results/latest.json');
writeJson(out, results);
console.log(`\nWrote ${path.relative(root, out)} (${results.seconds} s).`);
if (results.failures.length) {
  console.error(
    `\n${results.failures.length} scenario(s) crashed: ${results.failures.map((f) => f.scenario).join(', ')}`,
  );
  process.exit(1);
}
