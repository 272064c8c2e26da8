import { randomBytes } from 'node:crypto';
import type session from 'express-session';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { ACCOUNT_GONE } from '../src/session-user';
import { readTestToken } from '@canopy/service-kit/testing';
import {
  cleanup,
  rowan,
  sessionCookie,
  startEchoServer,
  startGateway,
  startIdentityStandIn,
  redisUnderPrefix,
  storedSession,
} from './support/gateway-harness';

/*
 * When a signed-in request writes its session, and when it asks identity. The session is written when its idle
 * expiry moves forward (at most once a minute with the default hour of idle time) and when identity's copy of
 * the user differs from the session's; identity is asked at most once per IDENTITY_REFRESH_MS per user and
 * gateway, whatever the number of requests and sessions.
 */

afterEach(cleanup);

const REDIS_URL = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// The refreshes that asked identity for Rowan (in a batch of session owners).
const userCalls = (calls: readonly string[]) =>
  calls.filter(
    (c) =>
      c.startsWith('/internal/users/owners?') &&
      new URLSearchParams(c.split('?')[1]).get('ids')?.split(',').includes(String(rowan.id)),
  );

/** A course stand-in answering the username the gateway's token names. */
async function startCourseStandIn() {
  return startEchoServer({
    handler: (req, res) => {
      void readTestToken(String(req.headers[IDENTITY_HEADER])).then((claims) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ user: claims.user?.username ?? null, role: claims.user?.role ?? null }));
      });
    },
  });
}

