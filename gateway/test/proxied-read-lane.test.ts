import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@canopy/contracts';
import { readTestToken } from '@canopy/service-kit/testing';
import { sessionCookieValue } from '../src/session-cookie';
import {
  cleanup,
  rowan,
  sessionCookie,
  startEchoServer,
  startGateway,
  startIdentityStandIn,
  storedSession,
  uniquePrefix,
} from './support/gateway-harness';

/*
 * Signed-in reads bound for a service are served beside the Express app (proxied-read-lane.ts). These tests pin
 * that such a read gets what the app would give it, and that whatever needs the app still reaches it: a sign-out,
 * an identity refresh, an idle-expiry renewal, a cookie that is not a session.
 */

afterEach(cleanup);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A course service stand-in answering who called (from the signed token), with a cookie it may not set. */
async function startCourseStandIn() {
  return startEchoServer({
    handler: (req, res) => {
      void (async () => {
        const claims = await readTestToken(String(req.headers[IDENTITY_HEADER]));
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('set-cookie', 'tracking=1; Path=/');
        const big = (req.url ?? '').startsWith('/api/courses/big');
        res.end(
          JSON.stringify({
            user: claims.user?.username ?? null,
            requestId: req.headers[REQUEST_ID_HEADER],
            cookie: req.headers.cookie ?? null,
            ...(big ? { filler: 'roots and rain '.repeat(400) } : {}),
          }),
        );
      })();
    },
  });
}

async function setup(env: Record<string, string> = {}) {
  const course = await startCourseStandIn();
  const identity = await startIdentityStandIn([rowan]);
  const gateway = await startGateway({ COURSE_URL: course.url, IDENTITY_URL: identity.url, ...env });
  const login = await request(gateway.url).post('/api/login').send({ username: 'rowan', password: 'x' });
  expect(login.status).toBe(200);
  const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
  return { ...gateway, course, identity, cookie };
}

describe('signed-in reads beside the app (embedded session store)', () => {
  it('forward the caller’s identity and request id, with security headers, compression and no service cookie', async () => {
    const { url, cookie, course } = await setup({ IDENTITY_REFRESH_MS: '600000' });
    const res = await request(url)
      .get('/api/courses/big?page=2')
      .set('Cookie', `theme=dark; ${cookie}`)
      .set('Accept-Encoding', 'gzip')
      .set(REQUEST_ID_HEADER, 'trace-lane.1');
    expect(res.status).toBe(200);
    // superagent decodes the gzipped body; the header says what travelled.
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toMatchObject({ user: 'rowan', requestId: 'trace-lane.1', cookie: null });
    expect(res.headers[REQUEST_ID_HEADER]).toBe('trace-lane.1');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(course.received.at(-1)!.url).toBe('/api/courses/big?page=2');

    const head = await request(url).head('/api/courses').set('Cookie', cookie);
    expect(head.status).toBe(200);
    expect(course.received.at(-1)!.method).toBe('HEAD');
  });

  it('answer a client that accepts no encoding as the service did, with the Vary compression would add', async () => {
    const { url, cookie } = await setup({ IDENTITY_REFRESH_MS: '600000' });
    const res = await request(url)
      .get('/api/courses/big')
      .set('Cookie', cookie)
      .set('Accept-Encoding', '')
      .buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(res.text)).toMatchObject({ user: 'rowan' });
  });

  it('leave the gateway’s own routes and other methods to the app', async () => {
    const { url, cookie, course } = await setup({ IDENTITY_REFRESH_MS: '600000' });
    const me = await request(url).get('/api/user').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'rowan' });
    const write = await request(url).post('/api/courses').set('Cookie', cookie).send({ title: 'x' });
    expect(write.status).toBe(200);
    expect(write.body.user).toBe('rowan');
    expect(course.received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/courses']);
  });

  it('answer GET /api/user as the app does: the user, no-store, the same ETag, 304 when it matches', async () => {
    const { url, cookie } = await setup({ IDENTITY_REFRESH_MS: '600000' });
    // Express also routes other spellings of the path (a trailing slash), which the lane leaves to the app.
    const byApp = await request(url).get('/api/user/').set('Cookie', cookie);
    expect(byApp.status).toBe(200);
    const byLane = await request(url).get('/api/user').set('Cookie', cookie);
    expect(byLane.headers['set-cookie']).toBeUndefined();
    expect(byLane.status).toBe(200);
    expect(byLane.text).toBe(byApp.text);
    for (const header of [
      'etag',
      'cache-control',
      'content-type',
      'content-length',
      'vary',
      'content-security-policy',
    ])
      expect([header, byLane.headers[header]]).toEqual([header, byApp.headers[header]]);
    expect(byLane.headers['cache-control']).toBe('no-store');
    const again = await request(url)
      .get('/api/user')
      .set('Cookie', cookie)
      .set('If-None-Match', byLane.headers.etag!);
    expect(again.status).toBe(304);
    const head = await request(url).head('/api/user').set('Cookie', cookie);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(byApp.headers['content-length']);
  });

  it('end with a sign-out at once, even right after a read of the same session', async () => {
    const { url, cookie } = await setup({ IDENTITY_REFRESH_MS: '600000', SESSION_READ_REUSE_MS: '5000' });
    expect((await request(url).get('/api/courses').set('Cookie', cookie)).body.user).toBe('rowan');
    expect((await request(url).post('/api/logout').set('Cookie', cookie)).status).toBe(200);
    expect((await request(url).get('/api/courses').set('Cookie', cookie)).body.user).toBeNull();
  });

  it('send a session due for an identity refresh to the app, which ends a suspended account’s session', async () => {
    const { url, cookie, identity } = await setup({ IDENTITY_REFRESH_MS: '200' });
    expect((await request(url).get('/api/courses').set('Cookie', cookie)).body.user).toBe('rowan');
    identity.addUser({ ...rowan, status: 'suspended' });
    await sleep(250);
    const refused = await request(url).get('/api/courses').set('Cookie', cookie);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('account_suspended');
    expect((await request(url).get('/api/courses').set('Cookie', cookie)).body.user).toBeNull();
  });

  it('send a session due for renewal to the app, which moves its idle expiry forward', async () => {
    // 0.01 min idle: renewal is due every 60 ms (a tenth of it).
    const { url, cookie } = await setup({ IDENTITY_REFRESH_MS: '600000', SESSION_IDLE_MINUTES: '0.01' });
    const first = await request(url).get('/api/courses').set('Cookie', cookie);
    expect(first.body.user).toBe('rowan');
    await sleep(100);
    const renewed = await request(url).get('/api/courses').set('Cookie', cookie);
    expect(renewed.body.user).toBe('rowan');
    expect(renewed.headers['set-cookie']?.[0]).toMatch(/^canopy\.sid=/);
  });

  it('treat a cookie whose signature does not match as a visitor’s', async () => {
    const { url, cookie } = await setup({ IDENTITY_REFRESH_MS: '600000' });
    const forged = `${cookie.slice(0, -3)}abc`;
    const res = await request(url).get('/api/courses').set('Cookie', forged);
    expect(res.status).toBe(200);
    expect(res.body.user).toBeNull();
  });
});

