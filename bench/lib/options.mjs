// Command-line options of `npm run bench` and the durations they imply.
import { parseArgs } from 'node:util';

export const USAGE = `npm run bench [-- options]
  --quick            a smoke run (< ~90 s): short measurements, fewer endpoints; no growth, load or pages
  --duration=S       seconds per measurement (default 10; quick 1)
  --connections=N    connections of the side-by-side measurements (default 50)
  --only=LIST        scenarios to run, comma-separated: throughput,growth,startup,load,pages,realtime,quiz-storm, and
                     cluster-load and quiz-storm-cluster (only when named: npm run cluster's shape, needs
                     TEST_DATABASE_URL + TEST_REDIS_URL)
  --learners=N       quiz-storm: learners (default 3000 within 10 s + 60 s; quick 100 within 2 s + 8 s)
  --engines=LIST     embedded,postgres (growth and quiz-storm run on postgres alone when TEST_DATABASE_URL is set,
                     unless this names engines; embedded: a native PostgreSQL the bench starts, as the launcher does without
                     DATABASE_URL; postgres needs TEST_DATABASE_URL; Redis is used when TEST_REDIS_URL is set)
  --out=FILE         where to write the JSON (default bench/results/latest.json)
Environment: TEST_DATABASE_URL, TEST_REDIS_URL (as npm test reads them).`;

/** The embedded default (a native PostgreSQL server) and TEST_DATABASE_URL's server. */
export const ENGINES = ['embedded', 'postgres'];

const ALL = [
  'throughput',
  'growth',
  'startup',
  'load',
  'pages',
  'realtime',
  'quiz-storm',
  'cluster-load',
  'quiz-storm-cluster',
];
/** Run only when asked for (`--only=cluster-load`): it starts a dozen processes on the machine's engines. */
const ON_REQUEST = ['cluster-load', 'quiz-storm-cluster'];

export function readOptions(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      engines: { type: 'string' },
      learners: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const quick = values.quick;
  const list = (s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  const scenarios = values.only
    ? list(values.only)
    : quick
      ? ['throughput', 'realtime', 'quiz-storm']
      : ALL.filter((s) => !ON_REQUEST.includes(s));
  for (const s of scenarios)
    if (!ALL.includes(s)) throw new Error(`unknown scenario "${s}" (${ALL.join(', ')})`);
  const databaseUrl = env.TEST_DATABASE_URL || undefined;
  const redisUrl = env.TEST_REDIS_URL || undefined;
  const engines = values.engines ? list(values.engines) : ['embedded', ...(databaseUrl ? ['postgres'] : [])];
  for (const e of engines)
    if (!ENGINES.includes(e)) throw new Error(`unknown engine "${e}" (${ENGINES.join(', ')})`);
  if (engines.includes('postgres') && !databaseUrl)
    throw new Error('--engines=postgres needs TEST_DATABASE_URL');
  // Growth and the quiz storm, stated on PostgreSQL, take minutes each: one engine unless asked.
  const heavyEngines = values.engines ? engines : [databaseUrl ? 'postgres' : 'embedded'];
  const learners = Number(values.learners ?? (quick ? 100 : 3000));
  if (!Number.isInteger(learners) || learners < 1) throw new Error('--learners must be a whole number ≥ 1');
  return {
    help: values.help,
    quick,
    scenarios,
    engines,
    heavyEngines,
    databaseUrl,
    redisUrl,
    out: values.out,
    duration: Number(values.duration ?? (quick ? 1 : 10)),
    // Once per server (every endpoint it will serve), then the uncounted start of each measured row.
    serverWarmup: quick ? 1 : 5,
    warmup: quick ? 0.5 : 2,
    connections: Number(values.connections ?? 50),
    growth: { connections: 10, duration: Number(values.duration ?? 5) },
    load: { connections: 100, duration: 30 },
    storm: { learners, openWindowS: quick ? 2 : 10, submitWindowS: quick ? 8 : 60 },
  };
}
