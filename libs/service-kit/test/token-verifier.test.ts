import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICES_AUDIENCE,
  createTokenSigner,
  createTokenVerifier,
  generateSigningKey,
  publicJwks,
  type PrivateSigningKey,
} from '../src';
import { fakeIdentity, testSigner, testSigningKey } from '../src/testing';

/** A JWKS endpoint whose keys a test changes, counting how often it was asked. */
function jwksEndpoint() {
  let keys: PrivateSigningKey[] = [];
  let asked = 0;
  const server = http.createServer((_req, res) => {
    asked++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(publicJwks(keys)));
  });
  return {
    server,
    set: (next: PrivateSigningKey[]) => void (keys = next),
    get asked() {
      return asked;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`,
  };
}

describe('tokens between the gateway and the services', () => {
  const endpoint = jwksEndpoint();
  beforeAll(() => new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => endpoint.server.close(() => resolve())));

  const verifier = () =>
    createTokenVerifier({
      self: 'course',
      gateway: { jwks: publicJwks([testSigningKey('gateway')]) },
      peers: { content: { jwks: publicJwks([testSigningKey('content')]) } },
    });

  it('accepts the gateway’s identity, with its client address, and a service’s call for itself', async () => {
    const user = fakeIdentity();
    const identity = await testSigner('gateway').sign(
      { user, clientAddress: '203.0.113.4' },
      SERVICES_AUDIENCE,
    );
    await expect(verifier().verify(identity)).resolves.toMatchObject({
      issuer: 'gateway',
      user,
      clientAddress: '203.0.113.4',
    });
    const call = await testSigner('content').serviceToken('course');
    await expect(verifier().verify(call)).resolves.toMatchObject({ issuer: 'content', service: 'content' });
  });

  it('refuses what a service signs as anyone but itself, and what is addressed elsewhere', async () => {
    const content = testSigner('content');
    // A service's key making a user's identity, or a client address.
    await expect(
      verifier().verify(await content.sign({ user: fakeIdentity({ role: 'admin' }) }, 'course')),
    ).rejects.toThrow();
    await expect(
      verifier().verify(
        await content.sign({ user: null, service: 'content', clientAddress: '1.2.3.4' }, 'course'),
      ),
    ).rejects.toThrow();
    // Its key with the gateway's name on it: checked against the gateway's keys, which it is not.
    const asGateway = createTokenSigner('gateway', [testSigningKey('content')]);
    await expect(
      verifier().verify(await asGateway.sign({ user: fakeIdentity() }, SERVICES_AUDIENCE)),
    ).rejects.toThrow();
    // Claiming to be another service.
    await expect(
      verifier().verify(await content.sign({ user: null, service: 'forum' }, 'course')),
    ).rejects.toThrow();
    // Addressed to another service, or from a service whose keys this one was not given.
    await expect(verifier().verify(await content.serviceToken('identity'))).rejects.toThrow();
    await expect(verifier().verify(await testSigner('forum').serviceToken('course'))).rejects.toThrow();
  });

  it('refuses an identity whose client address was changed after signing', async () => {
    const token = await testSigner('gateway').sign(
      { user: fakeIdentity(), clientAddress: '203.0.113.4' },
      SERVICES_AUDIENCE,
    );
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, clientAddress: '198.51.100.1' })).toString(
      'base64url',
    );
    await expect(verifier().verify(`${header}.${forged}.${signature}`)).rejects.toThrow();
  });

  it('fetches the gateway’s keys from its endpoint, and again for a new kid: a rotation without a refused request', async () => {
    const current = generateSigningKey('gateway');
    const next = generateSigningKey('gateway');
    endpoint.set([current]);
    const fetched = createTokenVerifier({
      self: 'course',
      gateway: { url: endpoint.url() },
      refreshCooldownMs: 300,
    });
    const before = endpoint.asked;
    const old = await createTokenSigner('gateway', [current]).sign({ user: null }, SERVICES_AUDIENCE);
    await expect(fetched.verify(old)).resolves.toMatchObject({ issuer: 'gateway' });
    await expect(fetched.verify(old)).resolves.toMatchObject({ issuer: 'gateway' });
    expect(endpoint.asked - before).toBe(1);
    // Step 2 of a rotation: the gateway signs with the next key and publishes both.
    endpoint.set([next, current]);
    const rotated = await createTokenSigner('gateway', [next, current]).sign(
      { user: null },
      SERVICES_AUDIENCE,
    );
    // Within the cooldown of the last fetch an unknown kid is not fetched for (a forged kid cannot flood the
    // endpoint), which is why the documented procedure publishes the next key before signing with it.
    await expect(fetched.verify(rotated)).rejects.toThrow();
    expect(endpoint.asked - before).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    // After it, the unknown kid makes one fetch, which finds it; the previous key still counts.
    await expect(fetched.verify(rotated)).resolves.toMatchObject({ issuer: 'gateway' });
    await expect(fetched.verify(old)).resolves.toMatchObject({ issuer: 'gateway' });
    expect(endpoint.asked - before).toBe(2);
  });
});
