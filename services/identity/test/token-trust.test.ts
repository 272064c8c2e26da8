import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { SERVICES_AUDIENCE, createTokenSigner } from '@canopy/service-kit';
import { serviceHeaders, testEngines, testSigner, testSigningKey } from '@canopy/service-kit/testing';
import type { UserRecord } from '../src/stores/user-store';
import { identityOf, startIdentityService, type TestIdentityService } from './harness';

/**
 * Who the identity service believes (issue 29): the gateway's key for a user and the client's address, a
 * service's own key for that service's calls, and only the calls its internal API lets that service make.
 */
describe.each(testEngines())('whose tokens identity accepts (%s)', (engine) => {
  let t: TestIdentityService;
  let admin: UserRecord;
  let student: UserRecord;

  beforeAll(async () => {
    t = await startIdentityService(engine);
    admin = await t.addUser({ role: 'admin' });
    student = await t.addUser();
  });
  afterAll(() => t?.close());

  const withToken = (token: string) => ({ [IDENTITY_HEADER]: token });

  it('takes an administrator’s identity from the gateway, and from no service', async () => {
    await t.api
      .get('/api/users?page=1')
      .set(await t.as(admin))
      .expect(200);
    // The course service's own key, making an administrator's identity: refused, at every service.
    const byService = await testSigner('course').sign({ user: identityOf(admin) }, SERVICES_AUDIENCE);
    const refused = await t.api.get('/api/users?page=1').set(withToken(byService)).expect(401);
    expect(refused.body).toEqual({ message: 'Invalid identity token', code: 'unauthenticated' });
    // Nor with the gateway's name on it.
    const asGateway = createTokenSigner('gateway', [testSigningKey('course')]);
    const named = await asGateway.sign({ user: identityOf(admin) }, SERVICES_AUDIENCE);
    await t.api.get('/api/users?page=1').set(withToken(named)).expect(401);
  });

  it('refuses an identity whose client address was changed after the gateway signed it', async () => {
    const [header, payload, signature] = (await t.as(student, { clientAddress: '203.0.113.8' }))[
      IDENTITY_HEADER
    ]!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, clientAddress: '198.51.100.1' })).toString(
      'base64url',
    );
    await t.api
      .post('/api/forgot-password')
      .set(withToken(`${header}.${forged}.${signature}`))
      .send({ email: 'someone@example.org' })
      .expect(401);
  });

  it('lets each internal call be made only by the services its declaration names', async () => {
    const user = `/internal/users/${student.id}`;
    const cases: Array<[string, Promise<Record<string, string>>, number]> = [
      ['forum asks for a user', serviceHeaders('forum', 'identity'), 200],
      ['the gateway asks for a user', serviceHeaders('gateway', 'identity'), 200],
      // content never asks identity for a user: its good signature is not enough.
      ['content asks for a user', serviceHeaders('content', 'identity'), 403],
      // A call the forum addressed to the course service cannot be replayed here.
      ['a forum call meant for course', serviceHeaders('forum', 'course'), 401],
      // A browser's identity is no service's.
      ['an administrator’s browser', t.as(admin), 403],
    ];
    for (const [label, headers, status] of cases) {
      const res = await t.api.get(user).set(await headers);
      expect(res.status, label).toBe(status);
    }
    // Sign-in is the gateway's alone.
    await t.api
      .post('/internal/auth/login')
      .set(await serviceHeaders('course', 'identity'))
      .send({ username: student.username, password: 'whatever' })
      .expect(403);
  });

  it('publishes its own public key, and no private part', async () => {
    const res = await t.api.get('/.well-known/jwks.json').expect(200);
    expect(res.body).toEqual({
      keys: [expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', kid: 'identity-test', alg: 'EdDSA' })],
    });
    expect(JSON.stringify(res.body)).not.toContain('"d"');
  });
});
