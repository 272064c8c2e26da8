import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { platformServices } from '@canopy/contracts';
import { findRepoRoot } from '@canopy/gateway';
import { portsVariableOf } from '../src/cluster/cluster-config';
import { clusterRun, missingEngines, type ClusterRun } from './cluster-engines';

/**
 * `npm run cluster`'s command itself (the built dist/cluster-main.js, one instance of each service and two
 * gateways): it prints where every process is once all are ready, every one of them answers, and SIGINT
 * (Ctrl-C) stops them all and the command exits 0.
 */

const missing = await missingEngines();
const entry = path.join(findRepoRoot(), 'infra', 'launcher', 'dist', 'cluster-main.js');
let run: ClusterRun | undefined;

afterAll(async () => {
  await run?.cleanup();
}, 60_000);

describe.skipIf(missing.length > 0)('npm run cluster', () => {
  it('prints every URL once all processes are ready, and stops them all on Ctrl-C', async () => {
    // One instance of each service is enough for the command's own work (the journeys run two of each).
    run = await clusterRun(
      'command',
      Object.fromEntries(platformServices.map((s) => [portsVariableOf(s), '0'])),
    );
    const child = spawn(process.execPath, [entry], { env: run.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    for (const deadline = Date.now() + 180_000; !output.includes('Ctrl-C stops');) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no banner:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const gateways = [...output.matchAll(/gateway-\d (http:\/\/127\.0\.0\.1:\d+)/g)].map((m) => m[1]!);
    const ports = [...output.matchAll(/:(\d+) \(pid (\d+)\)/g)].map((m) => ({
      port: m[1]!,
      pid: Number(m[2]),
    }));
    expect(gateways).toHaveLength(2);
    expect(ports).toHaveLength(platformServices.length);
    expect(output).toContain(`${run.databasePrefix}identity`);
    expect(output).not.toMatch(/postgres:\/\/[^ ]*@/);
    for (const url of [...gateways, ...ports.map((p) => `http://127.0.0.1:${p.port}`)]) {
      expect((await fetch(`${url}/healthz`)).status, url).toBe(200);
    }
    const ready = await (await fetch(`${gateways[0]}/readyz`)).json();
    expect(ready).toMatchObject({ status: 'ready', sessions: 'redis' });

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const { pid } of ports) expect(() => process.kill(pid, 0), `pid ${pid}`).toThrow();
    for (const url of gateways) await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 240_000);
});

if (missing.length) console.warn(`npm run cluster test skipped: ${missing.join(', ')} not reachable`);
