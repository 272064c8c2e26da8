import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@canopy/contracts';
import { messages, userPageSchema, userSchema } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { identityMessages } from '@canopy/contracts';
import type { NewUser, UserRecord } from '../src/stores/user-store';
import {
  FIXTURE_PASSWORD,
  leakingResponses,
  startIdentityService,
  validRegistration,
  type TestIdentityService,
} from './harness';

type Actor =
  'anonymous' | 'service' | 'student' | 'pendingEducator' | 'activeEducator' | 'suspendedUser' | 'admin';
const actors: Actor[] = [
  'anonymous',
  'service',
  'student',
  'pendingEducator',
  'activeEducator',
  'suspendedUser',
  'admin',
];

interface Endpoint {
  name: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  internal: boolean;
  /** Creates whatever the call needs and answers its path and body. */
  prepare(t: TestIdentityService): Promise<{ path: string; body?: object }>;
  /** The status the permitted caller (admin for /api, a service for /internal) gets. */
  allowed: number;
  /** For /internal: a service the contract declares as a caller (default course). */
  caller?: string;
}

const target = (t: TestIdentityService, overrides: Partial<NewUser> = {}) => t.addUser(overrides);

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/users',
    method: 'get',
    internal: false,
    allowed: 200,
    prepare: async () => ({ path: '/api/users' }),
  },
  {
    name: 'GET /api/users/pending-educators',
    method: 'get',
    internal: false,
    allowed: 200,
    prepare: async () => ({ path: '/api/users/pending-educators' }),
  },
  {
    name: 'POST /api/users/{id}/approve',
    method: 'post',
    internal: false,
    allowed: 200,
    prepare: async (t) => ({
      path: `/api/users/${(await target(t, { role: 'educator', status: 'pending' })).id}/approve`,
    }),
  },
  {
    name: 'POST /api/users/{id}/reject',
    method: 'post',
    internal: false,
    allowed: 200,
    prepare: async (t) => ({
      path: `/api/users/${(await target(t, { role: 'educator', status: 'pending' })).id}/reject`,
    }),
  },
  {
    name: 'POST /api/users/{id}/suspend',
    method: 'post',
    internal: false,
    allowed: 200,
    prepare: async (t) => ({ path: `/api/users/${(await target(t)).id}/suspend` }),
  },
  {
    name: 'POST /api/users/{id}/reactivate',
    method: 'post',
    internal: false,
    allowed: 200,
    prepare: async (t) => ({
      path: `/api/users/${(await target(t, { status: 'suspended' })).id}/reactivate`,
    }),
  },
  {
    name: 'PATCH /api/users/{id}',
    method: 'patch',
    internal: false,
    allowed: 200,
    prepare: async (t) => ({ path: `/api/users/${(await target(t)).id}`, body: { firstName: 'Renamed' } }),
  },
  {
    name: 'DELETE /api/users/{id}',
    method: 'delete',
    internal: false,
    allowed: 200,
    prepare: async (t) => ({ path: `/api/users/${(await target(t)).id}` }),
  },
  {
    name: 'POST /api/users',
    method: 'post',
    internal: false,
    allowed: 201,
    prepare: async () => ({
      path: '/api/users',
      body: { ...validRegistration({ role: 'educator' }), biometricEnabled: undefined },
    }),
  },
  {
    name: 'POST /api/users/{id}/send-reset-link',
    method: 'post',
    internal: false,
    allowed: 200,
    prepare: async (t) => ({ path: `/api/users/${(await target(t)).id}/send-reset-link` }),
  },
  {
    name: 'GET /api/admin/activity',
    method: 'get',
    internal: false,
    allowed: 200,
    prepare: async () => ({ path: '/api/admin/activity' }),
  },
  {
    name: 'GET /api/admin/figures',
    method: 'get',
    internal: false,
    allowed: 200,
    prepare: async () => ({ path: '/api/admin/figures?days=90' }),
  },
  {
    name: 'GET /api/admin/mail',
    method: 'get',
    internal: false,
    allowed: 200,
    prepare: async () => ({ path: '/api/admin/mail' }),
  },
  {
    // Outside demo mode even an administrator is told the outbox is not readable (recovery.test.ts reads it).
    name: 'GET /api/admin/outbox',
    method: 'get',
    internal: false,
    allowed: 404,
    prepare: async () => ({ path: '/api/admin/outbox' }),
  },
  {
    name: 'POST /internal/auth/login',
    method: 'post',
    internal: true,
    allowed: 200,
    caller: 'gateway',
    prepare: async (t) => ({
      path: '/internal/auth/login',
      body: { username: (await target(t)).username, password: FIXTURE_PASSWORD },
    }),
  },
  {
    name: 'POST /internal/auth/register',
    method: 'post',
    internal: true,
    allowed: 201,
    caller: 'gateway',
    prepare: async () => ({ path: '/internal/auth/register', body: validRegistration() }),
  },
  {
    name: 'GET /internal/users/{id}',
    method: 'get',
    internal: true,
    allowed: 200,
    prepare: async (t) => ({ path: `/internal/users/${(await target(t)).id}` }),
  },
  {
    name: 'GET /internal/users/{id}/public',
    method: 'get',
    internal: true,
    allowed: 200,
    prepare: async (t) => ({ path: `/internal/users/${(await target(t)).id}/public` }),
  },
  {
    name: 'GET /internal/users?ids=',
    method: 'get',
    internal: true,
    allowed: 200,
    caller: 'live-session',
    prepare: async (t) => ({ path: `/internal/users?ids=${(await target(t)).id}` }),
  },
];