describe('sessionCookieValue', () => {
  it('reads the first cookie of that name, percent-decoded, as express-session does', () => {
    expect(sessionCookieValue('a=1; canopy.sid=s%3Aabc.def; canopy.sid=s%3Aother', 'canopy.sid')).toBe(
      's:abc.def',
    );
    expect(sessionCookieValue('canopy.sid="s%3Aq.r"', 'canopy.sid')).toBe('s:q.r');
    expect(sessionCookieValue('canopy.sid=%E0%A4%A', 'canopy.sid')).toBe('%E0%A4%A');
    expect(sessionCookieValue('canopy.sidx=1; xcanopy.sid=2', 'canopy.sid')).toBeUndefined();
    expect(sessionCookieValue(undefined, 'canopy.sid')).toBeUndefined();
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('signed-in reads with sessions in Redis', () => {
  let redis: Redis;
  const prefix = uniquePrefix('lane');
  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  async function storeSession(): Promise<{ sid: string; cookie: string }> {
    const sid = randomBytes(18).toString('base64url');
    await redis.set(`${prefix}sess:${sid}`, JSON.stringify(storedSession(rowan)), 'EX', 600);
    return { sid, cookie: sessionCookie(sid) };
  }

  /** A gateway with sessions in Redis; `who()` is the user a signed-in read reaches the service as. */
  async function withSession(reuseMs: string) {
    const course = await startCourseStandIn();
    const { url } = await startGateway({
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      COURSE_URL: course.url,
      IDENTITY_REFRESH_MS: '600000',
      SESSION_READ_REUSE_MS: reuseMs,
    });
    const { sid, cookie } = await storeSession();
    const who = async () => (await request(url).get('/api/courses').set('Cookie', cookie)).body.user;
    return { who, removeElsewhere: () => redis.del(`${prefix}sess:${sid}`) };
  }

  it('reuse a session read for at most SESSION_READ_REUSE_MS: a removal elsewhere is seen after it', async () => {
    const { who, removeElsewhere } = await withSession('500');
    expect(await who()).toBe('rowan');
    // Another gateway replica signs the session out: this one still has its read, for at most 500 ms.
    await removeElsewhere();
    expect(await who()).toBe('rowan');
    await sleep(600);
    expect(await who()).toBeNull();
  });

  it('ask the store on every read when reuse is off', async () => {
    const { who, removeElsewhere } = await withSession('0');
    expect(await who()).toBe('rowan');
    await removeElsewhere();
    expect(await who()).toBeNull();
  });
});
