// The embedded engine: a native PostgreSQL server from @canopy/embedded-db (the launcher's own library, with its
// small-machine settings), started by the benchmark in a scenario's data folder so that Canopy and the monolith
// read the very same server, one after the other. Also finds the processes of a cluster (the launcher's or ours)
// so that their CPU and memory count with the server they work for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { processTree } from './processes.mjs';

let lib;
/** @canopy/embedded-db is TypeScript source (its package exports src/index.ts): loaded through tsx. */
async function embeddedDb() {
  lib ??= await tsImport('@canopy/embedded-db', import.meta.url);
  return lib;
}

/** Servers this process started, stopped on exit even after a crash (postgres would outlive us otherwise). */
const running = new Set();
process.once('exit', () => {
  for (const pid of running)
    try {
      process.kill(pid, 'SIGINT'); // PostgreSQL's fast shutdown
    } catch {
      // already gone
    }
});

/** The postmaster's pid and port from the cluster's lock file, or null when no server holds it. */
export function postmasterOf(clusterDir) {
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    process.kill(pid, 0);
    return { pid, port: Number(lines[3]) };
  } catch {
    return null;
  }
}

/** The postmaster of `clusterDir` and every process it forked (backends, checkpointer, WAL writer, ...). */
export function clusterPids(clusterDir) {
  const pm = postmasterOf(clusterDir);
  return pm ? processTree(pm.pid) : [];
}

/**
 * Starts (initialising) a server in `clusterDir` with the launcher's settings and creates one database per name.
 * Answers { port, urls: { name: url }, pids(), stop() }.
 */
export async function startBenchPostgres(clusterDir, names) {
  const { startEmbeddedPostgres } = await embeddedDb();
  const server = await startEmbeddedPostgres({ clusterDir });
  const pm = postmasterOf(clusterDir);
  if (pm) running.add(pm.pid);
  try {
    const urls = {};
    for (const name of names) urls[name] = await server.ensureDatabase(name.replace(/-/g, '_'));
    return {
      port: server.port,
      majorVersion: server.majorVersion,
      urls,
      pids: () => clusterPids(clusterDir),
      async stop() {
        await server.stop();
        if (pm) running.delete(pm.pid);
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/**
 * The URLs of the identity, course and forum databases of a launcher's embedded cluster (DATA_DIR/postgres): on the
 * running server when the platform is up, else on a server started here until `close()`.
 */
export async function launcherDatabases(dataDir) {
  const clusterDir = path.join(path.resolve(dataDir), 'postgres');
  const pm = postmasterOf(clusterDir);
  if (!pm) {
    const server = await startBenchPostgres(clusterDir, ['identity', 'course', 'forum']);
    return { ...server.urls, close: () => server.stop() };
  }
  // The launcher's server: its user and password are those startEmbeddedPostgres keeps beside the cluster.
  const password = readFileSync(`${clusterDir}.secret`, 'utf8').trim();
  const url = (db) => `postgres://canopy:${encodeURIComponent(password)}@127.0.0.1:${pm.port}/${db}`;
  return { identity: url('identity'), course: url('course'), forum: url('forum'), close: async () => {} };
}
