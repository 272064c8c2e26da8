import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformService, platformServices, type User } from '@canopy/contracts';
import {
  createTestDatabase,
  dropNatsPrefix,
  testNatsPrefix,
  type TestDatabase,
} from '@canopy/service-kit/testing';
import { serviceFactories } from '../src/service-factories';
import type { GatewayThread } from '../src/gateway-thread';
import { startPlatform, type Platform, type PlatformGateway } from '../src/start-platform';
import { buildGatewayThread } from './build-gateway-thread';

/**
 * Two whole platforms side by side in one process, every port 0: A on the embedded PostgreSQL with in-process
 * sessions and events and the gateway in this thread, B on PostgreSQL, Redis and NATS when TEST_DATABASE_URL /
 * TEST_REDIS_URL / TEST_NATS_URL are set (the embedded defaults otherwise) with the gateway in a thread of its
 * own, as `npm start` runs it. Then domain events end to end through each, and B's /readyz once one of its
 * services is stopped.
 */

const silent = pino({ level: 'silent' });
const ADMIN = { username: 'admin', password: 'Canopy!admin1' };
const STUDENT = { username: 'student', password: 'Canopy!learn1' };
const cleanups: Array<() => Promise<unknown>> = [];
let a: Platform;
let b: Platform<GatewayThread>;

/** Every `{SERVICE}_PORT` of the platform list at 0, so nothing depends on the default ports being free. */
const freePorts = () => ({
  PORT: '0',
  ...Object.fromEntries(platformServices.map((s) => [s.portVariable, '0'])),
});

