import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPageSchema, recoveryMessages } from '@canopy/contracts';
import { createTestDatabase, testKeyEnv, type TestDatabase } from '@canopy/service-kit/testing';
import { createGateway, type Gateway } from '@canopy/gateway';
import { createIdentityService, type IdentityService } from '@canopy/identity-service';

/**
 * Account recovery and the end of sessions through the real gateway and identity service, with mail kept in the
 * local outbox (no SMTP_URL, demo mode): a learner asks for a link, the administrator's outbox has it, the new
 * password is set, and every older session of the learner ends (also after a suspension lifted at once).
 * In-process session store, and Redis too when TEST_REDIS_URL is set.
 */

const SESSION_SECRET = 'recovery-session-secret-0123456789abcdefgh';
const silent = pino({ level: 'silent' });
const ADMIN = { username: 'admin', password: 'Canopy!admin1' };
const NEW_PASSWORD = 'Fresh!growth7';
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';

let db: TestDatabase;
let identity: IdentityService;
let identityUrl: string;
let staticDir: string;
const gateways: Gateway[] = [];
const redisPrefixes: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase(engine, 'gw-recovery');
  staticDir = await mkdtemp(path.join(tmpdir(), 'canopy-gw-recovery-'));
  identity = await createIdentityService({
    env: {
      ...db.env,
      ...testKeyEnv('identity'),
      DEMO: 'true',
      PUBLIC_URL: 'http://localhost:3000',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    logger: silent,
  });
  identityUrl = (await identity.start(0)).url;
});

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
  await identity?.stop();
  await db?.cleanup();
  await rm(staticDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function sessionCookie(res: request.Response): string {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = set.find((s) => s.startsWith('canopy.sid='))?.split(';')[0];
  expect(cookie).toBeDefined();
  return cookie!;
}

const stores = ['memory', ...(process.env.TEST_REDIS_URL ? ['redis'] : [])] as const;

describe.each(stores)('password reset and the end of sessions through the gateway (%s store)', (store) => {
  let url: string;
  let adminCookie: string;

  beforeAll(async () => {
    const redisEnv: Record<string, string> = {};
    if (store === 'redis') {
      const prefix = `canopy-test:gw-recovery:${randomBytes(4).toString('hex')}:`;
      redisPrefixes.push(prefix);
      Object.assign(redisEnv, { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: prefix });
    }
    const gw = createGateway({
      env: {
        ...testKeyEnv('gateway'),
        SESSION_SECRET,
        IDENTITY_URL: identityUrl,
        IDENTITY_REFRESH_MS: '300',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SHUTDOWN_GRACE_MS: '200',
        STATIC_DIR: staticDir,
        ...redisEnv,
      },
      logger: silent,
    });
    gateways.push(gw);
    url = (await gw.start(0)).url;
    // A Redis store is usable once connected.
    for (let i = 0; i < 50 && (await request(url).get('/readyz')).status !== 200; i++) await sleep(100);
    const admin = await request(url).post('/api/login').send(ADMIN).expect(200);
    adminCookie = sessionCookie(admin);
  });

  async function registerLearner() {
    const username = `learner${randomBytes(4).toString('hex')}`;
    const email = `${username}@example.org`;
    const res = await request(url)
      .post('/api/register')
      .send({
        username,
        password: 'Green!leaf42',
        firstName: 'Rowan',
        lastName: 'Oak',
        email,
        role: 'student',
      })
      .expect(201);
    return { id: res.body.id as number, username, email, cookie: sessionCookie(res) };
  }

  /** Polls the session until it is refused, for at most 5 s (the promise); answers the last status. */
  async function statusWithin5s(cookie: string): Promise<number> {
    const until = Date.now() + 5000;
    let status = (await request(url).get('/api/user').set('Cookie', cookie)).status;
    while (status === 200 && Date.now() < until) {
      await sleep(100);
      status = (await request(url).get('/api/user').set('Cookie', cookie)).status;
    }
    return status;
  }

  it('mails a link to the outbox, sets the new password, and ends the older sessions', async () => {
    const learner = await registerLearner();
    const second = sessionCookie(
      await request(url)
        .post('/api/login')
        .send({ username: learner.username, password: 'Green!leaf42' })
        .expect(200),
    );

    const asked = await request(url).post('/api/forgot-password').send({ email: learner.email }).expect(200);
    expect(asked.body).toEqual({ message: recoveryMessages.linkRequested });
    const outbox = outboxPageSchema.parse(
      (await request(url).get('/api/admin/outbox?pageSize=100').set('Cookie', adminCookie).expect(200)).body,
    );
    const mail = outbox.items.find((m) => m.to === learner.email)!;
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    // The learner cannot read the outbox.
    await request(url).get('/api/admin/outbox').set('Cookie', learner.cookie).expect(403);

    await request(url).post('/api/reset-password').send({ token, password: NEW_PASSWORD }).expect(200);
    expect(await statusWithin5s(learner.cookie)).toBe(401);
    expect(await statusWithin5s(second)).toBe(401);

    // The new password opens a session that stays.
    await request(url)
      .post('/api/login')
      .send({ username: learner.username, password: 'Green!leaf42' })
      .expect(401);
    const fresh = sessionCookie(
      await request(url)
        .post('/api/login')
        .send({ username: learner.username, password: NEW_PASSWORD })
        .expect(200),
    );
    await sleep(700);
    await request(url).get('/api/user').set('Cookie', fresh).expect(200);
    // The link worked once.
    await request(url).post('/api/reset-password').send({ token, password: 'Other!pass9' }).expect(400);
  });

  it('ends the sessions of a suspended user even when the suspension is lifted at once', async () => {
    const learner = await registerLearner();
    await request(url).post(`/api/users/${learner.id}/suspend`).set('Cookie', adminCookie).expect(200);
    await request(url).post(`/api/users/${learner.id}/reactivate`).set('Cookie', adminCookie).expect(200);
    expect(await statusWithin5s(learner.cookie)).toBe(401);
    await request(url)
      .post('/api/login')
      .send({ username: learner.username, password: 'Green!leaf42' })
      .expect(200);
  });

  it('records the administrator’s actions with the address the gateway saw', async () => {
    const learner = await registerLearner();
    await request(url)
      .patch(`/api/users/${learner.id}`)
      .set('Cookie', adminCookie)
      .send({ lastName: 'Elm' })
      .expect(200);
    const res = await request(url)
      .get(`/api/admin/activity?search=${encodeURIComponent(`user ${learner.id}`)}`)
      .set('Cookie', adminCookie)
      .expect(200);
    const entry = res.body.items.find((e: { targetId: string }) => e.targetId === String(learner.id));
    expect(entry).toMatchObject({
      action: 'user.updated',
      actorName: 'admin',
      newValue: { lastName: 'Elm' },
    });
    expect(entry.ipAddress).toMatch(/127\.0\.0\.1/);
  });
});
