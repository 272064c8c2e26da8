import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@canopy/contracts';
import { testKeyEnv, createTestDatabase, type TestDatabase } from '@canopy/service-kit/testing';
import { createGateway, type Gateway } from '@canopy/gateway';
import { createIdentityService, type IdentityService } from '@canopy/identity-service';
import { createSoftAuthenticator } from '@canopy/identity-service/testing';

/**
 * Passkeys through the gateway with the real identity service: registration for a signed-in user, sign-in with a
 * fresh session id, challenges kept in the session and used once, refusals as JSON, and the login rate limit.
 * A software authenticator stands in for the browser (e2e/passkeys.spec.ts drives a real one).
 */

const ORIGIN = 'http://localhost:3000';
const silent = pino({ level: 'silent' });

let db: TestDatabase;
let identity: IdentityService;
let identityUrl: string;
let staticDir: string;
const gateways: Gateway[] = [];

beforeAll(async () => {
  db = await createTestDatabase('embedded', 'gw-passkeys');
  staticDir = await mkdtemp(path.join(tmpdir(), 'canopy-gw-passkeys-'));
  identity = await createIdentityService({
    env: {
      ...db.env,
      ...testKeyEnv('identity'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: ORIGIN,
    },
    logger: silent,
  });
  identityUrl = (await identity.start(0)).url;
});

afterAll(async () => {
  for (const gw of gateways) await gw.stop().catch(() => {});
  await identity?.stop();
  await db?.cleanup();
  await rm(staticDir, { recursive: true, force: true });
});

async function startGateway(env: Record<string, string> = {}) {
  const gw = createGateway({
    env: {
      ...testKeyEnv('gateway'),
      SESSION_SECRET: 'passkey-session-secret-0123456789abcdef',
      IDENTITY_URL: identityUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SHUTDOWN_GRACE_MS: '200',
      STATIC_DIR: staticDir,
      ...env,
    },
    logger: silent,
  });
  gateways.push(gw);
  return (await gw.start(0)).url;
}

function sessionCookie(res: request.Response): string | undefined {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return set.find((s) => s.startsWith('canopy.sid='))?.split(';')[0];
}

const registration = () => ({
  username: `pk${randomBytes(5).toString('hex')}`,
  password: 'Green!leaf42',
  firstName: 'Rowan',
  lastName: 'Oak',
  email: 'rowan@example.org',
  role: 'student',
  biometricEnabled: true,
});

describe('passkeys through the gateway', () => {
  let url: string;
  beforeAll(async () => {
    url = await startGateway();
  });

  /** A new student, signed in, with a passkey registered on a software authenticator. */
  async function studentWithPasskey() {
    const reg = await request(url).post('/api/register').send(registration());
    expect(reg.status).toBe(201);
    const cookie = sessionCookie(reg)!;
    const options = await request(url).post('/api/passkeys/register/options').set('Cookie', cookie);
    expect(options.status).toBe(200);
    const authenticator = createSoftAuthenticator();
    const verify = await request(url)
      .post('/api/passkeys/register/verify')
      .set('Cookie', cookie)
      .send(authenticator.register(options.body, ORIGIN));
    expect(verify.status, JSON.stringify(verify.body)).toBe(201);
    return { user: reg.body as { id: number; username: string }, cookie, authenticator, verify };
  }

  it('registers a passkey for the signed-in user and shows it without key material', async () => {
    const { user, cookie, verify } = await studentWithPasskey();
    expect(userSchema.strict().parse(verify.body.user)).toMatchObject({
      id: user.id,
      biometricEnabled: true,
    });
    expect(verify.text).not.toMatch(/publicKey|credentialId|biometricId/);
    expect(verify.headers['cache-control']).toBe('no-store');
    const me = await request(url).get('/api/user').set('Cookie', cookie);
    expect(me.body.biometricEnabled).toBe(true);
    const list = await request(url).get('/api/passkeys').set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([verify.body.passkey]);
  });

  it('signs in with the passkey into a fresh session, and the challenge works once', async () => {
    const { user, cookie, authenticator } = await studentWithPasskey();
    await request(url).post('/api/logout').set('Cookie', cookie).expect(200);

    const options = await request(url).post('/api/passkeys/login/options').send({});
    expect(options.status).toBe(200);
    expect(options.body.rpId).toBe('localhost');
    const visitor = sessionCookie(options)!;
    expect(visitor).toBeDefined();
    const answer = authenticator.authenticate(options.body, ORIGIN);
    const signedIn = await request(url)
      .post('/api/passkeys/login/verify')
      .set('Cookie', visitor)
      .send(answer);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(userSchema.strict().parse(signedIn.body)).toMatchObject({ id: user.id, username: user.username });
    const session = sessionCookie(signedIn)!;
    expect(session).toBeDefined();
    expect(session).not.toBe(visitor);
    expect((await request(url).get('/api/user').set('Cookie', session)).body.id).toBe(user.id);
    // The visitor session the ceremony ran in is gone.
    expect((await request(url).get('/api/user').set('Cookie', visitor)).status).toBe(401);

    // The challenge was used: the same answer again is refused, as JSON.
    const again = await request(url).post('/api/passkeys/login/verify').set('Cookie', session).send(answer);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/No passkey request/);
  });

  it('signs in by username too', async () => {
    const { user, authenticator } = await studentWithPasskey();
    const options = await request(url).post('/api/passkeys/login/options').send({ username: user.username });
    expect(options.body.allowCredentials).toHaveLength(1);
    const res = await request(url)
      .post('/api/passkeys/login/verify')
      .set('Cookie', sessionCookie(options)!)
      .send(authenticator.authenticate(options.body, ORIGIN));
    expect(res.status).toBe(200);
  });

  it('refuses answers to another challenge or from another origin with JSON, never 500', async () => {
    const { cookie, authenticator } = await studentWithPasskey();
    const first = await request(url).post('/api/passkeys/login/options').send({});
    const visitor = sessionCookie(first)!;
    const second = await request(url).post('/api/passkeys/login/options').set('Cookie', visitor).send({});
    // The session keeps only the latest challenge: an answer to the first is refused.
    const stale = await request(url)
      .post('/api/passkeys/login/verify')
      .set('Cookie', visitor)
      .send(authenticator.authenticate(first.body, ORIGIN));
    expect(stale.status).toBe(401);
    expect(stale.body.message).toMatch(/could not be verified/);

    const third = await request(url).post('/api/passkeys/login/options').set('Cookie', visitor).send({});
    const foreign = await request(url)
      .post('/api/passkeys/login/verify')
      .set('Cookie', visitor)
      .send(authenticator.authenticate(third.body, 'http://evil.example'));
    expect(foreign.status).toBe(401);
    expect(second.status).toBe(200);

    const regOptions = await request(url).post('/api/passkeys/register/options').set('Cookie', cookie);
    const wrongOrigin = await request(url)
      .post('/api/passkeys/register/verify')
      .set('Cookie', cookie)
      .send(createSoftAuthenticator().register(regOptions.body, 'http://evil.example'));
    expect(wrongOrigin.status).toBe(400);
    expect(wrongOrigin.body.message).toMatch(/could not be verified/);
  });

  it('answers bad requests with 400 or 401 JSON', async () => {
    const { cookie, authenticator } = await studentWithPasskey();
    // Registration is for signed-in users only.
    expect((await request(url).post('/api/passkeys/register/options')).status).toBe(401);
    expect((await request(url).post('/api/passkeys/register/verify').send({})).status).toBe(401);
    expect((await request(url).get('/api/passkeys')).status).toBe(401);
    // No ceremony started.
    const none = await request(url)
      .post('/api/passkeys/register/verify')
      .set('Cookie', cookie)
      .send(authenticator.register({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rp: {} }, ORIGIN));
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/No passkey request/);
    const noLogin = await request(url)
      .post('/api/passkeys/login/verify')
      .send(authenticator.authenticate({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }, ORIGIN));
    expect(noLogin.status).toBe(400);
    // Malformed bodies.
    for (const body of [{}, { id: 'x', type: 'password', response: {} }, { id: 'x', type: 'public-key' }]) {
      const res = await request(url).post('/api/passkeys/login/verify').send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const text = await request(url)
      .post('/api/passkeys/login/verify')
      .set('Content-Type', 'application/json')
      .send('{not json');
    expect(text.status).toBe(400);
    expect((await request(url).post('/api/passkeys/login/options').send({ username: 42 })).status).toBe(400);
    // A well-formed answer with garbage inside, for a real challenge: identity refuses it, as JSON.
    const options = await request(url).post('/api/passkeys/login/options').send({});
    const garbage = await request(url)
      .post('/api/passkeys/login/verify')
      .set('Cookie', sessionCookie(options)!)
      .send({ ...authenticator.authenticate(options.body, ORIGIN), response: { clientDataJSON: 'AAAA' } });
    expect(garbage.status).toBe(400);
  });
});

describe('passkey sign-in and the login rate limit', () => {
  it('counts failed passkey sign-ins against the per-IP login limit', async () => {
    const url = await startGateway({ RATE_LIMIT_LOGIN_PER_IP: '2' });
    const stranger = createSoftAuthenticator();
    stranger.register({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rp: {} }, ORIGIN);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const options = await request(url).post('/api/passkeys/login/options').send({});
      if (options.status !== 200) {
        statuses.push(options.status);
        continue;
      }
      const res = await request(url)
        .post('/api/passkeys/login/verify')
        .set('Cookie', sessionCookie(options)!)
        .send(stranger.authenticate(options.body, ORIGIN));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});
