// One engine set-up per scenario: PGlite in a fresh temporary data folder with in-process sessions (the
// embedded default), or fresh canopy_bench_* PostgreSQL databases with sessions in Redis under our own prefix.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pidsNamed } from './cpu-noise.mjs';
import { createDatabases, deleteRedisKeys } from './databases.mjs';
import { SERVICES } from './launcher.mjs';

let seq = 0;

/** Answers what startCanopy and the monolith need, plus cleanup() that removes folders, databases and keys. */
export async function prepareEngine(opts, engine, scenario) {
  const run = `${process.pid}_${++seq}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `canopy-bench-${scenario}-`));
  const spec = { engine, dataDir, label: 'PGlite, memory sessions' };
  let dbs;
  if (engine === 'postgres') {
    dbs = await createDatabases(opts.databaseUrl, `${scenario}_${run}`, Object.keys(SERVICES));
    spec.databaseUrls = dbs.urls;
    spec.identityDbUrl = dbs.urls.identity;
    spec.courseDbUrl = dbs.urls.course;
    spec.label = 'PostgreSQL, memory sessions';
    if (opts.redisUrl) {
      spec.redisUrl = opts.redisUrl;
      spec.redisPrefix = `canopy_bench_${run}:`;
      spec.label = 'PostgreSQL, Redis sessions';
    }
  }
  /** The processes that work for the measured server besides itself: its PostgreSQL backends and Redis. */
  spec.backendPids = async () => {
    if (!dbs) return [];
    const c = new pg.Client({ connectionString: opts.databaseUrl });
    await c.connect();
    try {
      const { rows } = await c.query('select pid from pg_stat_activity where datname = any($1::text[])', [
        Object.values(dbs.urls).map((u) => new URL(u).pathname.slice(1)),
      ]);
      return [...rows.map((r) => r.pid), ...(spec.redisUrl ? pidsNamed(['redis-server']) : [])];
    } finally {
      await c.end();
    }
  };
  spec.cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbs) await dbs.drop();
    if (spec.redisPrefix) await deleteRedisKeys(spec.redisUrl, spec.redisPrefix);
  };
  return spec;
}

export const engineName = (engine) => (engine === 'postgres' ? 'PostgreSQL' : 'PGlite');