describe.skipIf(!REDIS_URL)('session writes and identity calls (sessions in Redis)', () => {
  const store = redisUnderPrefix(REDIS_URL!, 'writes');
  const { prefix } = store;

  async function setup(env: Record<string, string> = {}) {
    const identity = await startIdentityStandIn([rowan]);
    const course = await startCourseStandIn();
    const gateway = (extra: Record<string, string> = {}) =>
      startGateway({
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        IDENTITY_URL: identity.url,
        COURSE_URL: course.url,
        ...env,
        ...extra,
      });
    return { identity, course, gateway };
  }

  /** A session stored as the gateway stores it, with a TTL of its own to tell a write by. */
  async function storeSession(overrides: Partial<session.SessionData>, ttlMs = 100_000) {
    const sid = randomBytes(18).toString('base64url');
    const key = `${prefix}sess:${sid}`;
    await store.redis.set(key, JSON.stringify(storedSession(rowan, overrides)), 'PX', ttlMs);
    return { key, cookie: sessionCookie(sid) };
  }

  it('within a minute of its last renewal a session is not written; after a minute it is (default idle time)', async () => {
    const { gateway, identity } = await setup();
    const { url } = await gateway();
    const now = Date.now();
    // Identity's copy is due for a check (older than IDENTITY_REFRESH_MS) and unchanged; renewed 30 s ago.
    const { key, cookie } = await storeSession({
      signedInAt: now - 600_000,
      refreshedAt: now - 600_000,
      renewedAt: now - 30_000,
    });
    const before = await store.redis.get(key);
    for (const path of ['/api/user', '/api/courses', '/api/user', '/api/courses?page=2', '/api/user']) {
      const res = await request(url).get(path).set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Nothing written: the same stored value, and the TTL it was given rather than a new hour.
    expect(await store.redis.get(key)).toBe(before);
    expect(await store.redis.pttl(key)).toBeLessThanOrEqual(100_000);
    // Identity asked once for all five requests.
    expect(userCalls(identity.calls)).toHaveLength(1);

    // A minute and more after the last renewal: the idle expiry moves forward (one write, a new cookie).
    const stale = await storeSession({ signedInAt: now - 600_000, renewedAt: now - 61_000 });
    const renewed = await request(url).get('/api/courses').set('Cookie', stale.cookie);
    expect(renewed.status).toBe(200);
    expect(String(renewed.headers['set-cookie'])).toMatch(/^canopy\.sid=/);
    expect(JSON.parse((await store.redis.get(stale.key))!).renewedAt).toBeGreaterThan(now - 1_000);
    expect(await store.redis.pttl(stale.key)).toBeGreaterThan(3_500_000);
    const after = await store.redis.get(stale.key);
    expect(
      (await request(url).get('/api/user').set('Cookie', stale.cookie)).headers['set-cookie'],
    ).toBeUndefined();
    expect(await store.redis.get(stale.key)).toBe(after);
  });

  it('a change in identity reaches every gateway within IDENTITY_REFRESH_MS and is written once', async () => {
    const { gateway, identity } = await setup({ IDENTITY_REFRESH_MS: '300' });
    const one = await gateway();
    const two = await gateway();
    const { key, cookie } = await storeSession({ renewedAt: Date.now() });
    const who = async (url: string) => (await request(url).get('/api/courses').set('Cookie', cookie)).body;
    expect(await who(one.url)).toEqual({ user: 'rowan', role: 'student' });
    expect(await who(two.url)).toEqual({ user: 'rowan', role: 'student' });

    identity.addUser({ ...rowan, role: 'educator' });
    await sleep(350);
    for (const { url } of [one, two]) {
      expect(await who(url)).toEqual({ user: 'rowan', role: 'educator' });
      const me = await request(url).get('/api/user').set('Cookie', cookie);
      expect(me.body.role).toBe('educator');
    }
    const written = JSON.parse((await store.redis.get(key))!) as session.SessionData;
    expect(written.user.role).toBe('educator');
    // Once the session holds identity's copy, checking it again writes nothing.
    const stored = await store.redis.get(key);
    await sleep(350);
    expect(await who(one.url)).toEqual({ user: 'rowan', role: 'educator' });
    expect(await store.redis.get(key)).toBe(stored);

    identity.addUser({ ...rowan, status: 'suspended' });
    await sleep(350);
    const refused = await request(two.url).get('/api/user').set('Cookie', cookie);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('account_suspended');
    expect(await store.redis.exists(key)).toBe(0);
  });

  it('asks identity once per refresh period per user, however many sessions and requests', async () => {
    const { gateway, identity } = await setup({ IDENTITY_REFRESH_MS: '60000' });
    const { url } = await gateway();
    const past = Date.now() - 120_000;
    const sessions = await Promise.all(
      [1, 2, 3].map(() => storeSession({ signedInAt: past, refreshedAt: past, renewedAt: Date.now() })),
    );
    const answers = await Promise.all(
      sessions.flatMap(({ cookie }) =>
        ['/api/user', '/api/courses', '/api/user'].map((p) => request(url).get(p).set('Cookie', cookie)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
    expect(userCalls(identity.calls)).toHaveLength(1);
  });

  it('asks identity for many users due at once in batches: fewer calls than users, each user once', async () => {
    const { gateway, identity } = await setup({ IDENTITY_REFRESH_MS: '60000' });
    const { url } = await gateway();
    const learners = Array.from({ length: 24 }, (_, i) => ({
      ...rowan,
      id: 1_000 + i,
      username: `learner${i}`,
    }));
    for (const learner of learners) identity.addUser(learner);
    // Identity answers in 100 ms, as under load: learners due meanwhile wait for the next batch.
    identity.answer('sessionOwners', async ({ query }) => {
      await sleep(100);
      return learners.filter((l) => query.ids.includes(l.id)).map((l) => ({ ...l, sessionsValidFrom: null }));
    });
    const past = Date.now() - 120_000;
    const cookies = await Promise.all(
      learners.map(async (learner) => {
        const sid = randomBytes(18).toString('base64url');
        const stored = storedSession(learner, { signedInAt: past, refreshedAt: past, renewedAt: Date.now() });
        await store.redis.set(`${prefix}sess:${sid}`, JSON.stringify(stored), 'PX', 100_000);
        return sessionCookie(sid);
      }),
    );
    const answers = await Promise.all(cookies.map((c) => request(url).get('/api/user').set('Cookie', c)));
    expect(answers.map((a) => a.body.username)).toEqual(learners.map((l) => l.username));
    // Every user lookup identity answered, batched or single.
    const lookups = identity.calls.filter((c) => /^\/internal\/users\/(owners\?|\d+$)/.test(c));
    expect(lookups.length).toBeLessThan(learners.length);
    const asked = lookups.flatMap((c) => new URLSearchParams(c.split('?')[1]).get('ids')?.split(',') ?? []);
    expect(asked.map(Number).sort((a, b) => a - b)).toEqual(learners.map((l) => l.id));
  });

  it('ends the session of a user identity leaves out of a batch, and keeps the others', async () => {
    const { gateway, identity } = await setup({ IDENTITY_REFRESH_MS: '60000' });
    const { url } = await gateway();
    const known = { ...rowan, id: 2_001, username: 'known' };
    const gone = { ...rowan, id: 2_002, username: 'gone' };
    identity.addUser(known);
    identity.answer('sessionOwners', async ({ query }) => {
      await sleep(50);
      return query.ids.includes(known.id) ? [{ ...known, sessionsValidFrom: null }] : [];
    });
    const past = Date.now() - 120_000;
    const cookies = await Promise.all(
      [known, gone, known, gone].map(async (learner) => {
        const sid = randomBytes(18).toString('base64url');
        const stored = storedSession(learner, { signedInAt: past, refreshedAt: past, renewedAt: Date.now() });
        await store.redis.set(`${prefix}sess:${sid}`, JSON.stringify(stored), 'PX', 100_000);
        return sessionCookie(sid);
      }),
    );
    const answers = await Promise.all(cookies.map((c) => request(url).get('/api/user').set('Cookie', c)));
    expect(answers.map((a) => a.status)).toEqual([200, 401, 200, 401]);
    expect(answers[1]!.body.message).toBe(ACCOUNT_GONE);
    expect(answers[0]!.body.username).toBe('known');
  });
});

describe('the idle timeout with renewals at most once per interval (embedded store)', () => {
  it('keeps a session alive while it is used and ends it after the idle time without requests', async () => {
    const identity = await startIdentityStandIn([rowan]);
    const course = await startCourseStandIn();
    // 0.05 minutes: 3 s of idle time, renewed at most every 300 ms.
    const { url } = await startGateway({
      IDENTITY_URL: identity.url,
      COURSE_URL: course.url,
      SESSION_IDLE_MINUTES: '0.05',
    });
    const login = await request(url).post('/api/login').send({ username: 'rowan', password: 'x' });
    const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
    // Used for twice the idle time: the renewals keep it.
    for (let i = 0; i < 15; i++) {
      expect(
        (
          await request(url)
            .get(i % 2 ? '/api/user' : '/api/courses')
            .set('Cookie', cookie)
        ).status,
      ).toBe(200);
      await sleep(400);
    }
    await sleep(3_500);
    expect((await request(url).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect((await request(url).get('/api/courses').set('Cookie', cookie)).body.user).toBeNull();
  });
});
