import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, passwordSchema, registrationSchema } from '@canopy/contracts';
import { createTestDatabase, testEngines, type TestDatabase } from '@canopy/service-kit/testing';
import { demoAccounts, seedDemoAccounts, TEST_LOGIN_USERNAME } from '../src';
import { runCreateAdmin, type CommandIo } from '../src/commands/create-admin-command';
import { startIdentityService, type TestIdentityService } from './harness';

/** In-memory terminal for the command: `answers` are typed when their prompt appears. */
function fakeIo(opts: { tty?: boolean; answers?: Record<string, string> } = {}) {
  const stdin = Object.assign(new PassThrough(), { isTTY: opts.tty ?? false });
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  const pending = new Map(Object.entries(opts.answers ?? {}));
  stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const [prompt, answer] of pending) {
      if (out.endsWith(prompt)) {
        pending.delete(prompt);
        setImmediate(() => stdin.write(`${answer}\r`));
      }
    }
  });
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const io: CommandIo = { stdin, stdout, stderr };
  return { io, out: () => out, err: () => err };
}

const adminFlags = (overrides: Record<string, string> = {}) => {
  const values = {
    username: 'rootadmin',
    password: 'Root!admin42',
    email: 'root@example.org',
    'first-name': 'Root',
    'last-name': 'Admin',
    ...overrides,
  };
  return Object.entries(values).flatMap(([k, v]) => [`--${k}`, v]);
};

describe('demo accounts', () => {
  it('satisfy the registration rules and have distinct usernames', () => {
    for (const account of demoAccounts) {
      expect(passwordSchema.safeParse(account.password).success).toBe(true);
      expect(registrationSchema.safeParse(account).success).toBe(true);
    }
    expect(new Set(demoAccounts.map((a) => a.username.toLowerCase())).size).toBe(demoAccounts.length);
    const kinds = demoAccounts.map((a) => `${a.role}:${a.status}`).sort();
    expect(kinds).toEqual([
      'admin:active',
      'educator:active',
      'educator:pending',
      'student:active',
      'student:active',
    ]);
    expect(demoAccounts.find((a) => a.username === TEST_LOGIN_USERNAME)).toMatchObject({
      role: 'educator',
      status: 'active',
    });
  });
});

