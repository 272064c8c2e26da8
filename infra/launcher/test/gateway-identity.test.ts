import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, pendingRegistrationSchema, userSchema, type User } from '@canopy/contracts';
import {
  createTestDatabase,
  readTestToken,
  testKeyEnv,
  type TestDatabase,
} from '@canopy/service-kit/testing';
import { createGateway, type Gateway } from '@canopy/gateway';
import { createIdentityService, type IdentityService } from '@canopy/identity-service';
import { createCourseService, type CourseService } from '@canopy/course-service';

/**
 * The gateway with the real identity service (and the course service, for what a session may do there):
 * sign-in, registration, pending educators, session lifetimes, suspension and an identity outage. Runs with the
 * in-process session store, and with Redis too when TEST_REDIS_URL is set; on TEST_DATABASE_URL's server when it
 * is set, else on the embedded PostgreSQL.
 */

const SESSION_SECRET = 'integration-session-secret-0123456789abcdef';
const silent = pino({ level: 'silent' });
const ADMIN = { username: 'admin', password: 'Canopy!admin1' };
const STUDENT = { username: 'student', password: 'Canopy!learn1' };
const PENDING = { username: 'pending-educator', password: 'Canopy!teach2' };

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';
let db: TestDatabase;
let courseDb: TestDatabase;
let identity: IdentityService;
let course: CourseService;
let identityPort: number;
let identityUrl: string;
let courseUrl: string;
let staticDir: string;
const identityEnv = () => ({
  ...db.env,
  ...testKeyEnv('identity'),
  DEMO: 'true',
  ENABLE_TEST_LOGIN: 'true',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
});

