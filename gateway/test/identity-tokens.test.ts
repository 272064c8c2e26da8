import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER, type Identity } from '@canopy/contracts';
import { signIdentityToken, verifyIdentityToken } from '@canopy/service-kit';
import { TEST_SECRET } from '@canopy/service-kit/testing';
import { createIdentityTokens, TOKEN_REUSE_MS } from '../src/identity-tokens';
import { cleanup, startEchoServer, startGateway, type Received } from './support/gateway-harness';

afterEach(cleanup);

/** The real signing, counted. */
function countingSign() {
  const signed: unknown[] = [];
  const sign: typeof signIdentityToken = (claims, secret) => {
    signed.push(claims.user);
    return signIdentityToken(claims, secret);
  };
  return { sign, signed };
}

const ada: Identity = {
  id: 7,
  username: 'ada',
  role: 'student',
  status: 'active',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('identity tokens', () => {
  it('reuses one signed token per caller for half its life, then signs a new one', async () => {
    let now = 1_700_000_000_000;
    const { sign, signed } = countingSign();
    const tokens = createIdentityTokens(TEST_SECRET, { now: () => now, sign });
    const first = await tokens.tokenFor(ada);
    now += TOKEN_REUSE_MS - 1;
    expect(await tokens.tokenFor({ ...ada })).toBe(first);
    expect(signed).toHaveLength(1);
    now += 2;
    const renewed = await tokens.tokenFor(ada);
    expect(signed).toHaveLength(2);
    expect((await verifyIdentityToken(renewed, TEST_SECRET)).user).toEqual(ada);
    expect(TOKEN_REUSE_MS).toBeLessThanOrEqual(30_000); // a reused token still has 30 s of its 60 s to live
  });

  it('signs anew at once when what the token says changes (role, status, name)', async () => {
    const tokens = createIdentityTokens(TEST_SECRET);
    const student = await tokens.tokenFor(ada);
    const suspended = await tokens.tokenFor({ ...ada, status: 'suspended' });
    const educator = await tokens.tokenFor({ ...ada, role: 'educator' });
    const renamed = await tokens.tokenFor({ ...ada, lastName: 'King' });
    expect(new Set([student, suspended, educator, renamed]).size).toBe(4);
    expect((await verifyIdentityToken(suspended, TEST_SECRET)).user?.status).toBe('suspended');
    expect((await verifyIdentityToken(educator, TEST_SECRET)).user?.role).toBe('educator');
    const visitor = await tokens.tokenFor(null);
    expect(await tokens.tokenFor(null)).toBe(visitor);
    expect((await verifyIdentityToken(visitor, TEST_SECRET)).user).toBeNull();
  });

  it('signs once for concurrent requests of one caller and stays bounded', async () => {
    const { sign, signed } = countingSign();
    const tokens = createIdentityTokens(TEST_SECRET, { maxEntries: 3, sign });
    const burst = await Promise.all(Array.from({ length: 20 }, () => tokens.tokenFor(ada)));
    expect(new Set(burst).size).toBe(1);
    expect(signed).toHaveLength(1);
    for (let id = 1; id <= 5; id++) await tokens.tokenFor({ ...ada, id });
    expect(signed).toHaveLength(6);
    // ada was pushed out by newer callers: she is signed for again.
    await tokens.tokenFor(ada);
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
