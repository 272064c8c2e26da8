import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type session from 'express-session';
import { RedisStore } from 'connect-redis';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { readTestToken } from '@canopy/service-kit/testing';
import { ioredisSessionClient } from '../src/ioredis-session-client';
import { SESSION_UNAVAILABLE } from '../src/session-layer';
import {
  cleanup,
  closedPort,
  rowan,
  sessionCookie,
  startEchoServer,
  startGateway,
  storedSession,
  uniquePrefix,
  upgradeRequest,
} from './support/gateway-harness';

const REDIS_URL = process.env.TEST_REDIS_URL;
afterEach(cleanup);

const user = rowan;
const storedSessionOf = (overrides: Partial<session.SessionData> = {}) =>
  storedSession(user, { renewedAt: undefined, ...overrides });

describe.skipIf(!REDIS_URL)('sessions in Redis (TEST_REDIS_URL)', () => {
  let redis: Redis;
  const prefixes: string[] = [];
  const newPrefix = (label: string) => {
    const p = uniquePrefix(label);
    prefixes.push(p);
    return p;
  };
  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    for (const p of prefixes) {
      const keys = await redis.keys(`${p}*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('connect-redis over the ioredis adapter stores, expires, lists and removes sessions', async () => {
    const prefix = newPrefix('adapter');
    const store = new RedisStore({ client: ioredisSessionClient(redis), prefix: `${prefix}sess:` });
    const call = <T>(fn: (cb: (err: unknown, v?: T) => void) => void) =>
      new Promise<T | undefined>((resolve, reject) => fn((err, v) => (err ? reject(err) : resolve(v))));

    await call((cb) => store.set('a', storedSessionOf(), cb));
    await call((cb) => store.set('b', storedSessionOf({ userId: 7 }), cb));
    const got = await call<session.SessionData>((cb) => store.get('a', cb));
    expect((got as unknown as { userId: number }).userId).toBe(42);
    const ttl = await redis.ttl(`${prefix}sess:a`);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);

    const shorter = storedSessionOf();
    shorter.cookie.expires = new Date(Date.now() + 60_000);
    await call((cb) => store.touch('a', shorter, cb));
    expect(await redis.ttl(`${prefix}sess:a`)).toBeLessThanOrEqual(60);

    expect(await call<number>((cb) => store.length!(cb))).toBe(2);
    expect(
      (await call<string[]>((cb) => (store as unknown as { ids: (cb: unknown) => void }).ids(cb)))?.sort(),
    ).toEqual(['a', 'b']);
    expect(await call<unknown[]>((cb) => store.all!(cb as never))).toHaveLength(2);
    await call((cb) => store.destroy('a', cb));
    expect(await redis.exists(`${prefix}sess:a`)).toBe(0);
    await call((cb) => store.clear!(cb));
    expect(await redis.keys(`${prefix}sess:*`)).toEqual([]);
  });

  it('reads a session from Redis, rolls its idle expiry, and removes it at sign-out', async () => {
    const prefix = newPrefix('gw');
    const { url, gw } = await startGateway({
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      IDENTITY_REFRESH_MS: '600000',
      SESSION_IDLE_MINUTES: '30',
    });
    expect(gw.sessionStore).toBe('redis');
    const ready = await request(url).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.sessions).toBe('redis');

    const sid = randomBytes(18).toString('base64url');
    await redis.set(`${prefix}sess:${sid}`, JSON.stringify(storedSessionOf()), 'EX', 60);
    const res = await request(url).get('/api/user').set('Cookie', sessionCookie(sid));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 42, username: 'rowan' });
    expect(res.headers['cache-control']).toBe('no-store');
    // Rolling: the cookie is sent again and the store TTL now follows SESSION_IDLE_MINUTES.
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^canopy\.sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(await redis.ttl(`${prefix}sess:${sid}`)).toBeGreaterThan(1700);

    const out = await request(url).post('/api/logout').set('Cookie', sessionCookie(sid));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out' });
    expect(String(out.headers['set-cookie'])).toMatch(/canopy\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await redis.exists(`${prefix}sess:${sid}`)).toBe(0);
    expect((await request(url).get('/api/user').set('Cookie', sessionCookie(sid))).status).toBe(401);
  });

  it('moves the idle expiry forward at most once per renewal interval, without a store write in between', async () => {
    const prefix = newPrefix('renew');
    // 0.1 minutes idle: renewed at most every 600 ms (connect-redis rounds the TTL up to whole seconds).
    const { url } = await startGateway({
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      IDENTITY_REFRESH_MS: '600000',
      SESSION_IDLE_MINUTES: '0.1',
    });
    const sid = randomBytes(18).toString('base64url');
    const key = `${prefix}sess:${sid}`;
    const cookie = {
      originalMaxAge: 6_000,
      expires: new Date(Date.now() + 6_000),
      httpOnly: true,
      path: '/',
    };
    await redis.set(key, JSON.stringify({ ...storedSessionOf(), cookie }), 'EX', 60);
    const first = await request(url).get('/api/user').set('Cookie', sessionCookie(sid));
    expect(first.status).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(/^canopy\.sid=/);
    const renewedAt = JSON.parse((await redis.get(key))!).renewedAt as number;
    expect(await redis.pttl(key)).toBeLessThanOrEqual(6_000);

    // Within the interval: the same stored session, no new cookie.
    await redis.pexpire(key, 30_000);
    const again = await request(url).get('/api/user').set('Cookie', sessionCookie(sid));
    expect(again.status).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await redis.pttl(key)).toBeGreaterThan(6_000);

    await new Promise((r) => setTimeout(r, 650));
    const later = await request(url).get('/api/user').set('Cookie', sessionCookie(sid));
    expect(later.status).toBe(200);
    expect(String(later.headers['set-cookie'])).toMatch(/^canopy\.sid=/);
    expect(JSON.parse((await redis.get(key))!).renewedAt).toBeGreaterThan(renewedAt);
    expect(await redis.pttl(key)).toBeLessThanOrEqual(6_000);
  });

  it('marks the cookie Secure behind a trusted TLS proxy', async () => {
    const prefix = newPrefix('secure');
    const { url } = await startGateway({
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      TRUST_PROXY: 'true',
      IDENTITY_REFRESH_MS: '600000',
    });
    const sid = randomBytes(18).toString('base64url');
    await redis.set(`${prefix}sess:${sid}`, JSON.stringify(storedSessionOf()), 'EX', 60);
    const res = await request(url)
      .get('/api/user')
      .set('Cookie', sessionCookie(sid))
      .set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('refuses a session past its absolute lifetime and deletes it', async () => {
    const prefix = newPrefix('absolute');
    const { url } = await startGateway({
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SESSION_ABSOLUTE_HOURS: '1',
      IDENTITY_REFRESH_MS: '600000',
    });
    const sid = randomBytes(18).toString('base64url');
    const old = Date.now() - 61 * 60_000;
    await redis.set(`${prefix}sess:${sid}`, JSON.stringify(storedSessionOf({ signedInAt: old })), 'EX', 60);
    const res = await request(url).get('/api/user').set('Cookie', sessionCookie(sid));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: 'Your session has expired. Please log in again.',
      code: 'unauthenticated',
    });
    expect(await redis.exists(`${prefix}sess:${sid}`)).toBe(0);
  });

  it('sends the signed-in user in the identity token of proxied requests', async () => {
    const prefix = newPrefix('token');
    const course = await startEchoServer();
    const { url } = await startGateway({
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      COURSE_URL: course.url,
      IDENTITY_REFRESH_MS: '600000',
    });
    const sid = randomBytes(18).toString('base64url');
    await redis.set(`${prefix}sess:${sid}`, JSON.stringify(storedSessionOf()), 'EX', 60);
    const res = await request(url).get('/api/enrollments').set('Cookie', sessionCookie(sid));
    expect(res.status).toBe(200);
    const claims = await readTestToken(res.body.headers['x-canopy-identity']);
    expect(claims.user).toEqual({
      id: 42,
      username: 'rowan',
      role: 'student',
      status: 'active',
      firstName: 'Rowan',
      lastName: 'Oak',
      // A session stored before accounts had a language: none yet (services fall back to Accept-Language).
      language: null,
    });
  });

  it('ends a session whose copy is due for a refresh when identity is not configured', async () => {
    const prefix = newPrefix('refresh');
    const { url } = await startGateway({ REDIS_URL, REDIS_KEY_PREFIX: prefix, IDENTITY_REFRESH_MS: '1000' });
    const sid = randomBytes(18).toString('base64url');
    await redis.set(
      `${prefix}sess:${sid}`,
      JSON.stringify(storedSessionOf({ refreshedAt: Date.now() - 5000 })),
      'EX',
      60,
    );
    expect((await request(url).get('/api/user').set('Cookie', sessionCookie(sid))).status).toBe(401);
    expect(await redis.exists(`${prefix}sess:${sid}`)).toBe(0);
  });
});

const redisServerAvailable = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!REDIS_URL || !redisServerAvailable)(
  'a Redis that stops, stalls and comes back (private redis-server)',
  () => {
    let child: ChildProcess | undefined;
    let port: number;

    async function startRedis() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 100; i++) {
        const probe = new Redis(port, '127.0.0.1', {
          lazyConnect: true,
          retryStrategy: () => null,
          maxRetriesPerRequest: 0,
        });
        probe.on('error', () => {});
        try {
          await probe.connect();
          await probe.ping();
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 50));
        } finally {
          probe.disconnect();
        }
      }
      throw new Error('redis-server did not start');
    }
    async function stopRedis() {
      if (!child) return;
      const c = child;
      child = undefined;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGKILL');
      });
    }
    afterEach(stopRedis);

    it('answers 503 within 2 s while Redis is down or stalled, and recovers when it returns', async () => {
      port = await closedPort();
      await startRedis();
      const course = await startEchoServer();
      const { url } = await startGateway({
        REDIS_URL: `redis://127.0.0.1:${port}`,
        COURSE_URL: course.url,
        IDENTITY_REFRESH_MS: '600000',
        SESSION_READ_REUSE_MS: '0',
      });
      const direct = new Redis(port, '127.0.0.1');
      const sid = randomBytes(18).toString('base64url');
      await direct.set(`canopy:sess:${sid}`, JSON.stringify(storedSessionOf()), 'EX', 600);
      const me = () => request(url).get('/api/user').set('Cookie', sessionCookie(sid));
      const read = () => request(url).get('/api/courses').set('Cookie', sessionCookie(sid));
      expect((await me()).status).toBe(200);
      expect((await read()).status).toBe(200);

      // Stalled: connected, but no command is answered. A signed-in read waits for the store once, not twice.
      await direct.call('CLIENT', 'PAUSE', '2500', 'ALL');
      let started = Date.now();
      const [stalled, stalledRead] = await Promise.all([me(), read()]);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(stalled.status).toBe(503);
      expect(stalledRead.status).toBe(503);
      expect(stalledRead.body).toEqual({ message: SESSION_UNAVAILABLE, code: 'unavailable' });
      expect(course.received).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 1600));
      expect((await me()).status).toBe(200);
      direct.disconnect();

      // Gone.
      await stopRedis();
      started = Date.now();
      const down = await me();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(down.status).toBe(503);
      const ws = await upgradeRequest(url, '/ws', { Cookie: sessionCookie(sid) });
      expect(ws.status).toBe(503);

      // Back (empty: the old session is gone, so the same cookie is now simply signed out).
      await startRedis();
      let status = 0;
      for (let i = 0; i < 40 && status !== 401; i++) {
        await new Promise((r) => setTimeout(r, 650));
        status = (await me()).status;
      }
      expect(status).toBe(401);
      expect((await request(url).get('/readyz')).status).toBe(200);
    });
  },
);