async function platformEnv(label: string, engines: { postgres: boolean; redis: boolean; nats: boolean }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `canopy-launcher-${label}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    ...freePorts(),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    DEMO: 'yes',
    LOG_LEVEL: 'silent',
    SHUTDOWN_GRACE_MS: '200',
  };
  if (engines.postgres) {
    for (const { name } of serviceFactories) {
      const db: TestDatabase = await createTestDatabase('postgres', `launcher-${label}-${name}`);
      cleanups.push(() => db.cleanup());
      env[platformService(name).databaseUrlVariable] = db.env.DATABASE_URL!;
    }
  }
  if (engines.nats) {
    const prefix = testNatsPrefix();
    Object.assign(env, { NATS_URL: process.env.TEST_NATS_URL!, NATS_PREFIX: prefix });
    cleanups.push(() => dropNatsPrefix(process.env.TEST_NATS_URL!, prefix));
  }
  if (engines.redis) {
    const prefix = `canopy-test:launcher:${randomBytes(4).toString('hex')}:`;
    Object.assign(env, { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: prefix });
    cleanups.push(async () => {
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });
  }
  return env;
}

// A platform on the embedded engine initialises a new cluster in its data folder: initdb takes seconds, many more
// on a busy shared machine.
const START_TIMEOUT_MS = 240_000;
beforeAll(async () => {
  a = await startPlatform({
    env: await platformEnv('a', { postgres: false, redis: false, nats: false }),
    logger: silent,
  });
}, START_TIMEOUT_MS);
beforeAll(async () => {
  b = await startPlatform({
    env: await platformEnv('b', {
      postgres: Boolean(process.env.TEST_DATABASE_URL),
      redis: Boolean(process.env.TEST_REDIS_URL),
      nats: Boolean(process.env.TEST_NATS_URL),
    }),
    logger: silent,
    gatewayThread: true,
    gatewayThreadUrl: await buildGatewayThread(),
  });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function signIn(platform: Platform<PlatformGateway>, creds: { username: string; password: string }) {
  const res = await request(platform.url).post('/api/login').send(creds);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { user: res.body as User, cookie: String(res.headers['set-cookie']).split(';')[0] };
}

describe('two platforms side by side, every port 0', () => {
  it('run every service on ports of their own, none of them a default', () => {
    const ports = [a, b].flatMap((p) => [p.port, ...p.services.map((s) => s.port)]);
    expect(new Set(ports).size).toBe(ports.length);
    const defaults = [3000, ...platformServices.map((s) => s.defaultPort)];
    expect(ports.filter((p) => defaults.includes(p))).toEqual([]);
    expect(a.services.map((s) => s.name)).toEqual(serviceFactories.map((f) => f.name));
    expect(a.publicUrl).toBe(`http://localhost:${a.port}`);
  });

  it('are each ready, with each gateway reporting its own services', async () => {
    for (const platform of [a, b]) {
      const res = await request(platform.url).get('/readyz');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.services).toEqual(Object.fromEntries(platform.services.map((s) => [s.name, 'ready'])));
      for (const s of platform.services) {
        expect((await request(s.url).get('/readyz')).body).toMatchObject({
          status: 'ready',
          service: s.name,
        });
      }
    }
    for (const s of a.services)
      expect(a.gateway.config[platformService(s.name).urlVariable]).toEqual([s.url]);
    expect((await request(b.url).get('/readyz')).body.sessions).toBe(
      process.env.TEST_REDIS_URL ? 'redis' : 'memory',
    );
    expect(b.gateway.sessionStore).toBe(process.env.TEST_REDIS_URL ? 'redis' : 'memory');
    expect(b.gateway.url).toBe(b.url);
  });

  it('keep their own data, secrets and demo accounts', async () => {
    const username = `side${randomBytes(4).toString('hex')}`;
    const registered = await request(a.url).post('/api/register').send({
      username,
      password: 'Green!leaf42',
      firstName: 'Rowan',
      lastName: 'Oak',
      email: 'rowan@example.org',
      role: 'student',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(
      (await request(b.url).post('/api/login').send({ username, password: 'Green!leaf42' })).status,
    ).toBe(401);
    const secrets = async (p: Platform<PlatformGateway>) =>
      JSON.parse(await readFile(path.join(p.dataDir, 'secrets.json'), 'utf8'));
    expect((await secrets(a)).sessionSecret).not.toBe((await secrets(b)).sessionSecret);
    // A session cookie of one platform means nothing to the other.
    const { cookie } = await signIn(a, STUDENT);
    expect((await request(a.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    expect((await request(b.url).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect(a.accounts.map((acc) => acc.username)).toContain('student');
    // The course service got identity's demo ids: the student has a course in progress on both.
    for (const p of [a, b]) {
      const student = await signIn(p, STUDENT);
      const enrollments = await request(p.url).get('/api/enrollments').set('Cookie', student.cookie);
      expect(enrollments.status).toBe(200);
      expect(enrollments.body.length).toBeGreaterThan(0);
    }
  });
});

describe.each([
  ['A, on the in-process bus', () => a as Platform<PlatformGateway>],
  [process.env.TEST_NATS_URL ? 'B, through NATS' : 'B', () => b as Platform<PlatformGateway>],
])('domain events through the launcher (%s)', (_label, platformOf) => {
  let p: Platform<PlatformGateway>;
  beforeAll(() => {
    p = platformOf();
  });

  it('admin deletes a student through the gateway; the course service forgets their enrollments', async () => {
    const username = `gone${randomBytes(4).toString('hex')}`;
    const registered = await request(p.url).post('/api/register').send({
      username,
      password: 'Green!leaf42',
      firstName: 'Ash',
      lastName: 'Elm',
      email: 'ash@example.org',
      role: 'student',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const studentId = (registered.body as User).id;
    const studentCookie = String(registered.headers['set-cookie']).split(';')[0];

    const courses = await request(p.url).get('/api/courses');
    const courseId = (courses.body as Array<{ id: number }>)[0].id;
    const enrolled = await request(p.url)
      .post('/api/enrollments')
      .set('Cookie', studentCookie)
      .send({ courseId });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);

    const admin = await signIn(p, ADMIN);
    const enrollmentOfStudent = () =>
      request(p.url).get(`/api/enrollments/course/${courseId}/user/${studentId}`).set('Cookie', admin.cookie);
    const before = await enrollmentOfStudent();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ userId: studentId, courseId });

    const deleted = await request(p.url).delete(`/api/users/${studentId}`).set('Cookie', admin.cookie);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    // identity's outbox → relay → the event engine → course's inbox, within seconds.
    let after = await enrollmentOfStudent();
    for (const deadline = Date.now() + 5_000; after.body !== null && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 100));
      after = await enrollmentOfStudent();
    }
    expect(after.status).toBe(200);
    expect(after.body).toBeNull();
    // Nothing else was touched: the demo student's enrollments are still there.
    const other = await signIn(p, STUDENT);
    expect(
      (await request(p.url).get('/api/enrollments').set('Cookie', other.cookie)).body.length,
    ).toBeGreaterThan(0);
  });

  it('a learner starts a course discussion through the gateway; the course service records the milestone', async () => {
    const username = `talk${randomBytes(4).toString('hex')}`;
    const registered = await request(p.url).post('/api/register').send({
      username,
      password: 'Green!leaf42',
      firstName: 'Fern',
      lastName: 'Moss',
      email: 'fern@example.org',
      role: 'student',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const cookie = String(registered.headers['set-cookie']).split(';')[0];
    const courseId = ((await request(p.url).get('/api/courses')).body as Array<{ id: number }>)[0].id;
    const enrolled = await request(p.url).post('/api/enrollments').set('Cookie', cookie).send({ courseId });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    const milestones = async () => {
      const res = await request(p.url)
        .get(`/api/enrollments/${enrolled.body.id}/milestones`)
        .set('Cookie', cookie);
      expect(res.status).toBe(200);
      return res.body as Array<{ type: string; metadata: Record<string, unknown> }>;
    };
    expect(await milestones()).toEqual([]);

    const posted = await request(p.url).post('/api/discussions').set('Cookie', cookie).send({
      title: 'Where do I start with my balcony?',
      content: 'Which of the first lessons helped you most with a small balcony garden?',
      courseId,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);

    // forum's outbox → relay → the event engine → course's inbox, within seconds.
    let got = await milestones();
    for (const deadline = Date.now() + 5_000; got.length === 0 && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 100));
      got = await milestones();
    }
    expect(got).toMatchObject([
      { type: 'discussion_contribution', metadata: { discussionId: posted.body.id } },
    ]);
  });
});

describe("the gateway's /readyz with a service down", () => {
  it('answers 503 naming it, while the platform beside it stays ready', async () => {
    const course = b.services.find((s) => s.name === 'course')!;
    await course.service.stop();
    const res = await request(b.url).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      message: 'Not ready: the course service is unavailable.',
      code: 'unavailable',
      down: ['course'],
      services: { identity: 'ready', course: 'down' },
    });
    // A query no earlier test asked, so the gateway's one-second micro-cache cannot answer it.
    const uncached = `/api/courses?search=${encodeURIComponent(`readyz ${Date.now()}`)}`;
    expect((await request(b.url).get(uncached)).status).toBe(503);
    expect((await request(a.url).get('/readyz')).status).toBe(200);
  });
});
