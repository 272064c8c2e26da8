import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundledMajorVersion, startEmbeddedPostgres } from '@canopy/embedded-db';

/** Set by whoever started the test server first in this process tree (a global setup, or the first test file). */
export const TEST_POSTGRES_URL_VARIABLE = 'CANOPY_TEST_EMBEDDED_POSTGRES_URL';

let starting: Promise<string> | undefined;
let stopServer: (() => Promise<void>) | undefined;

/**
 * The embedded PostgreSQL server tests use when no TEST_DATABASE_URL names one: the platform's own embedded
 * engine, one per test process (or per run, when a global setup started it and left its URL in the
 * environment). Each test makes its own database in it. A cluster is initialised once per machine and major
 * version, as a template, and each server starts from a copy of it (initdb is most of a fresh start).
 */
export function testPostgresAdminUrl(): Promise<string> {
  const known = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (known) return Promise.resolve(known);
  return (starting ??= (async () => {
    const template = await clusterTemplate();
    const root = await mkdtemp(path.join(tmpdir(), 'canopy-test-postgres-'));
    const clusterDir = path.join(root, 'cluster');
    await promisify(execFile)('cp', ['-a', path.join(template, 'cluster'), clusterDir]);
    await promisify(execFile)('cp', ['-a', path.join(template, 'cluster.secret'), `${clusterDir}.secret`]);
    const server = await startEmbeddedPostgres({
      clusterDir,
      // Test files run side by side, each service with its pool: more connections than a launcher needs.
      settings: { max_connections: 300, fsync: 'off', full_page_writes: 'off' },
    });
    stopServer = async () => {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    };
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    const url = server.url('postgres');
    process.env[TEST_POSTGRES_URL_VARIABLE] = url;
    return url;
  })());
}

async function clusterTemplate(): Promise<string> {
  const home = path.join(tmpdir(), `canopy-test-postgres-${await bundledMajorVersion()}`);
  const template = path.join(home, 'template');
  if (existsSync(path.join(template, 'cluster', 'PG_VERSION'))) return template;
  await mkdir(home, { recursive: true });
  // Made aside (the cluster and its password file) and moved in place in one rename, so parallel test processes
  // never see half a template.
  const making = await mkdtemp(path.join(home, 'making-'));
  const server = await startEmbeddedPostgres({ clusterDir: path.join(making, 'cluster') });
  await server.stop();
  try {
    await rename(making, template);
  } catch {
    // Another process put its template in place first: use that one.
    await rm(making, { recursive: true, force: true });
  }
  return template;
}

/**
 * Vitest global setup (`globalSetup: ['@canopy/service-kit/testing/postgres-global-setup']` in effect): one server for
 * the whole run, started in vitest's own process, so every test process shares it and it stops when the run ends
 * even if a test process is killed.
 */
export async function startRunPostgres(): Promise<() => Promise<void>> {
  await testPostgresAdminUrl();
  return async () => {
    await stopServer?.();
    delete process.env[TEST_POSTGRES_URL_VARIABLE];
  };
}
