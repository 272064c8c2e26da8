import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface NodeProcessOptions {
  /** `identity-1`, `gateway-2`: the log file's name and how messages name it. */
  name: string;
  /** The built entry point (`services/identity/dist/main.js`). */
  entry: string;
  env: Record<string, string | undefined>;
  /** Its stdout and stderr go to `<logDir>/<name>.log` (appended: a restart keeps the earlier run's lines). */
  logDir: string;
  port: number;
}

/** One process of the cluster: a service instance or a gateway, started with `node <entry>`. */
export interface NodeProcess {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly logFile: string;
  readonly pid: number | undefined;
  /** Whether it is still running. */
  readonly running: boolean;
  /** Resolves with its exit code (or signal) once it has exited, however it ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Polls `/readyz` until it answers 200; rejects if the process exits first or `timeoutMs` passes. */
  waitReady(timeoutMs: number): Promise<void>;
  /** SIGKILL: gone at once, as when its machine dies (tests). */
  kill(): Promise<void>;
  /** SIGTERM (the process drains), then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines of its log, for an error message. */
  logTail(lines?: number): string;
}

export function startNodeProcess(opts: NodeProcessOptions): NodeProcess {
  mkdirSync(opts.logDir, { recursive: true });
  const logFile = path.join(opts.logDir, `${opts.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`--- ${new Date().toISOString()} node ${opts.entry} (port ${opts.port})\n`);
  const child: ChildProcess = spawn(process.execPath, [opts.entry], {
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      log.end(`--- exited (${signal ?? `code ${code}`})\n`);
      resolve({ code, signal });
    });
    // A failed spawn (no such file) emits error, then exit may never come.
    child.once('error', (err) => {
      log.end(`--- could not start: ${err.message}\n`);
      resolve({ code: null, signal: null });
    });
  });
  let done = false;
  void exited.then(() => (done = true));
  const url = `http://127.0.0.1:${opts.port}`;

  async function signal(sig: NodeJS.Signals, graceMs: number) {
    if (done) return;
    child.kill(sig);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  return {
    name: opts.name,
    port: opts.port,
    url,
    logFile,
    pid: child.pid,
    get running() {
      return !done;
    },
    exited,
    async waitReady(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (done) {
          throw new Error(`${opts.name} exited before it was ready; its log:\n${this.logTail()}`);
        }
        try {
          const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
          await res.body?.cancel();
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) {
          throw new Error(`${opts.name} was not ready within ${timeoutMs} ms; its log:\n${this.logTail()}`);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    kill: () => signal('SIGKILL', 0),
    stop: (graceMs = 15_000) => signal('SIGTERM', graceMs),
    logTail(lines = 20) {
      try {
        return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '(no log)';
      }
    },
  };
}
