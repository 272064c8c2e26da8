/**
 * A platform of the test's own (the built launcher, in a child process, with a fresh data folder, its own
 * embedded PostgreSQL on a free port, and demo accounts), for journeys that need settings the shared platform does not have: a stand-in AI endpoint, or the
 * fetcher allowed to reach stand-in pages on this machine. It serves this repository's built front ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const launcherMain = process.env.E2E_LAUNCHER ?? path.join(repoRoot, 'infra', 'launcher', 'dist', 'main.js');

export interface OwnPlatform {
  url: string;
  stop(): Promise<void>;
}

/** Starts the launcher with `env` on top of a minimal environment, and waits until the gateway is healthy. */
export async function startOwnPlatform(
  env: Record<string, string>,
  timeoutMs = 300_000,
): Promise<OwnPlatform> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'canopy-e2e-own-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let log = '';
  // Only what this platform needs: never the developer's DATABASE_URL or REDIS_URL (it would share their data).
  const child: ChildProcess = spawn(process.execPath, [launcherMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmp,
      PORT: String(port),
      // 0: the launcher picks free ports for the services.
      IDENTITY_PORT: '0',
      COURSE_PORT: '0',
      FORUM_PORT: '0',
      LIVE_SESSION_PORT: '0',
      CONTENT_PORT: '0',
      DATA_DIR: path.join(tmp, 'data'),
      STATIC_DIR: repoRoot,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c));
  child.stderr?.on('data', (c: Buffer) => (log += c));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // The platform's PostgreSQL may still be writing its last files as it exits.
    await rm(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };

  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the test's platform exited (${child.exitCode}):\n${log}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`the test's platform did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, stop };
}
