import { waitForPort } from './wait-for-port';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { freePort } from './free-port';

/** Where a test's usage limits are counted: in process always, in Redis too when TEST_REDIS_URL is set. */
export type TestLimitEngine = 'memory' | 'redis';

export function testLimitEngines(): TestLimitEngine[] {
  return process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];
}

/** A key prefix no other test uses, so counters of tests sharing the machine's Redis never mix. */
export function testRedisPrefix(): string {
  return `canopy-test:${randomBytes(6).toString('hex')}:`;
}

/** The environment that counts a service's limits on `engine` (Redis: TEST_REDIS_URL under `prefix`). */
export function limitEngineEnv(engine: TestLimitEngine, prefix: string): Record<string, string> {
  if (engine === 'memory') return {};
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  return { REDIS_URL: url, REDIS_KEY_PREFIX: prefix };
}

const REDIS_SERVER =
  process.env.REDIS_SERVER_BIN ?? ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);

/** Whether a test may start a Redis of its own. */
export const canStartRedisServer = Boolean(REDIS_SERVER);

export interface ThrowawayRedis {
  url: string;
  /** Kills the server (SIGKILL: Redis gone at once, as when its machine dies). */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is persisted). */
  start(): Promise<void>;
}

/** A `redis-server` of the test's own, without persistence (a test that stops Redis must not stop the machine's). */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server not found (set REDIS_SERVER_BIN)');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'];
    child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    await waitForPort('redis-server', port, true);
  };
  const stop = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
    await waitForPort('redis-server', port, false);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

/** A server that accepts connections and never answers: a Redis that hangs (a stuck or black-holed one). */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
