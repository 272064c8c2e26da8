// Child processes of the benchmark: every server runs in its own process so that the load generator (this
// process) never shares an event loop with what it measures. Helpers to start, wait for, measure and stop them.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
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
  const watchers = new Set();
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (d) => {
      output = (output + d).slice(-65_536);
      for (const w of watchers) w(d);
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
    /** Resolves true when the output shows `pattern`, false after `timeoutMs` or when the process exits. */
    waitForOutput(pattern, timeoutMs) {
      if (pattern.test(output)) return Promise.resolve(true);
      return new Promise((resolve) => {
        let seen = '';
        const done = (v) => {
          watchers.delete(watch);
          clearTimeout(timer);
          resolve(v);
        };
        const watch = (d) => {
          seen = (seen + d).slice(-4096);
          if (pattern.test(seen)) done(true);
        };
        watchers.add(watch);
        const timer = setTimeout(() => done(false), timeoutMs);
        exited.then(() => done(false));
      });
    },
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
 * One GET on a connection of its own that is destroyed after `timeoutMs` or the answer: never a pooled socket
 * left open. (The launcher holds its ports with placeholder listeners while it starts and frees them with
 * close(), which waits for every connection accepted meanwhile; a probe that stayed connected would stall it.)
 * Answers the status, or 0 when nothing answered.
 */
export function probe(url, timeoutMs) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.once('end', () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
    req.once('close', () => resolve(0));
  });
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
    const status = await probe(url, 1_000);
    if (status >= 200 && status < 300) return performance.now() - start;
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

/**
 * Memory of a group of processes in MB from /proc/<pid>/smaps_rollup (Linux): the sum of their proportional set
 * sizes (PSS: a page shared by n of them counts 1/n to each, so PostgreSQL's shared buffers count once) and of
 * their resident sizes (RSS: shared pages counted in each). Null where /proc is missing.
 */
export function memoryOfAll(pids) {
  let pssKb = 0;
  let rssKb = 0;
  let counted = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
      pssKb += kb('Pss');
      rssKb += kb('Rss');
      counted++;
    } catch {
      // exited meanwhile
    }
  }
  return counted ? { pssMb: pssKb / 1024, rssMb: rssKb / 1024, processes: counted } : null;
}

/** `rootPid` and every process descended from it, from /proc (Linux; [rootPid] elsewhere). */
export function processTree(rootPid) {
  const parentOf = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [rootPid];
  }
  for (const entry of entries) {
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the command name (field 2) may hold spaces, hence the ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, parent] of parentOf) if (parent === tree[i]) tree.push(pid);
  return tree;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