describe.each(testEngines())('setup: create-admin, demo mode and test login (%s)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, 'identity-setup');
  });
  afterAll(async () => {
    await db.cleanup();
  });

  describe('create-admin command', () => {
    it('creates an active administrator from flags', async () => {
      const { io, out, err } = fakeIo();
      expect(await runCreateAdmin(adminFlags(), db.env, io)).toBe(0);
      expect(out()).toMatch(/Administrator "rootadmin" created/);
      expect(out() + err()).not.toContain('Root!admin42');
    });

    it('refuses an existing username in any letter case', async () => {
      const { io, err } = fakeIo();
      expect(await runCreateAdmin(adminFlags({ username: 'RootAdmin' }), db.env, io)).toBe(1);
      expect(err()).toMatch(/"RootAdmin" is already taken/);
    });

    it('applies the sign-up rules and lists every problem', async () => {
      const { io, err } = fakeIo();
      const code = await runCreateAdmin(
        adminFlags({ username: 'x', password: 'short', email: 'nope' }),
        db.env,
        io,
      );
      expect(code).toBe(1);
      for (const text of [
        messages.usernameMin,
        messages.passwordMin,
        messages.passwordNumber,
        messages.invalidEmail,
      ]) {
        expect(err()).toContain(text);
      }
    });

    it('asks for missing values in a terminal without echoing the password', async () => {
      const { io, out } = fakeIo({
        tty: true,
        answers: {
          'Email: ': 'ask@example.org',
          'First name: ': 'Asked',
          'Last name: ': 'Admin',
          'Password: ': 'Hidden!pw99',
          'Repeat password: ': 'Hidden!pw99',
        },
      });
      const code = await runCreateAdmin(['--username', 'askedadmin'], db.env, io);
      expect(out()).toMatch(/Administrator "askedadmin" created/);
      expect(code).toBe(0);
      expect(out()).toContain('Asked');
      expect(out()).not.toContain('Hidden!pw99');
    });

    it('refuses when the repeated password differs', async () => {
      const { io, err } = fakeIo({
        tty: true,
        answers: { 'Password: ': 'Hidden!pw99', 'Repeat password: ': 'Other!pw99' },
      });
      const noPassword = [
        '--username',
        'mismatch',
        '--email',
        'm@example.org',
        '--first-name',
        'M',
        '--last-name',
        'N',
      ];
      expect(await runCreateAdmin(noPassword, db.env, io)).toBe(1);
      expect(err()).toContain('Passwords do not match');
    });

    it('names the missing flags when there is no terminal to ask', async () => {
      const { io, err } = fakeIo();
      expect(await runCreateAdmin(['--username', 'someone'], db.env, io)).toBe(2);
      expect(err()).toMatch(/Missing --email, --first-name, --last-name, --password/);
    });

    it('explains its usage', async () => {
      const help = fakeIo();
      expect(await runCreateAdmin(['--help'], db.env, help.io)).toBe(0);
      expect(help.out()).toMatch(/Usage: npm run create-admin/);
      const unknown = fakeIo();
      expect(await runCreateAdmin(['--role', 'admin'], db.env, unknown.io)).toBe(2);
      expect(unknown.err()).toMatch(/Usage/);
    });

    it('reports a bad DATABASE_URL as a configuration problem', async () => {
      const { io, err } = fakeIo();
      expect(await runCreateAdmin(adminFlags(), { DATABASE_URL: 'mysql://x' }, io)).toBe(1);
      expect(err()).toMatch(/DATABASE_URL/);
    });
  });

  describe('demo mode with test login', () => {
    let t: TestIdentityService;
    beforeAll(async () => {
      t = await startIdentityService(engine, { DEMO: 'true', ENABLE_TEST_LOGIN: 'true' }, db);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('seeds the documented accounts, each signing in with its password', async () => {
      const gateway = await t.asService();
      for (const account of demoAccounts) {
        const res = await t.api
          .post('/internal/auth/login')
          .set(gateway)
          .send({ username: account.username, password: account.password })
          .expect(200);
        expect(res.body).toMatchObject({
          username: account.username,
          role: account.role,
          status: account.status,
        });
      }
      const admin = await t.deps.stores.users.findByUsername('admin');
      const educator = await t.deps.stores.users.findByUsername(TEST_LOGIN_USERNAME);
      expect(educator!.approvedBy).toBe(admin!.id);
    });

    it('keeps the administrator created by the command', async () => {
      const res = await t.api
        .post('/internal/auth/login')
        .set(await t.asService())
        .send({ username: 'ROOTADMIN', password: 'Root!admin42' })
        .expect(200);
      expect(res.body).toMatchObject({ username: 'rootadmin', role: 'admin', status: 'active' });
    });

    it('answers test login with the active demo educator, for services only', async () => {
      const res = await t.api
        .post('/internal/auth/test-login')
        .set(await t.asService())
        .expect(200);
      expect(res.body).toMatchObject({ username: TEST_LOGIN_USERNAME, role: 'educator', status: 'active' });
      await t.api
        .post('/internal/auth/test-login')
        .set(await t.as(null))
        .expect(403);
      await t.api.post('/internal/auth/test-login').expect(401);
    });

    it('creates the demo accounts only once, across restarts', async () => {
      const before = (await t.deps.stores.users.list()).length;
      await t.close();
      t = await startIdentityService(engine, { DEMO: 'true', ENABLE_TEST_LOGIN: 'true' }, db);
      expect((await t.deps.stores.users.list()).length).toBe(before);
      const again = await seedDemoAccounts(t.service.deps);
      expect(again.map((a) => a.username)).toEqual(demoAccounts.map((a) => a.username));
      expect(again.every((a) => !a.created)).toBe(true);
      expect((await t.deps.stores.users.list()).length).toBe(before);
    });

    it('refuses test login once the demo educator is suspended', async () => {
      const educator = await t.deps.stores.users.findByUsername(TEST_LOGIN_USERNAME);
      await t.deps.stores.users.changeStatus(educator!.id, {
        from: { status: 'active' },
        to: { status: 'suspended' },
      });
      const res = await t.api
        .post('/internal/auth/test-login')
        .set(await t.asService())
        .expect(403);
      expect(res.body.message).toBe(messages.suspended);
    });
  });
});

describe.each(testEngines())('test login without demo mode (%s)', (engine) => {
  let t: TestIdentityService;
  beforeAll(async () => {
    t = await startIdentityService(engine, { ENABLE_TEST_LOGIN: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates only the test-login educator and signs in as them', async () => {
    const users = await t.deps.stores.users.list();
    expect(users.map((u) => u.username)).toEqual([TEST_LOGIN_USERNAME]);
    const res = await t.api
      .post('/internal/auth/test-login')
      .set(await t.asService())
      .expect(200);
    expect(res.body).toMatchObject({ username: TEST_LOGIN_USERNAME, role: 'educator', status: 'active' });
  });

  it('refuses a configuration flag that is not a boolean', async () => {
    await expect(
      startIdentityService(engine, { ENABLE_TEST_LOGIN: 'maybe', DEMO: 'sometimes' }),
    ).rejects.toThrow(/ENABLE_TEST_LOGIN[\s\S]*DEMO|DEMO[\s\S]*ENABLE_TEST_LOGIN/);
  });
});