function expectedStatus(endpoint: Endpoint, actor: Actor): number {
  if (endpoint.internal) return actor === 'service' ? endpoint.allowed : 403;
  if (actor === 'anonymous' || actor === 'service') return 401;
  return actor === 'admin' ? endpoint.allowed : 403;
}

describe.each(testEngines())('identity user administration (%s)', (engine) => {
  let t: TestIdentityService;
  const users = {} as Record<Exclude<Actor, 'anonymous' | 'service'>, UserRecord>;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await startIdentityService(engine);
    users.student = await t.addUser();
    users.pendingEducator = await t.addUser({ role: 'educator', status: 'pending' });
    users.activeEducator = await t.addUser({ role: 'educator', status: 'active' });
    users.suspendedUser = await t.addUser({ status: 'suspended' });
    users.admin = await t.addUser({ role: 'admin', firstName: 'Ada' });
    adminHeaders = await t.as(users.admin);
  });
  afterAll(async () => {
    expect(leakingResponses(t.responses)).toEqual([]);
    await t.close();
  });

  // An internal route answers only the callers its contract declares (libs/contracts/src/internal).
  const headersOf = (actor: Actor, caller = 'course') =>
    actor === 'anonymous' ? t.as(null) : actor === 'service' ? t.asService(caller) : t.as(users[actor]);

  describe('role matrix', () => {
    const cases = endpoints.flatMap((e) => actors.map((a) => [e.name, a, expectedStatus(e, a), e] as const));
    it.each(cases)('%s as %s -> %i', async (_name, actor, status, endpoint) => {
      const { path, body } = await endpoint.prepare(t);
      const req = t.api[endpoint.method](path).set(await headersOf(actor, endpoint.caller));
      const res = await (body ? req.send(body) : req);
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    });

    it('answers 401 on every endpoint without any token', async () => {
      for (const endpoint of endpoints) {
        const { path, body } = await endpoint.prepare(t);
        const req = t.api[endpoint.method](path);
        await (body ? req.send(body) : req).expect(401);
      }
    });

    it('refuses an administrator whose account is no longer active, even with a stale token', async () => {
      const formerAdmin = await t.addUser({ role: 'admin' });
      const staleToken = await t.as(formerAdmin);
      await t.api.post(`/api/users/${formerAdmin.id}/suspend`).set(adminHeaders).expect(200);
      const res = await t.api.get('/api/users').set(staleToken).expect(403);
      expect(res.body.message).toBe(identityMessages.adminRequired);
    });

    it('refuses a token that claims admin for a user who is not one', async () => {
      const forged: Identity = {
        id: users.student.id,
        username: users.student.username,
        role: 'admin',
        status: 'active',
        firstName: null,
        lastName: null,
      };
      await t.api
        .get('/api/users')
        .set(await t.as(forged))
        .expect(403);
    });

    it('refuses a pending or suspended admin identity at the guard', async () => {
      const pendingAdmin = { ...users.admin, status: 'pending' as const };
      const res = await t.api
        .get('/api/users')
        .set(await t.as(pendingAdmin))
        .expect(403);
      expect(res.body.code).toBe('pending_approval');
    });
  });

  describe('an administrator acting on themself and on another administrator', () => {
    // Self: never suspended or deleted (someone must stay in charge); other administrators: like anyone else.
    it.each([
      ['suspend', 'post', 'suspend', 409, 200],
      ['edit', 'patch', '', 200, 200],
      ['send a reset link', 'post', 'send-reset-link', 200, 200],
      ['approve', 'post', 'approve', 409, 409],
      ['reject', 'post', 'reject', 409, 409],
      ['reactivate', 'post', 'reactivate', 409, 409],
      ['delete', 'delete', '', 409, 200],
    ] as const)('%s: self -> %i, another admin -> %i', async (_label, method, action, self, other) => {
      const actingAdmin = await t.addUser({ role: 'admin' });
      const otherAdmin = await t.addUser({ role: 'admin' });
      const headers = await t.as(actingAdmin);
      for (const [targetUser, expected] of [
        [actingAdmin, self],
        [otherAdmin, other],
      ] as const) {
        const path = `/api/users/${targetUser.id}${action ? `/${action}` : ''}`;
        const req = t.api[method](path).set(headers);
        const res = await (method === 'patch' ? req.send({ firstName: 'Changed' }) : req);
        expect(res.status).toBe(expected);
      }
      expect(await t.deps.stores.users.findById(actingAdmin.id)).toMatchObject({ status: 'active' });
    });
  });

  describe('listing', () => {
    it('lists every user, newest first, without secrets', async () => {
      const newest = await t.addUser({ firstName: 'Newest' });
      const res = await t.api.get('/api/users?pageSize=100').set(adminHeaders).expect(200);
      const page = userPageSchema.parse(res.body);
      expect(page.items[0]!.id).toBe(newest.id);
      for (const u of res.body.items) userSchema.strict().parse(u);
      const times = page.items.map((u) => Date.parse(u.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      // Every fixture user is listed (found by username: there may be more than a page of users by now).
      for (const u of Object.values(users)) {
        const found = await t.api.get(`/api/users?search=${u.username}`).set(adminHeaders).expect(200);
        expect(found.body.items.map((x: { id: number }) => x.id)).toContain(u.id);
      }
    });

    it('lists only pending educators', async () => {
      const res = await t.api.get('/api/users/pending-educators').set(adminHeaders).expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      for (const u of res.body) expect(u).toMatchObject({ role: 'educator', status: 'pending' });
      expect(res.body.map((u: { id: number }) => u.id)).toContain(users.pendingEducator.id);
    });
  });

  describe('educator approval', () => {
    it('approves a pending educator: active, approved by the admin, can use the account', async () => {
      const educator = await t.addUser({ role: 'educator', status: 'pending' });
      const res = await t.api.post(`/api/users/${educator.id}/approve`).set(adminHeaders).expect(200);
      expect(userSchema.strict().parse(res.body)).toMatchObject({
        id: educator.id,
        status: 'active',
        approvedBy: users.admin.id,
      });
      const fresh = await t.api
        .get(`/internal/users/${educator.id}`)
        .set(await t.asService())
        .expect(200);
      expect(fresh.body.status).toBe('active');
      const again = await t.api.post(`/api/users/${educator.id}/approve`).set(adminHeaders).expect(409);
      expect(again.body.message).toBe(identityMessages.notPendingEducatorApprove);
    });

    it('rejects a pending educator, who then cannot sign in', async () => {
      const educator = await t.addUser({ role: 'educator', status: 'pending' });
      const res = await t.api.post(`/api/users/${educator.id}/reject`).set(adminHeaders).expect(200);
      expect(res.body).toMatchObject({ status: 'rejected', approvedBy: null });
      await t.api.post(`/api/users/${educator.id}/reject`).set(adminHeaders).expect(409);
      await t.api.post(`/api/users/${educator.id}/approve`).set(adminHeaders).expect(409);
      const login = await t.api
        .post('/internal/auth/login')
        .set(await t.asService())
        .send({ username: educator.username, password: FIXTURE_PASSWORD })
        .expect(403);
      expect(login.body.message).toBe(messages.rejected);
    });

    it('only approves or rejects pending educators', async () => {
      for (const path of ['approve', 'reject']) {
        await t.api.post(`/api/users/${users.student.id}/${path}`).set(adminHeaders).expect(409);
        await t.api.post(`/api/users/${users.activeEducator.id}/${path}`).set(adminHeaders).expect(409);
        await t.api
          .post(`/api/users/${(await t.addUser({ role: 'student', status: 'pending' })).id}/${path}`)
          .set(adminHeaders)
          .expect(409);
        await t.api.post(`/api/users/999999/${path}`).set(adminHeaders).expect(404);
        await t.api.post(`/api/users/abc/${path}`).set(adminHeaders).expect(400);
      }
    });

    it('lets exactly one of two concurrent decisions win', async () => {
      const educator = await t.addUser({ role: 'educator', status: 'pending' });
      const results = await Promise.all([
        t.api.post(`/api/users/${educator.id}/approve`).set(adminHeaders),
        t.api.post(`/api/users/${educator.id}/reject`).set(adminHeaders),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });
  });

  describe('suspension', () => {
    it('suspends an active user, who then cannot sign in, and reactivates them', async () => {
      const user = await t.addUser();
      const res = await t.api.post(`/api/users/${user.id}/suspend`).set(adminHeaders).expect(200);
      expect(res.body.status).toBe('suspended');
      const again = await t.api.post(`/api/users/${user.id}/suspend`).set(adminHeaders).expect(409);
      expect(again.body.message).toBe(identityMessages.notActiveSuspend);
      const gateway = await t.asService();
      await t.api
        .post('/internal/auth/login')
        .set(gateway)
        .send({ username: user.username, password: FIXTURE_PASSWORD })
        .expect(403);

      const back = await t.api.post(`/api/users/${user.id}/reactivate`).set(adminHeaders).expect(200);
      expect(back.body.status).toBe('active');
      const twice = await t.api.post(`/api/users/${user.id}/reactivate`).set(adminHeaders).expect(409);
      expect(twice.body.message).toBe(identityMessages.notSuspendedReactivate);
      await t.api
        .post('/internal/auth/login')
        .set(gateway)
        .send({ username: user.username, password: FIXTURE_PASSWORD })
        .expect(200);
    });

    it('only suspends active accounts and only reactivates suspended ones', async () => {
      await t.api.post(`/api/users/${users.pendingEducator.id}/suspend`).set(adminHeaders).expect(409);
      await t.api
        .post(`/api/users/${(await t.addUser({ role: 'educator', status: 'rejected' })).id}/suspend`)
        .set(adminHeaders)
        .expect(409);
      await t.api.post(`/api/users/${users.student.id}/reactivate`).set(adminHeaders).expect(409);
      await t.api.post(`/api/users/${users.pendingEducator.id}/reactivate`).set(adminHeaders).expect(409);
      await t.api.post('/api/users/999999/suspend').set(adminHeaders).expect(404);
      await t.api.post('/api/users/999999/reactivate').set(adminHeaders).expect(404);
      await t.api.post('/api/users/1e3/suspend').set(adminHeaders).expect(400);
    });

    it('never suspends the acting administrator', async () => {
      const res = await t.api.post(`/api/users/${users.admin.id}/suspend`).set(adminHeaders).expect(409);
      expect(res.body.message).toBe(identityMessages.cannotSuspendSelf);
    });

    it('can suspend another administrator', async () => {
      const other = await t.addUser({ role: 'admin' });
      await t.api.post(`/api/users/${other.id}/suspend`).set(adminHeaders).expect(200);
    });
  });

  describe('editing', () => {
    it('updates first name, last name and email, trimmed', async () => {
      const user = await t.addUser();
      const res = await t.api
        .patch(`/api/users/${user.id}`)
        .set(adminHeaders)
        .send({ firstName: ' Juniper ', lastName: 'Ash', email: 'juniper@example.org' })
        .expect(200);
      expect(userSchema.strict().parse(res.body)).toMatchObject({
        firstName: 'Juniper',
        lastName: 'Ash',
        email: 'juniper@example.org',
      });
    });

    it('updates one field alone and ignores role, status, username and secrets', async () => {
      const user = await t.addUser();
      const res = await t.api
        .patch(`/api/users/${user.id}`)
        .set(adminHeaders)
        .send({
          lastName: 'Cedar',
          role: 'admin',
          status: 'suspended',
          username: 'hijack',
          passwordHash: 'x',
          resetToken: 'y',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        lastName: 'Cedar',
        role: 'student',
        status: 'active',
        username: user.username,
      });
      const stored = await t.deps.stores.users.findById(user.id);
      expect(stored).toMatchObject({ passwordHash: user.passwordHash, resetToken: null });
    });

    it.each([
      ['an invalid email', { email: 'nope' }, messages.invalidEmail],
      ['an empty first name', { firstName: '' }, messages.firstNameRequired],
      ['a blank last name', { lastName: '   ' }, messages.lastNameRequired],
      ['a number as a name', { firstName: 42 }, undefined],
      ['nothing to change', {}, 'Nothing to update'],
    ])('refuses %s with 400', async (_label, body, message) => {
      const user = await t.addUser();
      const res = await t.api.patch(`/api/users/${user.id}`).set(adminHeaders).send(body).expect(400);
      if (message) expect(res.body.message).toBe(message);
    });

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      await t.api.patch('/api/users/999999').set(adminHeaders).send({ firstName: 'X' }).expect(404);
      await t.api.patch('/api/users/abc').set(adminHeaders).send({ firstName: 'X' }).expect(400);
    });
  });

  describe('deletion', () => {
    it('deletes another user permanently', async () => {
      const user = await t.addUser();
      const res = await t.api.delete(`/api/users/${user.id}`).set(adminHeaders).expect(200);
      expect(res.body).toEqual({ message: identityMessages.userDeleted });
      await t.api
        .get(`/internal/users/${user.id}`)
        .set(await t.asService())
        .expect(404);
      await t.api.delete(`/api/users/${user.id}`).set(adminHeaders).expect(404);
    });

    it('never deletes the acting administrator', async () => {
      const res = await t.api.delete(`/api/users/${users.admin.id}`).set(adminHeaders).expect(409);
      expect(res.body.message).toBe(identityMessages.cannotDeleteSelf);
      expect(await t.deps.stores.users.findById(users.admin.id)).not.toBeNull();
    });

    it('keeps approved educators when their approving administrator is deleted', async () => {
      const otherAdmin = await t.addUser({ role: 'admin' });
      const educator = await t.addUser({ role: 'educator', status: 'pending' });
      await t.api
        .post(`/api/users/${educator.id}/approve`)
        .set(await t.as(otherAdmin))
        .expect(200);
      await t.api.delete(`/api/users/${otherAdmin.id}`).set(adminHeaders).expect(200);
      const res = await t.api
        .get(`/internal/users/${educator.id}`)
        .set(await t.asService())
        .expect(200);
      expect(res.body).toMatchObject({ status: 'active', approvedBy: null });
    });

    it('answers 400 for a malformed id', async () => {
      await t.api.delete('/api/users/abc').set(adminHeaders).expect(400);
      await t.api.delete('/api/users/99999999999').set(adminHeaders).expect(400);
    });
  });
});
