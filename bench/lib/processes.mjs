// Child processes of the benchmark: every server runs in its own process so that the load generator (this
// process) never shares an event loop with what it measures. Helpers to start, wait for, measure and stop them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** A free TCP port on the loopback interface (asked from the kernel, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node script args...` with `env` laid over ours. The last 64 KB of its output are kept so that a crash
 * can say why; `onStdout` also receives stdout.
 */
export function spawnNode(script, { args = [], env = {}, name = script, onStdout } = {}) {
  // An undefined value removes an inherited variable (e.g. DATABASE_URL for the embedded scenario).
  const merged = { ...process.env, ...env };
  for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
  const child = spawn(process.execPath, [script, ...args], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The tail of both streams (services log to stdout, crashes go to stderr), kept to explain a failure.
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (d) => {
      output = (output + d).slice(-65_536);
    });
  }
  if (onStdout) child.stdout.on('data', onStdout);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    pid: child.pid,
    exited,
    output: () => output,
    /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls `url` until it answers 2xx. Fails early when `proc` exits (with its stderr), or after `timeoutMs`.
 * Resolves with the milliseconds waited.
 */
export async function waitForHttp(url, { proc, timeoutMs = 180_000, intervalMs = 50 } = {}) {
  const start = performance.now();
  let died = null;
  proc?.exited.then((r) => (died = r));
  for (;;) {
    if (died) {
      throw new Error(
        `${proc.name} exited (code ${died.code}, signal ${died.signal}) before ${url} answered:\n${proc.output().slice(-4000)}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return performance.now() - start;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - start > timeoutMs) {
      const said = proc?.output().slice(-4000);
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${url}${said ? `; ${proc.name} said:\n${said}` : ''}`,
      );
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Resident and peak resident memory of a process in MB, from /proc (Linux). Null where /proc is missing. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
