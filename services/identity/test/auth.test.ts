import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, userSchema } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { testEngines } from '@canopy/service-kit/testing';
import { UsernameTakenError } from '../src/stores/user-store';
import {
  FIXTURE_PASSWORD,
  leakingResponses,
  startIdentityService,
  uniqueName,
  validRegistration,
  type TestIdentityService,
} from './harness';

describe.each(testEngines())('identity sign-up, sign-in and lookups (%s)', (engine) => {
  let t: TestIdentityService;
  let gateway: Record<string, string>;
  // Internal routes answer only the callers their contracts declare: an instructor's name is course's read, a batch
  // of names live-session's.
  let course: Record<string, string>;
  let liveSession: Record<string, string>;
  beforeAll(async () => {
    t = await startIdentityService(engine);
    gateway = await t.asService();
    course = await t.asService('course');
    liveSession = await t.asService('live-session');
  });
  afterAll(async () => {
    expect(leakingResponses(t.responses)).toEqual([]);
    await t.close();
  });

  const register = (body: unknown) =>
    t.api
      .post('/internal/auth/register')
      .set(gateway)
      .send(body as object);
  const login = (username: string, password: string) =>
    t.api.post('/internal/auth/login').set(gateway).send({ username, password });

  describe('registration', () => {
    it('creates an active student and answers the user only', async () => {
      const body = validRegistration({ firstName: '  Ivy ' });
      const res = await register(body).expect(201);
      expect(Object.keys(res.body)).toEqual(['user']);
      const user = userSchema.strict().parse(res.body.user);
      expect(user).toMatchObject({
        username: body.username,
        firstName: 'Ivy',
        role: 'student',
        status: 'active',
        approvedBy: null,
        biometricEnabled: false,
      });
      expect(new Date(user.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('creates a pending educator and says approval is pending', async () => {
      const res = await register(validRegistration({ role: 'educator', biometricEnabled: true })).expect(201);
      expect(res.body.user).toMatchObject({ role: 'educator', status: 'pending', biometricEnabled: true });
      expect(res.body.message).toBe(messages.registrationPending);
      expect(res.body.message).toContain('pending approval');
    });

    it('announces a new educator, not a new student, to the review queue in the same transaction', async () => {
      const educator = await register(validRegistration({ role: 'educator' })).expect(201);
      const student = await register(validRegistration()).expect(201);
      const rows = rowsOf(
        await t.service.ctx.db.execute(
          sql`select payload from kit_outbox where type = 'educator.registered'`,
        ),
      ) as { payload: { userId: number } }[];
      const ids = rows.map((r) => r.payload.userId);
      expect(ids).toContain(educator.body.user.id);
      expect(ids).not.toContain(student.body.user.id);
    });

    it('refuses administrator self-registration with the restriction text', async () => {
      const body = validRegistration({ role: 'admin' });
      const res = await register(body).expect(403);
      expect(res.body).toEqual({ message: messages.adminRestricted, code: 'forbidden' });
      expect(await t.deps.stores.users.findByUsername(body.username)).toBeNull();
    });

    it('defaults the role to student', async () => {
      const { role: _role, ...body } = validRegistration();
      const res = await register(body).expect(201);
      expect(res.body.user.role).toBe('student');
    });

    it('ignores hidden fields: status, approvedBy, id, secrets and prototype tricks', async () => {
      const username = uniqueName('sneaky');
      const raw = JSON.stringify({
        ...validRegistration({ username, role: 'educator' }),
        id: 1,
        status: 'active',
        approvedBy: 1,
        passwordHash: 'x',
        resetToken: 'known-token',
        biometricId: 'finger',
        createdAt: '2000-01-01T00:00:00.000Z',
        isAdmin: true,
      }).replace(
        /}$/,
        ',"__proto__":{"role":"admin","status":"active"},"constructor":{"prototype":{"role":"admin"}}}',
      );
      const res = await register(raw).set('content-type', 'application/json').expect(201);
      expect(res.body.user).toMatchObject({
        username,
        role: 'educator',
        status: 'pending',
        approvedBy: null,
      });
      const stored = await t.deps.stores.users.findByUsername(username);
      expect(stored).toMatchObject({
        role: 'educator',
        status: 'pending',
        approvedBy: null,
        resetToken: null,
        biometricId: null,
      });
      expect(stored!.id).not.toBe(1);
      expect(stored!.createdAt.getFullYear()).toBeGreaterThan(2000);
      expect(({} as Record<string, unknown>).role).toBeUndefined();
    });

    it('does not let __proto__ smuggle a role past the defaults', async () => {
      const { role: _role, ...body } = validRegistration();
      const raw = JSON.stringify(body).replace(/}$/, ',"__proto__":{"role":"admin"}}');
      const res = await register(raw).set('content-type', 'application/json').expect(201);
      expect(res.body.user.role).toBe('student');
    });

    it('treats usernames case-insensitively', async () => {
      const username = uniqueName('Maple');
      await register(validRegistration({ username })).expect(201);
      const res = await register(validRegistration({ username: username.toUpperCase() })).expect(409);
      expect(res.body).toEqual({ message: messages.usernameTaken, code: 'conflict' });
      await register(validRegistration({ username: ` ${username.toLowerCase()} ` })).expect(409);
    });

    it('lets only one of two concurrent sign-ups with the same name (different case) succeed', async () => {
      const username = uniqueName('birch');
      const results = await Promise.all([
        register(validRegistration({ username })),
        register(validRegistration({ username: username.toUpperCase() })),
        register(
          validRegistration({ username: username[0]!.toUpperCase() + username.slice(1), role: 'educator' }),
        ),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      for (const r of results.filter((r) => r.status === 409))
        expect(r.body.message).toBe(messages.usernameTaken);
      const all = await t.deps.stores.users.list();
      expect(all.filter((u) => u.username.toLowerCase() === username.toLowerCase())).toHaveLength(1);
    });

    it('relies on the unique index: a direct insert of the same name in another case is UsernameTakenError', async () => {
      const first = await t.addUser({ username: uniqueName('Alder') });
      await expect(t.addUser({ username: first.username.toUpperCase() })).rejects.toBeInstanceOf(
        UsernameTakenError,
      );
    });

    it.each([
      ['a short password', { password: 'Ab!1' }, messages.passwordMin],
      ['a password without a number', { password: 'Green!leaf' }, messages.passwordNumber],
      ['a password without a letter', { password: '12345678!' }, messages.passwordLetter],
      ['a password without a special character', { password: 'Greenleaf42' }, messages.passwordSpecial],
      ['a short username', { username: 'ab' }, messages.usernameMin],
      ['a username with spaces', { username: 'two words' }, messages.usernameChars],
      ['an invalid email', { email: 'not-an-email' }, messages.invalidEmail],
      ['an empty first name', { firstName: '  ' }, messages.firstNameRequired],
      ['an unknown role', { role: 'owner' }, undefined],
      ['a non-boolean biometricEnabled', { biometricEnabled: 'yes' }, undefined],
    ])('refuses %s with 400', async (_label, override, message) => {
      const res = await register(validRegistration(override)).expect(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.issues.length).toBeGreaterThan(0);
      if (message) expect(res.body.message).toBe(message);
    });

    it('lists every problem of an empty registration', async () => {
      const res = await register({}).expect(400);
      const paths = res.body.issues.map((i: { path: string }) => i.path);
      expect(paths).toEqual(
        expect.arrayContaining(['username', 'password', 'firstName', 'lastName', 'email']),
      );
    });
  });

  describe('login', () => {
    it('answers the user for the right password, any username case', async () => {
      const user = await t.addUser({ username: uniqueName('Willow') });
      const res = await login(user.username.toLowerCase(), FIXTURE_PASSWORD).expect(200);
      expect(userSchema.strict().parse(res.body)).toMatchObject({
        id: user.id,
        username: user.username,
        status: 'active',
      });
    });

    it('signs in a freshly registered user', async () => {
      const body = validRegistration();
      await register(body).expect(201);
      await login(body.username, body.password).expect(200);
    });

    it('gives an unknown user and a wrong password the same 401', async () => {
      const user = await t.addUser();
      const wrong = await login(user.username, 'Wrong!pass1').expect(401);
      const unknown = await login(uniqueName('nobody'), 'Wrong!pass1').expect(401);
      expect(wrong.body).toEqual({ message: messages.invalidCredentials, code: 'unauthenticated' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('takes about as long for an unknown user as for a wrong password', async () => {
      const user = await t.addUser();
      const time = async (username: string) => {
        const start = performance.now();
        await login(username, 'Wrong!pass1').expect(401);
        return performance.now() - start;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        wrong.push(await time(user.username));
        unknown.push(await time(uniqueName('ghost')));
      }
      // Both pay one argon2 verification; without the dummy hash the unknown user would answer in ~1 ms.
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    });

    it('lets a pending educator sign in', async () => {
      const user = await t.addUser({ role: 'educator', status: 'pending' });
      const res = await login(user.username, FIXTURE_PASSWORD).expect(200);
      expect(res.body).toMatchObject({ role: 'educator', status: 'pending' });
    });

    it('refuses a suspended account with 403 and the suspension text', async () => {
      const user = await t.addUser({ status: 'suspended' });
      const res = await login(user.username, FIXTURE_PASSWORD).expect(403);
      expect(res.body).toEqual({ message: messages.suspended, code: 'account_suspended' });
    });

    it('refuses a rejected educator with 403 and the rejection text', async () => {
      const user = await t.addUser({ role: 'educator', status: 'rejected' });
      const res = await login(user.username, FIXTURE_PASSWORD).expect(403);
      expect(res.body).toEqual({ message: messages.rejected, code: 'account_suspended' });
    });

    it('does not reveal a suspension to someone without the password', async () => {
      const user = await t.addUser({ status: 'suspended' });
      await login(user.username, 'Wrong!pass1').expect(401);
    });

    it('requires a username and a password', async () => {
      const a = await t.api.post('/internal/auth/login').set(gateway).send({ password: 'x' }).expect(400);
      expect(a.body.message).toBe(messages.usernameRequired);
      const b = await t.api
        .post('/internal/auth/login')
        .set(gateway)
        .send({ username: 'someone' })
        .expect(400);
      expect(b.body.message).toBe(messages.passwordRequired);
      await t.api
        .post('/internal/auth/login')
        .set(gateway)
        .send({ username: ['a'], password: 1 })
        .expect(400);
    });
  });

  describe('internal lookups', () => {
    it('answers the full user by id, for session refresh', async () => {
      const user = await t.addUser({ role: 'educator', status: 'pending' });
      const res = await t.api.get(`/internal/users/${user.id}`).set(gateway).expect(200);
      const { sessionsValidFrom, ...rest } = res.body;
      expect(userSchema.strict().parse(rest)).toMatchObject({ id: user.id, status: 'pending' });
      expect(sessionsValidFrom).toBeNull();
    });

    it('answers the public view of a user', async () => {
      const user = await t.addUser({ role: 'educator', firstName: 'Fern', lastName: 'Moss' });
      const res = await t.api
        .get(`/internal/users/${user.id}/public`)
        .set(await t.asService('course'))
        .expect(200);
      expect(res.body).toEqual({
        id: user.id,
        username: user.username,
        firstName: 'Fern',
        lastName: 'Moss',
        role: 'educator',
      });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await t.api.get('/internal/users/999999').set(gateway).expect(404);
      await t.api.get('/internal/users/999999/public').set(course).expect(404);
      await t.api.get('/internal/users/abc').set(gateway).expect(400);
      await t.api.get('/internal/users/0').set(gateway).expect(400);
      await t.api.get('/internal/users/-1').set(gateway).expect(400);
      await t.api.get('/internal/users/99999999999').set(gateway).expect(400);
    });

    it('looks users up in batches, skipping unknown and duplicate ids', async () => {
      const a = await t.addUser();
      const b = await t.addUser({ role: 'educator' });
      const res = await t.api
        .get(`/internal/users?ids=${b.id},${a.id},${a.id},999999`)
        .set(liveSession)
        .expect(200);
      expect(res.body.map((u: { id: number }) => u.id).sort()).toEqual([a.id, b.id].sort());
      expect(Object.keys(res.body[0]).sort()).toEqual(['firstName', 'id', 'lastName', 'role', 'username']);
      const repeated = await t.api
        .get(`/internal/users?ids=${a.id}&ids=${b.id}`)
        .set(liveSession)
        .expect(200);
      expect(repeated.body).toHaveLength(2);
    });

    it('caps a batch at 100 ids and refuses malformed lists', async () => {
      const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
      await t.api.get(`/internal/users?ids=${hundred}`).set(liveSession).expect(200);
      const res = await t.api.get(`/internal/users?ids=${hundred},101`).set(liveSession).expect(400);
      expect(res.body.message).toMatch(/100/);
      await t.api.get('/internal/users').set(liveSession).expect(400);
      await t.api.get('/internal/users?ids=').set(liveSession).expect(400);
      await t.api.get('/internal/users?ids=1,abc').set(liveSession).expect(400);
      await t.api.get('/internal/users?ids=1.5').set(liveSession).expect(400);
    });
  });

  describe('the internal API is for services only', () => {
    it.each([
      ['POST', '/internal/auth/login'],
      ['POST', '/internal/auth/register'],
      ['GET', '/internal/users/1'],
      ['GET', '/internal/users/1/public'],
      ['GET', '/internal/users?ids=1'],
    ])('%s %s: 401 without a token, 403 for a visitor or a user', async (method, path) => {
      const call = () =>
        method === 'GET' ? t.api.get(path) : t.api.post(path).send({ username: 'a', password: 'b' });
      await call().expect(401);
      await call()
        .set(await t.as(null))
        .expect(403);
      const admin = await t.addUser({ role: 'admin' });
      await call()
        .set(await t.as(admin))
        .expect(403);
    });

    it('has no test login unless ENABLE_TEST_LOGIN is on', async () => {
      const res = await t.api.post('/internal/auth/test-login').set(gateway).expect(404);
      expect(typeof res.body.message).toBe('string');
    });
  });
});
