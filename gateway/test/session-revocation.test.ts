import { createHmac, randomBytes } from 'node:crypto';
import type session from 'express-session';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { User } from '@canopy/contracts';
import {
  SESSION_SECRET,
  cleanup,
  startGateway,
  startIdentityStandIn,
  redisUnderPrefix,
} from './support/gateway-harness';

/*
 * A password reset or a suspension ends every session begun before it: identity's user answer carries
 * `sessionsValidFrom`, and the gateway refuses older sessions at their next refresh (at most IDENTITY_REFRESH_MS,
 * 5 s by default). Sessions live in the real Redis here.
 */

const REDIS_URL = process.env.TEST_REDIS_URL;
afterEach(cleanup);

function sessionCookie(sid: string): string {
  const sig = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `canopy.sid=${encodeURIComponent(`s:${sid}.${sig}`)}`;
}

const user: User = {
  id: 77,
  username: 'juniper',
  firstName: 'Juniper',
  lastName: 'Ash',
  email: 'juniper@example.org',
  role: 'student',
  status: 'active',
  approvedBy: null,
  biometricEnabled: false,
  createdAt: new Date().toISOString(),
};

function storedSession(signedInAt: number, refreshedAt: number) {
  return {
    cookie: {
      originalMaxAge: 3_600_000,
      expires: new Date(Date.now() + 3_600_000),
      httpOnly: true,
      path: '/',
    },
    userId: user.id,
    user,
    signedInAt,
    refreshedAt,
  } as unknown as session.SessionData;
}

describe.skipIf(!REDIS_URL)('sessions end after a password reset or suspension (Redis)', () => {
  const store = redisUnderPrefix(REDIS_URL!, 'revocation');
  const { prefix } = store;

  async function setup(sessionsValidFrom: string | null) {
    const identity = await startIdentityStandIn([{ ...user, sessionsValidFrom }]);
    const { url } = await startGateway({
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      IDENTITY_URL: identity.url,
      IDENTITY_REFRESH_MS: '5000',
    });
    return { url, identity };
  }

  async function storeSession(signedInAt: number, refreshedAt: number): Promise<string> {
    const sid = randomBytes(18).toString('base64url');
    await store.redis.set(
      `${prefix}sess:${sid}`,
      JSON.stringify(storedSession(signedInAt, refreshedAt)),
      'EX',
      60,
    );
    return sid;
  }

  it('ends a session begun before the revocation at its next refresh, and removes it from Redis', async () => {
    const now = Date.now();
    const { url, identity } = await setup(new Date(now - 1_000).toISOString());
    // Signed in a minute ago, last refreshed more than IDENTITY_REFRESH_MS ago: due for a refresh.
    const sid = await storeSession(now - 60_000, now - 6_000);
    const res = await request(url).get('/api/user').set('Cookie', sessionCookie(sid));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
    expect(identity.calls).toContain(`/internal/users/owners?ids=${user.id}`);
    expect(await store.redis.exists(`${prefix}sess:${sid}`)).toBe(0);
    expect((await request(url).get('/api/user').set('Cookie', sessionCookie(sid))).status).toBe(401);
  });

  it('keeps a session begun after the revocation, and never shows the revocation time', async () => {
    const now = Date.now();
    const { url } = await setup(new Date(now - 60_000).toISOString());
    const sid = await storeSession(now - 1_000, now - 6_000);
    const res = await request(url).get('/api/user').set('Cookie', sessionCookie(sid));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user);
    expect(await store.redis.exists(`${prefix}sess:${sid}`)).toBe(1);
  });

  it('keeps sessions of users whose sessions were never revoked', async () => {
    const now = Date.now();
    const { url } = await setup(null);
    const sid = await storeSession(now - 60_000, now - 6_000);
    const res = await request(url).get('/api/user').set('Cookie', sessionCookie(sid));
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('sessionsValidFrom');
  });
});
