import { mkdtemp, rm } from 'node:fs/promises';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SessionData } from 'express-session';
import type { User } from '@canopy/contracts';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { standInIdentityService, testKeyEnv, type StandInAccount } from '@canopy/service-kit/testing';
import { createGateway, type Gateway } from '../../src';

export const SESSION_SECRET = 'test-session-secret-0123456789abcdefghij';

/** Every gateway and server a test file starts, stopped in afterEach/afterAll. */
const cleanups: Array<() => Promise<void>> = [];
export async function cleanup(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
}

/** A gateway on a free port with only the given environment (never the developer's REDIS_URL etc.). */
export async function startGateway(
  env: Record<string, string | undefined> = {},
): Promise<{ gw: Gateway; url: string; port: number }> {
  const staticDir = env.STATIC_DIR ?? (await mkdtemp(path.join(tmpdir(), 'canopy-gw-static-')));
  if (!env.STATIC_DIR) cleanups.push(() => rm(staticDir, { recursive: true, force: true }));
  const gw = createGateway({
    env: {
      ...testKeyEnv('gateway'),
      SESSION_SECRET,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SHUTDOWN_GRACE_MS: '200',
      ...env,
      STATIC_DIR: staticDir,
    },
    logger: pino({ level: 'silent' }),
  });
  const { port, url } = await gw.start(0);
  cleanups.push(() => gw.stop());
  return { gw, url, port };
}

/** A log line of a gateway started by startGatewayWithLog. */
export interface LogLine {
  level: number;
  msg: string;
  remote?: string;
}

/** A gateway whose log lines (warn and above) the test can read; its STATIC_DIR is the caller's, if any. */
export async function startGatewayWithLog(env: Record<string, string>) {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  const gw = createGateway({
    env: { ...testKeyEnv('gateway'), SESSION_SECRET, HOST: '127.0.0.1', SHUTDOWN_GRACE_MS: '200', ...env },
    logger,
  });
  const { url } = await gw.start(0);
  cleanups.push(() => gw.stop());
  return { url, logs: () => lines.map((l) => JSON.parse(l) as LogLine) };
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyLength: number;
  bodySha256: string;
}

/**
 * A stand-in upstream that only observes what the gateway forwards: it answers with the request it got
 * (method, url, headers, body length and hash). Options delay or suppress the answer.
 */
export async function startEchoServer(
  opts: {
    port?: number;
    delayMs?: number;
    never?: boolean;
    handler?: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;
  } = {},
): Promise<{ url: string; port: number; received: Received[]; server: Server; close(): Promise<void> }> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const record: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyLength: body.length,
        bodySha256: sha256(body),
      };
      received.push(record);
      if (opts.never) return;
      const answer = () => {
        if (opts.handler) return opts.handler(req, res, body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(record));
      };
      if (opts.delayMs) setTimeout(answer, opts.delayMs);
      else answer();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  cleanups.push(close);
  return { url: `http://127.0.0.1:${port}`, port, received, server, close };
}

/** The identity service's internal API (the kit's stand-in) knowing these accounts, stopped after the test. */
export async function startIdentityStandIn(users: StandInAccount[]) {
  const identity = await standInIdentityService({ users });
  cleanups.push(() => identity.stop());
  return identity;
}

/** A port nothing listens on (bound then released). */
export async function closedPort(): Promise<number> {
  const s = createNetServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A learner the identity stand-ins answer. */
export const rowan: User = {
  id: 42,
  username: 'rowan',
  firstName: 'Rowan',
  lastName: 'Oak',
  email: 'rowan@example.org',
  role: 'student',
  status: 'active',
  approvedBy: null,
  biometricEnabled: false,
  createdAt: new Date().toISOString(),
};

/** The cookie express-session would set for this session id. */
export function sessionCookie(sid: string, name = 'canopy.sid'): string {
  const sig = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `${name}=${encodeURIComponent(`s:${sid}.${sig}`)}`;
}

/** A signed-in session as the gateway stores it, fresh unless overridden. */
export function storedSession(user: User, overrides: Partial<SessionData> = {}): SessionData {
  const now = Date.now();
  return {
    cookie: {
      originalMaxAge: 3_600_000,
      expires: new Date(now + 3_600_000),
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    },
    userId: user.id,
    user,
    signedInAt: now,
    refreshedAt: now,
    renewedAt: now,
    ...overrides,
  } as unknown as SessionData;
}

export function uniquePrefix(label: string): string {
  return `canopy-test:${label}:${randomBytes(4).toString('hex')}:`;
}

export interface UpgradeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket?: Socket;
}

/** Sends a WebSocket upgrade request and reports what came back (101 with the socket, or an HTTP refusal). */
export function upgradeRequest(
  url: string,
  path = '/ws',
  headers: Record<string, string> = {},
): Promise<UpgradeAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '', socket }),
    );
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * For a `describe` block: a Redis client opened before its tests and the keys under a prefix of its own removed
 * after them. Read `redis` inside the tests (it is opened in `beforeAll`).
 */
export function redisUnderPrefix(url: string, label: string): { readonly redis: Redis; prefix: string } {
  const prefix = uniquePrefix(label);
  let redis: Redis | undefined;
  beforeAll(() => {
    redis = new Redis(url);
  });
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys);
    redis!.disconnect();
  });
  return {
    prefix,
    get redis() {
      return redis!;
    },
  };
}
