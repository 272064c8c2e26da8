import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER, type Identity } from '@canopy/contracts';
import type { TokenSigner } from '@canopy/service-kit';
import { readTestToken, testSigner } from '@canopy/service-kit/testing';
import { createIdentityTokens, TOKEN_REUSE_MS } from '../src/identity-tokens';
import { cleanup, startEchoServer, startGateway, type Received } from './support/gateway-harness';

afterEach(cleanup);

/** The gateway's real (test) signing, counted. */
function countingSigner() {
  const signed: unknown[] = [];
  const gateway = testSigner('gateway');
  const signer: TokenSigner = {
    ...gateway,
    sign: (claims, audience) => {
      signed.push(claims.user);
      return gateway.sign(claims, audience);
    },
  };
  return { signer, signed };
}

const ada: Identity = {
  id: 7,
  username: 'ada',
  role: 'student',
  status: 'active',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

const HOME = '192.0.2.10';

describe('identity tokens', () => {
  it('reuses one signed token per caller for half its life, then signs a new one', async () => {
    let now = 1_700_000_000_000;
    const { signer, signed } = countingSigner();
    const tokens = createIdentityTokens(signer, { now: () => now });
    const first = await tokens.tokenFor(ada, HOME);
    now += TOKEN_REUSE_MS - 1;
    expect(await tokens.tokenFor({ ...ada }, HOME)).toBe(first);
    expect(signed).toHaveLength(1);
    now += 2;
    const renewed = await tokens.tokenFor(ada, HOME);
    expect(signed).toHaveLength(2);
    expect((await readTestToken(renewed)).user).toEqual(ada);
    expect(TOKEN_REUSE_MS).toBeLessThanOrEqual(30_000); // a reused token still has 30 s of its 60 s to live
  });

  it('signs anew at once when what the token says changes (role, status, name)', async () => {
    const tokens = createIdentityTokens(testSigner('gateway'));
    const student = await tokens.tokenFor(ada, HOME);
    const suspended = await tokens.tokenFor({ ...ada, status: 'suspended' }, HOME);
    const educator = await tokens.tokenFor({ ...ada, role: 'educator' }, HOME);
    const renamed = await tokens.tokenFor({ ...ada, lastName: 'King' }, HOME);
    expect(new Set([student, suspended, educator, renamed]).size).toBe(4);
    expect((await readTestToken(suspended)).user?.status).toBe('suspended');
    expect((await readTestToken(educator)).user?.role).toBe('educator');
    const visitor = await tokens.tokenFor(null, HOME);
    expect(await tokens.tokenFor(null, HOME)).toBe(visitor);
    expect((await readTestToken(visitor)).user).toBeNull();
  });

  it('carries the client address, and signs anew for another address', async () => {
    const tokens = createIdentityTokens(testSigner('gateway'));
    const home = await tokens.tokenFor(ada, HOME);
    const away = await tokens.tokenFor(ada, '2001:db8::7');
    expect(away).not.toBe(home);
    expect((await readTestToken(home)).clientAddress).toBe(HOME);
    expect((await readTestToken(away)).clientAddress).toBe('2001:db8::7');
    expect(await tokens.tokenFor(null, HOME)).not.toBe(await tokens.tokenFor(null, '192.0.2.11'));
  });

  it('signs once for concurrent requests of one caller and stays bounded', async () => {
    const { signer, signed } = countingSigner();
    const tokens = createIdentityTokens(signer, { maxEntries: 3 });
    const burst = await Promise.all(Array.from({ length: 20 }, () => tokens.tokenFor(ada, HOME)));
    expect(new Set(burst).size).toBe(1);
    expect(signed).toHaveLength(1);
    for (let id = 1; id <= 5; id++) await tokens.tokenFor({ ...ada, id }, HOME);
    expect(signed).toHaveLength(6);
    // ada was pushed out by newer callers: she is signed for again.
    await tokens.tokenFor(ada, HOME);
    expect(signed).toHaveLength(7);
  });

  it('is what the gateway forwards: one token for consecutive visitor requests', async () => {
    const course = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: course.url });
    const a = (await request(url).get('/api/courses/1')).body as Received;
    const b = (await request(url).get('/api/courses/2')).body as Received;
    expect(a.headers[IDENTITY_HEADER]).toBe(b.headers[IDENTITY_HEADER]);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
