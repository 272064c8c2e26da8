import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, userSchema } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { identityMessages } from '@canopy/contracts';
import { createSoftAuthenticator, type SoftAuthenticator } from '../src/testing/soft-authenticator';
import type { NewUser } from '../src/stores/user-store';
import { leakingResponses, startIdentityService, type TestIdentityService } from './harness';

const ORIGIN = 'http://localhost:3000';

describe.each(testEngines())('passkeys (%s)', (engine) => {
  let t: TestIdentityService;
  let gateway: Record<string, string>;
  beforeAll(async () => {
    t = await startIdentityService(engine);
    gateway = await t.asService();
  });
  afterAll(async () => {
    // Neither a public key nor a credential id is ever shown, besides the usual secrets.
    expect(leakingResponses(t.responses)).toEqual([]);
    expect(t.responses.filter((r) => r.includes('publicKey"') || r.includes('credentialId'))).toEqual([]);
    await t.close();
  });

  const post = (path: string, body: unknown, headers = gateway) =>
    t.api
      .post(path)
      .set(headers)
      .send(body as object);
  const registrationOptions = (userId: number) => post('/internal/passkeys/registration/options', { userId });
  const verifyRegistration = (userId: number, expectedChallenge: string, response: unknown) =>
    post('/internal/passkeys/registration/verify', { userId, expectedChallenge, response });
  const authenticationOptions = (body: object = {}) =>
    post('/internal/passkeys/authentication/options', body);
  const verifyAuthentication = (expectedChallenge: string, response: unknown) =>
    post('/internal/passkeys/authentication/verify', { expectedChallenge, response });

  /** A user with one registered passkey on a fresh software authenticator. */
  async function userWithPasskey(overrides: Partial<NewUser> = {}) {
    const user = await t.addUser({ firstName: 'Pia', ...overrides });
    const authenticator = createSoftAuthenticator();
    const options = (await registrationOptions(user.id).expect(200)).body;
    await verifyRegistration(user.id, options.challenge, authenticator.register(options, ORIGIN)).expect(201);
    return { user, authenticator };
  }

  async function signIn(authenticator: SoftAuthenticator, origin = ORIGIN) {
    const options = (await authenticationOptions().expect(200)).body;
    return verifyAuthentication(options.challenge, authenticator.authenticate(options, origin));
  }

  it('is for services only', async () => {
    const user = await t.addUser();
    const paths = [
      '/internal/passkeys/registration/options',
      '/internal/passkeys/registration/verify',
      '/internal/passkeys/authentication/options',
      '/internal/passkeys/authentication/verify',
    ];
    for (const path of paths) {
      await t.api.post(path).send({}).expect(401);
      await post(path, {}, await t.as(user)).expect(403);
    }
    await t.api.get(`/internal/users/${user.id}/passkeys`).expect(401);
  });

  describe('registration', () => {
    it('offers options for the relying party and the user, asking for a discoverable, verified passkey', async () => {
      const user = await t.addUser({ firstName: 'Ada', lastName: 'Fern' });
      const res = await registrationOptions(user.id).expect(200);
      expect(res.body).toMatchObject({
        rp: { id: 'localhost', name: 'Canopy' },
        user: { name: user.username, displayName: 'Ada Fern' },
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      expect(res.body.challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    });

    it('stores the passkey, turns fingerprint login on and shows no key material', async () => {
      const user = await t.addUser();
      expect(user.biometricEnabled).toBe(false);
      const authenticator = createSoftAuthenticator();
      const options = (await registrationOptions(user.id)).body;
      const res = await verifyRegistration(
        user.id,
        options.challenge,
        authenticator.register(options, ORIGIN),
      );
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['passkey', 'user']);
      expect(userSchema.strict().parse(res.body.user)).toMatchObject({ id: user.id, biometricEnabled: true });
      expect(res.body.passkey).toEqual({
        id: expect.any(Number),
        transports: ['internal'],
        createdAt: expect.any(String),
        lastUsedAt: null,
      });
      const stored = await t.deps.stores.passkeys.findByCredentialId(authenticator.credentialId!);
      expect(stored).toMatchObject({ userId: user.id, counter: 0, transports: ['internal'] });
      expect((await t.deps.stores.users.findById(user.id))!.biometricEnabled).toBe(true);

      const list = await t.api.get(`/internal/users/${user.id}/passkeys`).set(gateway).expect(200);
      expect(list.body).toEqual([res.body.passkey]);

      // A second registration of the same authenticator is excluded by the options and refused if forced.
      const again = (await registrationOptions(user.id)).body;
      expect(again.excludeCredentials).toEqual([
        { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
      ]);
      const dup = await verifyRegistration(user.id, again.challenge, authenticator.register(again, ORIGIN));
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ message: identityMessages.passkeyTaken });
    });

    it('refuses an answer to another challenge, from another origin or for another site with 400', async () => {
      const user = await t.addUser();
      const options = (await registrationOptions(user.id)).body;
      const other = (await registrationOptions(user.id)).body;
      const cases = [
        createSoftAuthenticator().register(other, ORIGIN),
        createSoftAuthenticator().register(options, 'http://evil.example'),
        createSoftAuthenticator().register({ ...options, rp: { id: 'evil.example' } }, ORIGIN),
        createSoftAuthenticator({ userVerified: false }).register(options, ORIGIN),
      ];
      for (const answer of cases) {
        const res = await verifyRegistration(user.id, options.challenge, answer);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: identityMessages.passkeyNotVerified });
      }
      expect(await t.deps.stores.passkeys.listForUser(user.id)).toEqual([]);
      expect((await t.deps.stores.users.findById(user.id))!.biometricEnabled).toBe(false);
    });

    it('validates bodies (400), unknown users (404) and refuses suspended or rejected accounts (403)', async () => {
      for (const body of [{}, { userId: 'x' }, { userId: 0 }, { userId: 1.5 }]) {
        await post('/internal/passkeys/registration/options', body).expect(400);
      }
      await registrationOptions(2_000_000_000).expect(404);
      const user = await t.addUser();
      const options = (await registrationOptions(user.id)).body;
      const answer = createSoftAuthenticator().register(options, ORIGIN);
      const bad = [
        {},
        { userId: user.id, expectedChallenge: options.challenge },
        { userId: user.id, expectedChallenge: 'short', response: answer },
        { userId: user.id, expectedChallenge: options.challenge, response: { ...answer, type: 'password' } },
        {
          userId: user.id,
          expectedChallenge: options.challenge,
          response: { ...answer, id: 'not base64url!' },
        },
        {
          userId: user.id,
          expectedChallenge: options.challenge,
          response: { ...answer, response: { clientDataJSON: answer.response.clientDataJSON } },
        },
        {
          userId: user.id,
          expectedChallenge: options.challenge,
          response: { ...answer, response: { ...answer.response, attestationObject: 'A'.repeat(20_000) } },
        },
      ];
      for (const body of bad) {
        const res = await post('/internal/passkeys/registration/verify', body);
        expect(res.status).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      for (const status of ['suspended', 'rejected'] as const) {
        const blocked = await t.addUser({ status });
        const res = await registrationOptions(blocked.id).expect(403);
        expect(res.body.message).toBe(messages[status]);
      }
    });
  });

  describe('authentication', () => {
    it('offers usernameless options, and by username lists that user’s passkeys', async () => {
      const { user, authenticator } = await userWithPasskey();
      const open = (await authenticationOptions().expect(200)).body;
      expect(open).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
      expect(open.allowCredentials ?? []).toEqual([]);
      const named = (await authenticationOptions({ username: user.username.toUpperCase() })).body;
      expect(named.allowCredentials).toEqual([
        { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
      ]);
      const unknown = (await authenticationOptions({ username: 'nobody-here' })).body;
      expect(unknown.allowCredentials ?? []).toEqual([]);
      await authenticationOptions({ username: 42 }).expect(400);
    });

    it('signs the user in, records the counter and refuses a replayed answer', async () => {
      const { user, authenticator } = await userWithPasskey();
      const options = (await authenticationOptions()).body;
      const answer = authenticator.authenticate(options, ORIGIN);
      const res = await verifyAuthentication(options.challenge, answer);
      expect(res.status).toBe(200);
      expect(userSchema.strict().parse(res.body)).toMatchObject({ id: user.id, username: user.username });
      const stored = await t.deps.stores.passkeys.findByCredentialId(authenticator.credentialId!);
      expect(stored!.counter).toBe(1);
      expect(stored!.lastUsedAt).toBeInstanceOf(Date);

      const replay = await verifyAuthentication(options.challenge, answer);
      expect(replay.status).toBe(401);
      expect(replay.body).toMatchObject({ message: identityMessages.passkeyNotVerified });
    });

    it('refuses another challenge, another origin and unknown passkeys with 401', async () => {
      const { authenticator } = await userWithPasskey();
      const options = (await authenticationOptions()).body;
      const other = (await authenticationOptions()).body;
      const wrongChallenge = await verifyAuthentication(
        options.challenge,
        authenticator.authenticate(other, ORIGIN),
      );
      expect(wrongChallenge.status).toBe(401);
      const wrongOrigin = await verifyAuthentication(
        options.challenge,
        authenticator.authenticate(options, 'http://evil.example'),
      );
      expect(wrongOrigin.status).toBe(401);
      const stranger = createSoftAuthenticator();
      stranger.register({ challenge: 'x', rp: {} }, ORIGIN);
      const unknown = await verifyAuthentication(options.challenge, stranger.authenticate(options, ORIGIN));
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({
        message: identityMessages.passkeyNotRecognised,
        code: 'unauthenticated',
      });
      await post('/internal/passkeys/authentication/verify', { expectedChallenge: options.challenge }).expect(
        400,
      );
    });

    it('refuses suspended and rejected accounts like password sign-in; pending educators may sign in', async () => {
      for (const status of ['suspended', 'rejected'] as const) {
        const { user, authenticator } = await userWithPasskey();
        await t.deps.stores.users.changeStatus(user.id, { from: { status: 'active' }, to: { status } });
        const res = await signIn(authenticator);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: messages[status], code: 'account_suspended' });
      }
      const { authenticator } = await userWithPasskey({ role: 'educator', status: 'pending' });
      const res = await signIn(authenticator);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ role: 'educator', status: 'pending' });
    });

    it('forgets a deleted user’s passkeys', async () => {
      const { user, authenticator } = await userWithPasskey();
      expect(await t.deps.stores.users.delete(user.id)).toBe(true);
      expect(await t.deps.stores.passkeys.findByCredentialId(authenticator.credentialId!)).toBeNull();
      expect((await signIn(authenticator)).status).toBe(401);
    });
  });
});
