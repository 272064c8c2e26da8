import { WebSocket, type ClientOptions } from 'ws';
import type { Identity, RealtimeServerMessage } from '@canopy/contracts';
import { identityHeaders } from '@canopy/service-kit/testing';

/** A test's WebSocket client: every message it got, and waits for the next one that matches. */
export interface TestSocket {
  ws: WebSocket;
  received: RealtimeServerMessage[];
  /** Resolves with the first message (already received or coming) that matches. */
  next<T extends RealtimeServerMessage['type']>(
    type: T,
    match?: (m: Extract<RealtimeServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<RealtimeServerMessage, { type: T }>>;
  send(message: unknown): void;
  /** Resolves with the close code once the connection is closed. */
  closed: Promise<number>;
  close(): void;
}

const WAIT_MS = 10_000;

/** Opens /ws as the gateway would for this user (its signed identity header). */
export async function connect(
  port: number,
  user: Identity | null,
  opts: { headers?: Record<string, string>; client?: ClientOptions } = {},
): Promise<TestSocket> {
  const headers = opts.headers ?? (await identityHeaders(user));
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers, ...opts.client });
  const received: RealtimeServerMessage[] = [];
  const waiters: {
    test: (m: RealtimeServerMessage) => boolean;
    resolve: (m: RealtimeServerMessage) => void;
  }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as RealtimeServerMessage;
    received.push(message);
    for (const w of [...waiters]) {
      if (w.test(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return {
    ws,
    received,
    next(type, match) {
      const test = (m: RealtimeServerMessage) =>
        m.type === type && (!match || match(m as Extract<RealtimeServerMessage, { type: typeof type }>));
      const seen = received.find(test);
      if (seen) return Promise.resolve(seen as never);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message arrived`)), WAIT_MS);
        waiters.push({
          test,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as never);
          },
        });
      });
    },
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    closed,
    close: () => ws.close(),
  };
}

/** The HTTP status an upgrade is refused with (throws if it is accepted). */
export function refusedStatus(port: number, headers: Record<string, string>, path = '/ws'): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    ws.once('open', () => {
      ws.terminate();
      reject(new Error('upgrade accepted'));
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', () => undefined);
  });
}

/** Sends a ping and waits for its pong: everything the server wrote to this socket before has arrived. */
export async function roundTrip(socket: TestSocket): Promise<void> {
  const timestamp = Math.random();
  socket.send({ type: 'ping', timestamp });
  await socket.next('pong', (m) => m.timestamp === timestamp);
}