beforeAll(async () => {
  db = await createTestDatabase(engine, 'gw-identity');
  staticDir = await mkdtemp(path.join(tmpdir(), 'canopy-gw-int-'));
  identity = await createIdentityService({ env: identityEnv(), logger: silent });
  const started = await identity.start(0);
  identityPort = started.port;
  identityUrl = started.url;
  // The course service is created once identity listens: it is handed identity's URL.
  courseDb = await createTestDatabase(engine, 'gw-course');
  course = await createCourseService({
    env: {
      ...courseDb.env,
      ...testKeyEnv('course'),
      IDENTITY_URL: identityUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    logger: silent,
  });
  courseUrl = (await course.start(0)).url;
});

afterAll(async () => {
  await course?.stop();
  await courseDb?.cleanup();
  await identity?.stop();
  await db?.cleanup();
  await rm(staticDir, { recursive: true, force: true });
});

const stores = ['memory', ...(process.env.TEST_REDIS_URL ? ['redis'] : [])] as const;
const gateways: Gateway[] = [];
const redisPrefixes: string[] = [];

async function startGateway(store: string, env: Record<string, string> = {}) {
  const redisEnv: Record<string, string> = {};
  if (store === 'redis') {
    const prefix = `canopy-test:gw-int:${randomBytes(4).toString('hex')}:`;
    redisPrefixes.push(prefix);
    Object.assign(redisEnv, { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: prefix });
  }
  const gw = createGateway({
    env: {
      ...testKeyEnv('gateway'),
      SESSION_SECRET,
      IDENTITY_URL: identityUrl,
      COURSE_URL: courseUrl,
      IDENTITY_REFRESH_MS: '300',
      ENABLE_TEST_LOGIN: 'true',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SHUTDOWN_GRACE_MS: '200',
      STATIC_DIR: staticDir,
      ...redisEnv,
      ...env,
    },
    logger: silent,
  });
  gateways.push(gw);
  const { url } = await gw.start(0);
  return { gw, url, prefix: redisEnv.REDIS_KEY_PREFIX };
}

afterAll(async () => {
  for (const gw of gateways) await gw.stop().catch(() => {});
  if (redisPrefixes.length) {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    for (const p of redisPrefixes) {
      const keys = await redis.keys(`${p}*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
  }
});

/** The session cookie (name=value) a response sets, if any. */
function sessionCookie(res: request.Response): string | undefined {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const c = set.find((s) => s.startsWith('canopy.sid='));
  return c?.split(';')[0];
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: `reg${randomBytes(5).toString('hex')}`,
    password: 'Green!leaf42',
    firstName: 'Rowan',
    lastName: 'Oak',
    email: 'rowan@example.org',
    role: 'student',
    ...overrides,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(stores)('gateway sessions with the identity service (%s store)', (store) => {
  let url: string;
  let gw: Gateway;
  let prefix: string | undefined;
  beforeAll(async () => {
    ({ url, gw, prefix } = await startGateway(store));
  });

  async function signIn(creds: { username: string; password: string }) {
    const res = await request(url).post('/api/login').send(creds);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    return { user: res.body as User, cookie: cookie! };
  }

  it('signs in: 200 User, an HttpOnly SameSite=Lax session cookie, and GET /api/user answers the user', async () => {
    expect(gw.sessionStore).toBe(store);
    const res = await request(url).post('/api/login').send(STUDENT);
    expect(res.status).toBe(200);
    const user = userSchema.strict().parse(res.body);
    expect(user).toMatchObject({ username: 'student', role: 'student', status: 'active' });
    expect(res.text).not.toMatch(/password|argon2/i);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^canopy\.sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Expires=/);

    const me = await request(url).get('/api/user').set('Cookie', sessionCookie(res)!);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);

    if (store === 'redis') {
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`${prefix}sess:*`);
      redis.disconnect();
      expect(keys.length).toBeGreaterThan(0);
    }
  });

  it("answers identity's refusals with their messages, and 401 without a session", async () => {
    const wrong = await request(url)
      .post('/api/login')
      .send({ username: 'student', password: 'Wrong!pass1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: messages.invalidCredentials, code: 'unauthenticated' });
    expect(sessionCookie(wrong)).toBeUndefined();
    const me = await request(url).get('/api/user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Not authenticated', code: 'unauthenticated' });
  });

  it('gives a new session id at every sign-in, and the old one is dead', async () => {
    const first = await signIn(STUDENT);
    const second = await request(url).post('/api/login').set('Cookie', first.cookie).send(ADMIN);
    expect(second.status).toBe(200);
    const secondCookie = sessionCookie(second)!;
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(first.cookie);
    expect((await request(url).get('/api/user').set('Cookie', first.cookie)).status).toBe(401);
    const me = await request(url).get('/api/user').set('Cookie', secondCookie);
    expect(me.body.username).toBe('admin');
  });

  it('signs out: the session is destroyed, the cookie cleared, and the old cookie is dead', async () => {
    const { cookie } = await signIn(STUDENT);
    const out = await request(url).post('/api/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out' });
    expect(String(out.headers['set-cookie'])).toMatch(/canopy\.sid=;/);
    expect((await request(url).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    // Signing out without a session is fine too.
    expect((await request(url).post('/api/logout')).status).toBe(200);
  });

  it('registers a student into a session, and a pending educator without one', async () => {
    const student = await request(url).post('/api/register').send(registration());
    expect(student.status).toBe(201);
    expect(userSchema.strict().parse(student.body)).toMatchObject({ role: 'student', status: 'active' });
    const cookie = sessionCookie(student)!;
    expect(cookie).toBeDefined();
    expect((await request(url).get('/api/user').set('Cookie', cookie)).body.id).toBe(student.body.id);

    const educator = await request(url)
      .post('/api/register')
      .send(registration({ role: 'educator' }));
    expect(educator.status).toBe(201);
    // No user and no session: the client branches on `status`; the message is the specification's.
    expect(pendingRegistrationSchema.strict().parse(educator.body)).toEqual({
      status: 'pending',
      message: messages.registrationPending,
    });
    expect(educator.body.message).toContain('pending approval');
    expect(sessionCookie(educator)).toBeUndefined();
  });

  it("passes identity's registration refusals through", async () => {
    const admin = await request(url)
      .post('/api/register')
      .send(registration({ role: 'admin' }));
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe(messages.adminRestricted);
    const taken = await request(url)
      .post('/api/register')
      .send(registration({ username: 'student' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(messages.usernameTaken);
    const invalid = await request(url)
      .post('/api/register')
      .send(registration({ email: 'nope' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(messages.invalidEmail);
  });

  it('signs in with the test login when enabled', async () => {
    const res = await request(url).post('/api/test-login');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'educator', role: 'educator' });
    expect(sessionCookie(res)).toBeDefined();
  });

  it('signs a pending educator in with a session every service treats as pending', async () => {
    const { user, cookie } = await signIn(PENDING);
    expect(userSchema.strict().parse(user)).toMatchObject({ role: 'educator', status: 'pending' });
    const me = await request(url).get('/api/user').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);
    // Educator rights are refused by the course service itself, with a code programs can branch on.
    const own = await request(url).get('/api/educator/courses').set('Cookie', cookie);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: messages.pendingApproval, code: 'pending_approval' });
    const create = await request(url)
      .post('/api/courses')
      .set('Cookie', cookie)
      .send({ title: 'Soil basics', description: 'Why soil matters.', categoryId: 1, level: 'beginner' });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('pending_approval');
  });

  it('takes an approval into the same session within the refresh window, without signing in again', async () => {
    const form = registration({ role: 'educator' });
    expect((await request(url).post('/api/register').send(form)).status).toBe(201);
    const { user, cookie } = await signIn({ username: form.username, password: form.password });
    expect(user.status).toBe('pending');
    expect((await request(url).get('/api/educator/courses').set('Cookie', cookie)).status).toBe(403);

    const admin = await signIn(ADMIN);
    const approved = await request(url).post(`/api/users/${user.id}/approve`).set('Cookie', admin.cookie);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const start = Date.now();
    let me = await request(url).get('/api/user').set('Cookie', cookie);
    while (me.body.status === 'pending' && Date.now() - start < 5000) {
      await sleep(100);
      me = await request(url).get('/api/user').set('Cookie', cookie);
    }
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, status: 'active', approvedBy: admin.user.id });
    // IDENTITY_REFRESH_MS is 300 here (5 s by default): the session copy is re-read, the cookie is the same.
    expect(Date.now() - start).toBeLessThan(2000);
    const own = await request(url).get('/api/educator/courses').set('Cookie', cookie);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(Array.isArray(own.body) || Array.isArray(own.body?.items)).toBe(true);
  });

  it('routes /api/users to identity with the signed-in user in the token', async () => {
    const admin = await signIn(ADMIN);
    const list = await request(url).get('/api/users').set('Cookie', admin.cookie);
    expect(list.status).toBe(200);
    // A page of users (issue 12): { items, total, page, pageSize }.
    expect(Array.isArray(list.body.items)).toBe(true);
    expect(list.body.total).toBeGreaterThanOrEqual(list.body.items.length);
    const student = await signIn(STUDENT);
    expect((await request(url).get('/api/users').set('Cookie', student.cookie)).status).toBe(403);
    expect((await request(url).get('/api/users')).status).toBe(401);
  });

  it("ends a pending educator's session within seconds when the application is rejected", async () => {
    const form = registration({ role: 'educator' });
    await request(url).post('/api/register').send(form);
    const { user, cookie } = await signIn({ username: form.username, password: form.password });
    const admin = await signIn(ADMIN);
    expect((await request(url).post(`/api/users/${user.id}/reject`).set('Cookie', admin.cookie)).status).toBe(
      200,
    );
    const start = Date.now();
    let res = await request(url).get('/api/user').set('Cookie', cookie);
    while (res.status === 200 && Date.now() - start < 5000) {
      await sleep(100);
      res = await request(url).get('/api/user').set('Cookie', cookie);
    }
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.rejected, code: 'account_suspended' });
    const again = await request(url)
      .post('/api/login')
      .send({ username: form.username, password: form.password });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('account_suspended');
  });

  it("refuses a suspended user's session within seconds, and a deleted user's", async () => {
    const admin = await signIn(ADMIN);
    const reg = await request(url).post('/api/register').send(registration());
    const victim = { id: reg.body.id as number, cookie: sessionCookie(reg)! };
    expect((await request(url).get('/api/user').set('Cookie', victim.cookie)).status).toBe(200);

    const suspended = await request(url).post(`/api/users/${victim.id}/suspend`).set('Cookie', admin.cookie);
    expect(suspended.status).toBe(200);
    const start = Date.now();
    let res = await request(url).get('/api/user').set('Cookie', victim.cookie);
    while (res.status === 200 && Date.now() - start < 5000) {
      await sleep(100);
      res = await request(url).get('/api/user').set('Cookie', victim.cookie);
    }
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.suspended, code: 'account_suspended' });
    expect(Date.now() - start).toBeLessThan(2000);
    // The session is gone, not just refused once; signing in again is refused by identity.
    expect((await request(url).get('/api/user').set('Cookie', victim.cookie)).body).toEqual({
      message: 'Not authenticated',
      code: 'unauthenticated',
    });

    const reg2 = await request(url).post('/api/register').send(registration());
    const cookie2 = sessionCookie(reg2)!;
    expect((await request(url).delete(`/api/users/${reg2.body.id}`).set('Cookie', admin.cookie)).status).toBe(
      200,
    );
    await sleep(400);
    // Refused on a proxied route too: the session ends before anything is forwarded.
    const gone = await request(url).get('/api/users/pending-educators').set('Cookie', cookie2);
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe('Your account is no longer available. Please log in again.');
  });

  it('limits failed sign-ins per account with 429 and Retry-After; successful ones do not count', async () => {
    const limited = await startGateway(store, { RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' });
    const reg = await request(limited.url).post('/api/register').send(registration());
    const username = reg.body.username as string;
    for (let i = 0; i < 5; i++) {
      expect(
        (await request(limited.url).post('/api/login').send({ username, password: 'Green!leaf42' })).status,
      ).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect(
        (await request(limited.url).post('/api/login').send({ username, password: 'Wrong!pass1' })).status,
      ).toBe(401);
    }
    const blocked = await request(limited.url)
      .post('/api/login')
      .send({ username, password: 'Green!leaf42' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'rate_limited',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not affected.
    expect((await request(limited.url).post('/api/login').send(STUDENT)).status).toBe(200);
  });

  it('ends a session after the absolute lifetime even while it is in use', async () => {
    const short = await startGateway(store, { SESSION_ABSOLUTE_HOURS: String(1.5 / 3600) });
    const login = await request(short.url).post('/api/login').send(STUDENT);
    const cookie = sessionCookie(login)!;
    expect((await request(short.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    await sleep(800);
    expect((await request(short.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    await sleep(900);
    const expired = await request(short.url).get('/api/user').set('Cookie', cookie);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('ends an idle session, while activity keeps it alive', async () => {
    const idle = await startGateway(store, { SESSION_IDLE_MINUTES: String(2 / 60) });
    const login = await request(idle.url).post('/api/login').send(STUDENT);
    const cookie = sessionCookie(login)!;
    for (let i = 0; i < 4; i++) {
      await sleep(700);
      expect((await request(idle.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    }
    await sleep(3200);
    expect((await request(idle.url).get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('opens /ws for a signed-in user with their identity token', async () => {
    const live = await startUpgradeRecorder();
    try {
      const withLive = await startGateway(store, { LIVE_SESSION_URL: live.url });
      const login = await request(withLive.url).post('/api/login').send(STUDENT);
      const answer = await upgrade(withLive.url, sessionCookie(login)!);
      expect(answer).toBe(101);
      const claims = await readTestToken(live.received[0]['x-canopy-identity'] as string, 'live-session');
      expect(claims.user).toMatchObject({ username: 'student', role: 'student' });
      expect(live.received[0].cookie).toBeUndefined();
      expect(await upgrade(withLive.url)).toBe(401);
    } finally {
      await live.close();
    }
  });
});

describe('time limits of the calls to identity', () => {
  it('sign-in and sign-up wait for the password hash (IDENTITY_PASSWORD_TIMEOUT_MS), not the general limit', async () => {
    // 1 ms is shorter than any hash: under the general limit both would be 503.
    const { url } = await startGateway('memory', { IDENTITY_TIMEOUT_MS: '1' });
    expect((await request(url).post('/api/login').send(STUDENT)).status).toBe(200);
    const slow = await startGateway('memory', {
      IDENTITY_TIMEOUT_MS: '1',
      IDENTITY_PASSWORD_TIMEOUT_MS: '1',
    });
    expect((await request(slow.url).post('/api/login').send(STUDENT)).status).toBe(503);
  });
});

describe('the identity service stops', () => {
  it('answers sign-in 503 quickly with Retry-After, keeps running, and recovers when identity is back', async () => {
    const { url } = await startGateway('memory', { IDENTITY_TIMEOUT_MS: '1500' });
    const signedIn = await request(url).post('/api/login').send(STUDENT);
    const cookie = sessionCookie(signedIn)!;

    await identity.stop();
    const started = Date.now();
    const down = await request(url).post('/api/login').send(STUDENT);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body).toEqual({
      message: 'The identity service is unavailable. Please try again shortly.',
      code: 'unavailable',
    });
    const proxied = await request(url).get('/api/users/pending-educators').set('Cookie', cookie);
    expect(proxied.status).toBe(503);
    expect(proxied.body.message).toBe('The identity service is unavailable. Please try again shortly.');
    expect((await request(url).get('/healthz')).status).toBe(200);
    // A recent copy of the signed-in user still serves while identity is briefly away (IDENTITY_STALE_MS).
    expect((await request(url).get('/api/user').set('Cookie', cookie)).status).toBe(200);

    identity = await createIdentityService({ env: identityEnv(), logger: silent });
    await identity.start(identityPort);
    const back = await request(url).post('/api/login').send(STUDENT);
    expect(back.status).toBe(200);
  });

  it('refuses a session whose copy is older than IDENTITY_STALE_MS while identity is down', async () => {
    const { url } = await startGateway('memory', { IDENTITY_STALE_MS: '0', IDENTITY_REFRESH_MS: '100' });
    const cookie = sessionCookie(await request(url).post('/api/login').send(STUDENT))!;
    await identity.stop();
    try {
      await sleep(200);
      const res = await request(url).get('/api/user').set('Cookie', cookie);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('The identity service is unavailable. Please try again shortly.');
    } finally {
      identity = await createIdentityService({ env: identityEnv(), logger: silent });
      await identity.start(identityPort);
    }
    expect((await request(url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
  });
});

/** A stand-in live-session upstream: records the upgrade the gateway forwards and accepts it. */
async function startUpgradeRecorder() {
  const received: IncomingHttpHeaders[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket: Socket) => {
    received.push(req.headers);
    sockets.add(socket);
    socket.on('error', () => {});
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function upgrade(base: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/ws`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        ...(cookie ? { Cookie: cookie } : {}),
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
