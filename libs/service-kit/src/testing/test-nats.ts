import { waitForPort } from './wait-for-port';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { natsNames } from '../events/nats-names';
import { freePort } from './free-port';

/** The event engines a test runs on: the in-process bus always, JetStream too when TEST_NATS_URL is set. */
export type TestEventEngine = 'in-process' | 'nats';

export function testEventEngines(): TestEventEngine[] {
  return process.env.TEST_NATS_URL ? ['in-process', 'nats'] : ['in-process'];
}

/** A prefix no other test run uses, so streams and consumers never mix (see `dropNatsPrefix`). */
export function testNatsPrefix(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

/** The environment that puts a service on `engine` (JetStream: TEST_NATS_URL under the given prefix). */
export function eventEngineEnv(engine: TestEventEngine, prefix: string): Record<string, string> {
  if (engine === 'in-process') return {};
  const url = process.env.TEST_NATS_URL;
  if (!url) throw new Error('TEST_NATS_URL is not set');
  return { NATS_URL: url, NATS_PREFIX: prefix };
}

/** Deletes the streams (and so the consumers) a test made under `prefix`. */
export async function dropNatsPrefix(url: string, prefix: string): Promise<void> {
  const nc = await connect({ servers: url, timeout: 2_000 });
  try {
    const jsm = await jetstreamManager(nc);
    const names = natsNames(prefix);
    for (const stream of [names.eventsStream, names.deadStream]) {
      await jsm.streams.delete(stream).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}

const NATS_SERVER =
  process.env.NATS_SERVER_BIN ?? ['/usr/sbin/nats-server', '/usr/local/bin/nats-server'].find(existsSync);

/** Whether a test may start a NATS server of its own. */
export const canStartNatsServer = Boolean(NATS_SERVER);

export interface ThrowawayNats {
  url: string;
  port: number;
  /** Stops the server (SIGTERM); its JetStream storage stays for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and storage. */
  start(): Promise<void>;
  /** Stops it and deletes its storage. */
  cleanup(): Promise<void>;
}

/** A `nats-server -js` of the test's own (a test that stops NATS must not stop the machine's). */
export async function startThrowawayNats(): Promise<ThrowawayNats> {
  if (!NATS_SERVER) throw new Error('nats-server not found (set NATS_SERVER_BIN)');
  const port = await freePort();
  const storeDir = await mkdtemp(path.join(tmpdir(), 'canopy-nats-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
      stdio: 'ignore',
    });
    await waitForPort('nats-server', port, true);
  };
  const stop = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
    await waitForPort('nats-server', port, false);
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async cleanup() {
      await stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
