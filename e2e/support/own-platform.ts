/**
 * A platform of the test's own (the built launcher, in a child process, with a data folder of its own, its own
 * embedded PostgreSQL on a free port, and demo accounts), for journeys that need settings the shared platform does
 * not have (a stand-in AI endpoint, the fetcher allowed to reach stand-in pages on this machine) or counts that start
 * from the demo data alone. It serves this repository's built front ends.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const launcherMain = process.env.E2E_LAUNCHER ?? path.join(repoRoot, 'infra', 'launcher', 'dist', 'main.js');

export interface OwnPlatform {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the launcher with `env` on top of a minimal environment, and waits until the gateway is healthy. Its data
 * folder is a copy of the run's template (below): the demo data exactly as a first start leaves it.
 */
export async function startOwnPlatform(
  env: Record<string, string>,
  timeoutMs = 300_000,
): Promise<OwnPlatform> {
  const template = await templateDataDir(timeoutMs);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'canopy-e2e-own-'));
  const removeTmp = () => rm(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  const dataDir = path.join(tmp, 'data');
  let platform: OwnPlatform;
  try {
    // cp -a, not fs.cp: the cluster's files belong to the user PostgreSQL runs as, and a copy must too.
    await promisify(execFile)('cp', ['-a', template, dataDir]);
    platform = await launch(dataDir, env, timeoutMs);
  } catch (err) {
    await removeTmp();
    throw err;
  }
  return {
    url: platform.url,
    async stop() {
      await platform.stop();
      // The platform's PostgreSQL may still be writing its last files as it exits.
      await removeTmp();
    },
  };
}

/**
 * A first start makes the database cluster, migrates five databases and seeds the demo data: about 12 CPU-seconds
 * on this two-core machine, and seventeen specs start a platform. The first of a run's workers to need one starts
 * a platform on the template folder (E2E_TEMPLATE_DIR, made by the config) and stops it; every platform then starts
 * on a copy, which is a restart of the same fresh demo state at about a third of the work. Nothing is asked of the
 * template platform between its start and its stop.
 */
async function templateDataDir(timeoutMs: number): Promise<string> {
  const root = process.env.E2E_TEMPLATE_DIR;
  if (!root) throw new Error('E2E_TEMPLATE_DIR is not set (e2e/playwright.config.ts sets it)');
  const dataDir = path.join(root, 'data');
  const ready = path.join(root, 'ready');
  const failed = path.join(root, 'failed');
  try {
    await mkdir(path.join(root, 'claimed'));
  } catch {
    // Another worker makes it: wait for its word.
    for (const until = Date.now() + timeoutMs; Date.now() < until; await sleep(250)) {
      if (existsSync(ready)) return dataDir;
      if (existsSync(failed)) throw new Error(await readFile(failed, 'utf8'));
    }
    throw new Error(`the run's template platform was not ready within ${timeoutMs} ms`);
  }
  try {
    const platform = await launch(dataDir, {}, timeoutMs);
    await platform.stop();
    // A PostgreSQL that did not shut down cleanly leaves its pid file: copies of that folder would start on it.
    if (existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')))
      throw new Error('the template platform did not stop its PostgreSQL cleanly');
    await writeFile(ready, '');
    return dataDir;
  } catch (err) {
    await writeFile(failed, `the run's template platform failed: ${String(err)}`);
    throw err;
  }
}

async function launch(dataDir: string, env: Record<string, string>, timeoutMs: number): Promise<OwnPlatform> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let log = '';
  // Only what this platform needs: never the developer's DATABASE_URL or REDIS_URL (it would share their data).
  const child: ChildProcess = spawn(process.execPath, [launcherMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      // 0: the launcher picks free ports for the services.
      IDENTITY_PORT: '0',
      COURSE_PORT: '0',
      FORUM_PORT: '0',
      LIVE_SESSION_PORT: '0',
      CONTENT_PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: repoRoot,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c));
  child.stderr?.on('data', (c: Buffer) => (log += c));

  // The launcher's own shutdown stops its embedded PostgreSQL, which leaves the data folder fit to copy.
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the test's platform exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`the test's platform did not start:\n${log}`);
    }
    await sleep(500);
  }
  return { url, stop };
}
