import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processRuns as alive } from '../src';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Who stops the server when its owner is signalled or exits (fixtures/signal-owner.ts, its own process group). */

const owner = path.join(import.meta.dirname, 'fixtures', 'signal-owner.ts');
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'canopy-postmaster-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function startOwner(mode: 'handles' | 'leaves' | 'exits') {
  const child = spawn(process.execPath, ['--import', 'tsx', owner, path.join(root, mode), mode], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += String(b)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (const deadline = Date.now() + 60_000; !output.includes('\n');) {
    if (Date.now() > deadline) throw new Error(`the owner printed nothing: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const { pid } = JSON.parse(output.split('\n')[0]!) as { pid: number };
  return { child, pid, exited, output: () => output };
}

async function gone(pid: number) {
  for (let waited = 0; alive(pid) && waited < 15_000; waited += 50)
    await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
}

describe('the embedded server and its owner', () => {
  it('detached, it does not hear a Ctrl-C to its owner’s group: the owner stops it when it is done', async () => {
    const run = await startOwner('handles');
    process.kill(-run.child.pid!, 'SIGINT');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('answered after the signal: 1');
    expect(await gone(run.pid)).toBe(true);
  });

  it('an owner with no signal handler of its own has its server stopped, and ends as the signal would', async () => {
    const run = await startOwner('leaves');
    process.kill(run.child.pid!, 'SIGTERM');
    expect(await run.exited).toBe(143);
    expect(await gone(run.pid)).toBe(true);
  });

  it('an owner that exits leaves no server running', async () => {
    const run = await startOwner('exits');
    expect(await run.exited).toBe(0);
    expect(await gone(run.pid)).toBe(true);
  });
});
