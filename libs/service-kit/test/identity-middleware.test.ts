import express from 'express';
import { SignJWT, importJWK } from 'jose';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { createTokenVerifier, errorHandler, identityMiddleware, publicJwks, tokenExpiry } from '../src';
import { fakeIdentity, testSigningKey } from '../src/testing';

function app() {
  const a = express();
  const verifier = createTokenVerifier({
    self: 'kit',
    gateway: { jwks: publicJwks([testSigningKey('gateway')]) },
    peers: { course: { jwks: publicJwks([testSigningKey('course')]) } },
  });
  a.use(identityMiddleware(verifier));
  a.get('/who', (req, res) => {
    res.json({ user: req.identity?.username ?? null });
  });
  a.use(errorHandler());
  return a;
}

/** Signed as the gateway, with `keyOf`'s key (default the gateway's own). */
const sign = async (claims: Record<string, unknown>, expiresAt: number, keyOf = 'gateway') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: testSigningKey(keyOf).kid })
    .setIssuer('gateway')
    .setAudience('canopy-services')
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(await importJWK(testSigningKey(keyOf), 'EdDSA'));

afterEach(() => vi.useRealTimers());

describe('the identity token, verified once', () => {
  it('accepts a reused token until it expires, then refuses it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    const a = app();
    const user = fakeIdentity({ username: 'reused' });
    const token = await sign({ user }, Date.now() + 60_000);
    expect(tokenExpiry(token)).toBe(Date.now() + 60_000);
    for (let i = 0; i < 3; i++) {
      const res = await request(a).get('/who').set(IDENTITY_HEADER, token);
      expect(res.body).toEqual({ user: 'reused' });
    }
    // Past its expiry and the 5 s allowed for clocks that differ between machines.
    vi.setSystemTime(Date.now() + 65_001);
    const expired = await request(a).get('/who').set(IDENTITY_HEADER, token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Invalid identity token');
  });

  it('never remembers a token that failed, nor takes a look-alike for a remembered one', async () => {
    const a = app();
    const good = await sign({ user: fakeIdentity({ username: 'good' }) }, Date.now() + 60_000);
    expect((await request(a).get('/who').set(IDENTITY_HEADER, good)).status).toBe(200);
    // A service's key cannot make the gateway's identity of an administrator.
    const forged = await sign({ user: fakeIdentity({ role: 'admin' }) }, Date.now() + 60_000, 'course');
    for (let i = 0; i < 2; i++) {
      expect((await request(a).get('/who').set(IDENTITY_HEADER, forged)).status).toBe(401);
    }
    const [header, payload] = good.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await request(a).get('/who').set(IDENTITY_HEADER, tampered)).status).toBe(401);
  });
});
