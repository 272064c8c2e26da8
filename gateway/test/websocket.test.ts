import { createHmac, randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { readTestToken } from '@canopy/service-kit/testing';
import {
  SESSION_SECRET,
  cleanup,
  closedPort,
  startGateway,
  uniquePrefix,
  upgradeRequest,
} from './support/gateway-harness';

afterEach(cleanup);

describe('/ws without a session', () => {
  it('refuses the upgrade with 401 and closes the socket', async () => {
    const { url } = await startGateway({ LIVE_SESSION_URL: 'http://127.0.0.1:9' });
    const res = await upgradeRequest(url, '/ws');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
    expect(res.headers.connection).toBe('close');
    // A forged cookie is no session either.
    expect((await upgradeRequest(url, '/ws', { Cookie: 'canopy.sid=s%3Aforged.sig' })).status).toBe(401);
  });

  it('refuses other upgrade paths and cross-site pages', async () => {
    const { url } = await startGateway();
    expect((await upgradeRequest(url, '/api/live-sessions')).status).toBe(404);
    expect((await upgradeRequest(url, '/ws', { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('tells plain HTTP callers that /ws is a WebSocket endpoint', async () => {
    const { url } = await startGateway();
    const res = await request(url).get('/ws');
    expect(res.status).toBe(426);
  });
});

/** A stand-in live-session upstream that only records the upgrade it receives and echoes bytes back. */
async function startUpgradeRecorder() {
  const received: IncomingHttpHeaders[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket: Socket) => {
    received.push(req.headers);
    sockets.add(socket);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (d) => socket.write(d));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!process.env.TEST_REDIS_URL)('/ws with a session (TEST_REDIS_URL)', () => {
  let redis: Redis;
  const prefix = uniquePrefix('ws');
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  async function signedInCookie(): Promise<string> {
    const sid = randomBytes(18).toString('base64url');
    const now = Date.now();
    const user = {
      id: 9,
      username: 'elena',
      firstName: 'Elena',
      lastName: 'Rivers',
      email: null,
      role: 'educator',
      status: 'active',
      approvedBy: 1,
      biometricEnabled: false,
      createdAt: new Date().toISOString(),
    };
    await redis.set(
      `${prefix}sess:${sid}`,
      JSON.stringify({
        cookie: { originalMaxAge: 600_000, expires: new Date(now + 600_000), path: '/' },
        userId: 9,
        user,
        signedInAt: now,
        refreshedAt: now,
      }),
      'EX',
      600,
    );
    const sig = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
    return `canopy.sid=${encodeURIComponent(`s:${sid}.${sig}`)}`;
  }

  it('proxies to the live-session service with the identity token and without the cookie', async () => {
    const live = await startUpgradeRecorder();
    try {
      const { url, gw } = await startGateway({
        REDIS_URL: process.env.TEST_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        LIVE_SESSION_URL: live.url,
        IDENTITY_REFRESH_MS: '600000',
      });
      const res = await upgradeRequest(url, '/ws', {
        Cookie: await signedInCookie(),
        'X-Canopy-Identity': 'forged',
        'x-user-id': '1',
      });
      expect(res.status).toBe(101);
      expect(live.received).toHaveLength(1);
      const headers = live.received[0];
      expect(headers.cookie).toBeUndefined();
      expect(headers['x-user-id']).toBeUndefined();
      const claims = await readTestToken(headers['x-canopy-identity'] as string, 'live-session');
      expect(claims.user).toMatchObject({ id: 9, username: 'elena', role: 'educator', status: 'active' });
      // Bytes flow both ways through the gateway.
      const echoed = new Promise<string>((resolve) =>
        res.socket!.once('data', (d: Buffer) => resolve(d.toString())),
      );
      res.socket!.write('ping');
      expect(await echoed).toBe('ping');
      // Stopping the gateway closes open sockets.
      const closed = new Promise<void>((resolve) => res.socket!.once('close', () => resolve()));
      await gw.stop();
      await closed;
    } finally {
      await live.close();
    }
  });

  it('refuses when the live-session service is not configured (404) or down (503)', async () => {
    const notConfigured = await startGateway({
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      IDENTITY_REFRESH_MS: '600000',
    });
    expect((await upgradeRequest(notConfigured.url, '/ws', { Cookie: await signedInCookie() })).status).toBe(
      404,
    );
    const port = await closedPort();
    const down = await startGateway({
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LIVE_SESSION_URL: `http://127.0.0.1:${port}`,
      IDENTITY_REFRESH_MS: '600000',
    });
    const res = await upgradeRequest(down.url, '/ws', { Cookie: await signedInCookie() });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(JSON.parse(res.body)).toEqual({
      message: 'The live-session service is unavailable. Please try again shortly.',
      code: 'unavailable',
    });
  });
});
