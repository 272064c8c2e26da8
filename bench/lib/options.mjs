// Command-line options of `npm run bench` and the durations they imply.
import { parseArgs } from 'node:util';

export const USAGE = `npm run bench [-- options]
  --quick            a smoke run (< ~90 s): short measurements, fewer endpoints; no growth, load or pages
  --duration=S       seconds per measurement (default 10; quick 1)
  --connections=N    connections of the side-by-side measurements (default 50)
  --only=LIST        scenarios to run, comma-separated: throughput,growth,startup,load,pages,realtime
  --engines=LIST     embedded,postgres (embedded: a native PostgreSQL the bench starts, as the launcher does without
                     DATABASE_URL; postgres needs TEST_DATABASE_URL; Redis is used when TEST_REDIS_URL is set)
  --out=FILE         where to write the JSON (default bench/results/latest.json)
Environment: TEST_DATABASE_URL, TEST_REDIS_URL (as npm test reads them).`;

/** The embedded default (a native PostgreSQL server) and TEST_DATABASE_URL's server. */
export const ENGINES = ['embedded', 'postgres'];

const ALL = ['throughput', 'growth', 'startup', 'load', 'pages', 'realtime'];

export function readOptions(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      engines: { type: 'string' },
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
  const scenarios = values.only ? list(values.only) : quick ? ['throughput', 'realtime'] : ALL;
  for (const s of scenarios)
    if (!ALL.includes(s)) throw new Error(`unknown scenario "${s}" (${ALL.join(', ')})`);
  const databaseUrl = env.TEST_DATABASE_URL || undefined;
  const redisUrl = env.TEST_REDIS_URL || undefined;
  const engines = values.engines ? list(values.engines) : ['embedded', ...(databaseUrl ? ['postgres'] : [])];
  for (const e of engines)
    if (!ENGINES.includes(e)) throw new Error(`unknown engine "${e}" (${ENGINES.join(', ')})`);
  if (engines.includes('postgres') && !databaseUrl)
    throw new Error('--engines=postgres needs TEST_DATABASE_URL');
  return {
    help: values.help,
    quick,
    scenarios,
    engines,
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
  };
}
