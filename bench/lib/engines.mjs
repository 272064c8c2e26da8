// One engine set-up per scenario: the embedded default (a native PostgreSQL server from @canopy/embedded-db,
// started here in a fresh temporary data folder, with in-process sessions) or fresh canopy_bench_* databases on
// TEST_DATABASE_URL's server with sessions in Redis under our own prefix. Either way Canopy and the monolith are
// handed the same database URLs, so both peers read the same server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pidsNamed } from './cpu-noise.mjs';
import { createDatabases, deleteRedisKeys } from './databases.mjs';
import { startBenchPostgres } from './embedded-postgres.mjs';
import { SERVICES } from './launcher.mjs';

let seq = 0;

/**
 * Answers what startCanopy and the monolith need (databaseUrls, identityDbUrl, courseDbUrl, redisUrl), the
 * pids of the processes working for the server besides itself, and cleanup() that removes folders, databases,
 * keys and stops the embedded server.
 */
export async function prepareEngine(opts, engine, scenario, names = Object.keys(SERVICES)) {
  const run = `${process.pid}_${++seq}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `canopy-bench-${scenario}-`));
  const spec = { engine, dataDir };
  let dbs;
  let embedded;
  try {
    if (engine === 'postgres') {
      dbs = await createDatabases(opts.databaseUrl, `${scenario}_${run}`, names);
      spec.databaseUrls = dbs.urls;
      spec.label = 'PostgreSQL, memory sessions';
      if (opts.redisUrl) {
        spec.redisUrl = opts.redisUrl;
        spec.redisPrefix = `canopy_bench_${run}:`;
        spec.label = 'PostgreSQL, Redis sessions';
      }
    } else {
      // Where the launcher would keep its own (DATA_DIR/postgres); given URLs, it starts none of its own.
      embedded = await startBenchPostgres(path.join(dataDir, 'postgres'), names);
      spec.databaseUrls = embedded.urls;
      spec.label = `embedded PostgreSQL ${embedded.majorVersion}, memory sessions`;
    }
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  spec.identityDbUrl = spec.databaseUrls.identity;
  spec.courseDbUrl = spec.databaseUrls.course;
  /** The processes that work for the measured server besides itself: its PostgreSQL processes and Redis. */
  spec.backendPids = async () => {
    if (embedded) return embedded.pids();
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
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbs) await dbs.drop();
    if (spec.redisPrefix) await deleteRedisKeys(spec.redisUrl, spec.redisPrefix);
  };
  return spec;
}

export const engineName = (engine) => (engine === 'postgres' ? 'PostgreSQL' : 'Embedded');
