import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@canopy/service-kit/testing';
import { users } from '../src/db/schema';
import type { UserRecord } from '../src/stores/user-store';
import {
  FIXTURE_PASSWORD,
  leakingResponses,
  startIdentityService,
  validRegistration,
  type TestIdentityService,
} from './harness';

/** Every body-taking endpoint, with the headers of a caller allowed to use it. */
const bodyEndpoints = [
  { method: 'post', path: '/internal/auth/login', caller: 'service' },
  { method: 'post', path: '/internal/auth/register', caller: 'service' },
  { method: 'patch', path: '/api/users/{target}', caller: 'admin' },
] as const;

describe.each(testEngines())('identity refuses bad input cleanly (%s)', (engine) => {
  let t: TestIdentityService;
  let admin: UserRecord;
  let targetId: number;
  const headers: Record<'service' | 'admin', Record<string, string>> = { service: {}, admin: {} };

  beforeAll(async () => {
    t = await startIdentityService(engine);
    admin = await t.addUser({ role: 'admin' });
    targetId = (await t.addUser()).id;
    headers.service = await t.asService();
    headers.admin = await t.as(admin);
  });
  afterAll(async () => {
    expect(leakingResponses(t.responses)).toEqual([]);
    await t.close();
  });

  const call = (e: (typeof bodyEndpoints)[number]) =>
    t.api[e.method](e.path.replace('{target}', String(targetId))).set(headers[e.caller]);

  const expectJson4xx = (
    res: { status: number; headers: Record<string, string>; body: { message?: unknown } },
    status?: number,
  ) => {
    if (status) expect(res.status).toBe(status);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(typeof res.body.message).toBe('string');
  };

  describe.each(bodyEndpoints)('$method $path', (endpoint) => {
    it('answers 400 JSON for malformed JSON', async () => {
      const res = await call(endpoint).set('content-type', 'application/json').send('{"username": "a",');
      expectJson4xx(res, 400);
      expect(res.body.message).toBe('Malformed JSON in request body');
    });

    it.each([
      ['a JSON array', '[]'],
      ['a JSON string', '"text"'],
      ['JSON null', 'null'],
      ['a number', '42'],
      [
        'wrong types',
        JSON.stringify({
          username: 42,
          password: ['x'],
          firstName: {},
          lastName: true,
          email: null,
          role: 7,
        }),
      ],
      ['missing fields', '{}'],
      ['__proto__ keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":true}}}'],
      ['deeply nested values', JSON.stringify({ username: { a: { b: { c: { d: {} } } } }, email: [[[[]]]] })],
    ])('answers 4xx JSON for %s', async (_label, raw) => {
      const res = await call(endpoint).set('content-type', 'application/json').send(raw);
      expectJson4xx(res);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('answers 413 JSON for a 1 MB body', async () => {
      const big = JSON.stringify({ ...validRegistration(), firstName: 'x'.repeat(1024 * 1024) });
      const res = await call(endpoint).set('content-type', 'application/json').send(big);
      expectJson4xx(res, 413);
    });

    it.each([
      ['text/plain', 'username=a&password=b'],
      ['application/x-www-form-urlencoded', 'username=a&password=b'],
      ['application/xml', '<user/>'],
    ])('answers 415 JSON for content type %s', async (type, raw) => {
      const res = await call(endpoint).set('content-type', type).send(raw);
      expectJson4xx(res, 415);
    });

    it('answers 4xx JSON for a body without a content type', async () => {
      const res = await call(endpoint).unset('content-type').send(Buffer.from('{"username":"a"}'));
      expectJson4xx(res);
    });
  });

  it('answers 400 for over-long fields rather than storing them', async () => {
    const long = 'a'.repeat(5000);
    for (const field of ['username', 'firstName', 'lastName', 'email', 'password']) {
      const res = await t.api
        .post('/internal/auth/register')
        .set(headers.service)
        .send(validRegistration({ [field]: long }));
      expectJson4xx(res, 400);
    }
    const res = await t.api
      .post('/internal/auth/login')
      .set(headers.service)
      .send({ username: long, password: long });
    expectJson4xx(res, 400);
  });

  it('answers 404 JSON for unknown paths and methods', async () => {
    expectJson4xx(await t.api.get('/api/nothing-here').set(headers.admin), 404);
    expectJson4xx(await t.api.get(`/api/users/${targetId}`).set(headers.admin), 404);
    expectJson4xx(await t.api.delete('/api/users').set(headers.admin), 404);
  });

  it('never answers a password, hash, reset token or biometric id', async () => {
    const secretive = await t.deps.stores.users.create({
      username: 'secretive',
      passwordHash: (await t.deps.stores.users.findById(targetId))!.passwordHash,
      firstName: 'S',
      lastName: 'T',
      email: 's@example.org',
      role: 'educator',
      status: 'pending',
      biometricEnabled: true,
    });
    // Secrets set the way a reset or passkey flow would, to prove they stay inside.
    await t.service.ctx.db
      .update(users)
      .set({ resetToken: 'reset-abc', biometricId: 'bio-xyz', resetTokenExpiry: new Date() })
      .where(eq(users.id, secretive.id));
    const gateway = headers.service;
    const answers = [
      await t.api
        .post('/internal/auth/login')
        .set(gateway)
        .send({ username: 'secretive', password: FIXTURE_PASSWORD }),
      await t.api.get(`/internal/users/${secretive.id}`).set(gateway),
      await t.api.get(`/internal/users/${secretive.id}/public`).set(await t.asService('course')),
      await t.api.get(`/internal/users?ids=${secretive.id}`).set(await t.asService('live-session')),
      await t.api.get('/api/users').set(headers.admin),
      await t.api.get('/api/users/pending-educators').set(headers.admin),
      await t.api.patch(`/api/users/${secretive.id}`).set(headers.admin).send({ firstName: 'Q' }),
      await t.api.post(`/api/users/${secretive.id}/approve`).set(headers.admin),
      await t.api.post(`/api/users/${secretive.id}/suspend`).set(headers.admin),
      await t.api.post(`/api/users/${secretive.id}/reactivate`).set(headers.admin),
      await t.api.post('/internal/auth/register').set(gateway).send(validRegistration()),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      expect(res.text).not.toMatch(
        /reset-abc|bio-xyz|\$argon2|passwordHash|resetToken|biometricId|"password"/,
      );
    }
    expect(leakingResponses(t.responses)).toEqual([]);
  });
});
