import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailSettingsSchema,
  messages,
  outboxPageSchema,
  recoveryMessages,
  RESET_TOKEN_TTL_MS,
  userAdminMessages,
} from '@canopy/contracts';
import { startSmtpStandIn, testEngines, type ReceivedMail } from '@canopy/service-kit/testing';
import { hashToken } from '../src/use-cases/recovery';
import type { NewUser } from '../src/stores/user-store';
import { deliveredMail } from './support/delivered-mail';
import { tokenIn } from './support/reset-token';
import {
  FIXTURE_PASSWORD,
  leakingResponses,
  startIdentityService,
  uniqueName,
  type TestIdentityService,
} from './harness';

const NEW_PASSWORD = 'Fresh!growth7';
let ipCounter = 0;
/** A client address of its own per test, so the per-address limits of one test do not touch another's. */
const newIp = () => `192.0.2.${++ipCounter}`;
/** What the gateway forwards for a visitor: its token without a user, with the client's address signed in. */
const visitor = (t: TestIdentityService, ip: string = newIp()) => t.as(null, { clientAddress: ip });

describe.each(testEngines())('account recovery (%s)', (engine) => {
  describe('with an SMTP server', () => {
    let t: TestIdentityService;
    let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
    let adminHeaders: Record<string, string>;

    beforeAll(async () => {
      smtp = await startSmtpStandIn();
      t = await startIdentityService(engine, {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://learn.example.org',
        RATE_LIMIT_FORGOT_PASSWORD_PER_IP: '3',
      });
      adminHeaders = await t.as(await t.addUser({ role: 'admin' }));
    });
    afterAll(async () => {
      expect(leakingResponses(t.responses)).toEqual([]);
      await t?.close();
      await smtp?.close();
    });

    const { delivered } = deliveredMail(
      () => t,
      () => smtp,
    );
    const withEmail = (overrides: Partial<NewUser> = {}) =>
      t.addUser({ email: `${uniqueName('mail')}@example.org`, ...overrides });
    const forgot = async (email: string, status: number, ip = newIp()) =>
      t.api
        .post('/api/forgot-password')
        .set(await visitor(t, ip))
        .send({ email })
        .expect(status);
    const reset = async (token: unknown, status: number, password: unknown = NEW_PASSWORD) =>
      t.api
        .post('/api/reset-password')
        .set(await visitor(t))
        .send({ token, password })
        .expect(status);
    const login = async (username: string, password: string) =>
      t.api
        .post('/internal/auth/login')
        .set(await t.asService())
        .send({ username, password });

    it('mails a single-use link to the account, stores only its hash, and answers the same for unknown addresses', async () => {
      const user = await withEmail({ firstName: 'Hazel' });
      const known = await forgot(user.email!.toUpperCase(), 200);
      const unknown = await forgot(`${uniqueName('nobody')}@example.org`, 200);
      expect(known.body).toEqual({ message: recoveryMessages.linkRequested });
      expect(unknown.body).toEqual(known.body);

      const [mail] = await delivered(user.email!);
      expect(mail!.subject).toBe(recoveryMessages.mailSubject);
      expect(mail!.text).toContain('Hello Hazel,');
      expect(mail!.text).toMatch(/https:\/\/learn\.example\.org\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
      const token = tokenIn(mail!);
      const stored = (await t.deps.stores.users.findById(user.id))!;
      expect(stored.resetToken).toBe(hashToken(token));
      expect(stored.resetToken).not.toContain(token);
      const ttl = stored.resetTokenExpiry!.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(RESET_TOKEN_TTL_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(RESET_TOKEN_TTL_MS);
    });

    it('sets the password under the sign-up rule, ends the sessions, and refuses the token a second time', async () => {
      const user = await withEmail();
      await forgot(user.email!, 200);
      const token = tokenIn((await delivered(user.email!))[0]!);

      const weak = await reset(token, 400, 'short');
      expect(weak.body.message).toBe(messages.passwordMin);
      const noSpecial = await reset(token, 400, 'Letters1234');
      expect(noSpecial.body.message).toBe(messages.passwordSpecial);

      const before = Date.now();
      const done = await reset(token, 200);
      expect(done.body).toEqual({ message: recoveryMessages.passwordChanged });
      await login(user.username, NEW_PASSWORD).then((r) => expect(r.status).toBe(200));
      await login(user.username, FIXTURE_PASSWORD).then((r) => expect(r.status).toBe(401));
      // The gateway ends sessions begun before this moment (gateway/test/session-revocation.test.ts).
      const internal = await t.api
        .get(`/internal/users/${user.id}`)
        .set(await t.asService())
        .expect(200);
      expect(Date.parse(internal.body.sessionsValidFrom)).toBeGreaterThanOrEqual(before - 1000);

      const again = await reset(token, 400, 'Another!pass9');
      expect(again.body.message).toBe(recoveryMessages.tokenInvalid);
      await login(user.username, NEW_PASSWORD).then((r) => expect(r.status).toBe(200));
    });

    it('refuses an expired token', async () => {
      const user = await withEmail();
      await forgot(user.email!, 200);
      const token = tokenIn((await delivered(user.email!))[0]!);
      await t.deps.stores.users.setResetToken(user.id, hashToken(token), new Date(Date.now() - 1000));
      const res = await reset(token, 400);
      expect(res.body.message).toBe(recoveryMessages.tokenInvalid);
      await login(user.username, FIXTURE_PASSWORD).then((r) => expect(r.status).toBe(200));
    });

    it('keeps only the newest link of an account', async () => {
      const user = await withEmail();
      await t.api.post(`/api/users/${user.id}/send-reset-link`).set(adminHeaders).expect(200);
      const [first] = await delivered(user.email!);
      await t.api.post(`/api/users/${user.id}/send-reset-link`).set(adminHeaders).expect(200);
      const [, second] = await delivered(user.email!, 2);
      expect(tokenIn(first!)).not.toBe(tokenIn(second!));
      await reset(tokenIn(first!), 400);
      await reset(tokenIn(second!), 200);
    });

    it.each([
      ['no token', { password: NEW_PASSWORD }, recoveryMessages.tokenRequired],
      ['an empty token', { token: '  ', password: NEW_PASSWORD }, recoveryMessages.tokenRequired],
      ['an unknown token', { token: 'x'.repeat(43), password: NEW_PASSWORD }, recoveryMessages.tokenInvalid],
      ['no password', { token: 'x'.repeat(43) }, messages.passwordRequired],
    ])('refuses %s with 400', async (_label, body, message) => {
      const res = await t.api
        .post('/api/reset-password')
        .set(await visitor(t))
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it.each([
      ['no address', {}],
      ['an invalid address', { email: 'not-an-address' }],
    ])('refuses %s with the specification’s message', async (_label, body) => {
      const res = await t.api
        .post('/api/forgot-password')
        .set(await visitor(t))
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(recoveryMessages.emailRequired);
    });

    it('sends no link to suspended or rejected accounts, and at most one a minute to an address', async () => {
      const suspended = await withEmail({ status: 'suspended' });
      const rejected = await withEmail({ role: 'educator', status: 'rejected' });
      await forgot(suspended.email!, 200);
      await forgot(rejected.email!, 200);
      // Nothing queued for them, nothing sent.
      await delivered(suspended.email!, 0);
      await delivered(rejected.email!, 0);

      const user = await withEmail();
      await forgot(user.email!, 200);
      await forgot(user.email!, 200);
      await delivered(user.email!, 1);
    });

    it('mails each account that uses the address its own link', async () => {
      const email = `${uniqueName('shared')}@example.org`;
      const a = await t.addUser({ email });
      const b = await t.addUser({ email });
      await forgot(email, 200);
      const mails = await delivered(email, 2);
      expect(
        mails
          .map((m) => (m.text.includes(a.username) ? 'a' : m.text.includes(b.username) ? 'b' : '?'))
          .sort(),
      ).toEqual(['a', 'b']);
      expect(tokenIn(mails[0]!)).not.toBe(tokenIn(mails[1]!));
    });

    it('limits reset-link requests per client address (429)', async () => {
      const ip = newIp();
      for (let i = 0; i < 3; i++) await forgot(`${uniqueName('limit')}@example.org`, 200, ip);
      const limited = await forgot(`${uniqueName('limit')}@example.org`, 429, ip);
      expect(limited.body.code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      await forgot(`${uniqueName('limit')}@example.org`, 200);
      // What a client writes in X-Forwarded-For changes nothing: the address is the one the gateway signed.
      const forged = await t.api
        .post('/api/forgot-password')
        .set({ ...(await visitor(t, ip)), 'x-forwarded-for': '198.51.100.77' })
        .send({ email: `${uniqueName('limit')}@example.org` });
      expect(forged.status).toBe(429);
    });

    it('lets an administrator send a reset link, and says the mail went out by SMTP', async () => {
      const user = await withEmail();
      const res = await t.api.post(`/api/users/${user.id}/send-reset-link`).set(adminHeaders).expect(200);
      expect(res.body).toEqual({ message: userAdminMessages.resetLinkSent, delivery: 'smtp' });
      await delivered(user.email!);
      const noEmail = await t.addUser({ email: null as unknown as string });
      const refused = await t.api
        .post(`/api/users/${noEmail.id}/send-reset-link`)
        .set(adminHeaders)
        .expect(409);
      expect(refused.body.message).toBe(userAdminMessages.resetLinkNoEmail);
      await t.api.post('/api/users/999999/send-reset-link').set(adminHeaders).expect(404);
      const settings = await t.api.get('/api/admin/mail').set(adminHeaders).expect(200);
      expect(mailSettingsSchema.parse(settings.body)).toEqual({ delivery: 'smtp', outboxReadable: false });
      await t.api.get('/api/admin/outbox').set(adminHeaders).expect(404);
    });

    it('mails an approved or rejected educator, from the educator.reviewed event', async () => {
      const approved = await withEmail({ role: 'educator', status: 'pending', firstName: 'Linden' });
      const rejected = await withEmail({ role: 'educator', status: 'pending' });
      await t.api.post(`/api/users/${approved.id}/approve`).set(adminHeaders).expect(200);
      await t.api
        .post(`/api/users/${rejected.id}/reject`)
        .set(adminHeaders)
        .send({ reason: 'Missing portfolio' })
        .expect(200);
      // The decisions' educator.reviewed events reach identity itself through the event engine (it runs here).
      const [approval] = (await delivered(approved.email!)) as [ReceivedMail];
      expect(approval.subject).toBe(recoveryMessages.educatorApprovedSubject);
      expect(approval.text).toContain('Hello Linden,');
      expect(approval.text).toContain('https://learn.example.org/auth');
      const [rejection] = (await delivered(rejected.email!)) as [ReceivedMail];
      expect(rejection.subject).toBe(recoveryMessages.educatorRejectedSubject);
      expect(rejection.text).toContain('Reason given: Missing portfolio');
    });
  });

  describe('without SMTP (the local outbox)', () => {
    let t: TestIdentityService;
    let adminHeaders: Record<string, string>;

    beforeAll(async () => {
      t = await startIdentityService(engine, { DEMO: 'true', PUBLIC_URL: 'http://localhost:3000' });
      adminHeaders = await t.as((await t.deps.stores.users.findByUsername('admin'))!);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('keeps the mail in the outbox, readable by administrators in demo mode, and the link works', async () => {
      const settings = await t.api.get('/api/admin/mail').set(adminHeaders).expect(200);
      expect(settings.body).toEqual({ delivery: 'outbox', outboxReadable: true });
      const user = await t.addUser({ email: `${uniqueName('outbox')}@example.org` });
      await t.api
        .post('/api/forgot-password')
        .set(await visitor(t))
        .send({ email: user.email })
        .expect(200);

      const res = await t.api.get('/api/admin/outbox').set(adminHeaders).expect(200);
      const page = outboxPageSchema.parse(res.body);
      const mail = page.items.find((m) => m.to === user.email)!;
      expect(mail.subject).toBe(recoveryMessages.mailSubject);
      expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
      await t.api
        .post('/api/reset-password')
        .set(await visitor(t))
        .send({ token: tokenIn(mail), password: NEW_PASSWORD })
        .expect(200);

      const sent = await t.api.post(`/api/users/${user.id}/send-reset-link`).set(adminHeaders).expect(200);
      expect(sent.body.delivery).toBe('outbox');
      // Only administrators read it.
      await t.api
        .get('/api/admin/outbox')
        .set(await t.as(user))
        .expect(403);
      await t.api.get('/api/admin/outbox').expect(401);
    });
  });
});
