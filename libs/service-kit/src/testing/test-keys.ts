import { createHash, createPrivateKey } from 'node:crypto';
import { platformServiceNames, type AnyInternalCall, type InternalApi } from '@canopy/contracts';
import { createInternalClient, type InternalClient, type InternalClientOptions } from '../internal-client';
import { publicJwks, type PrivateSigningKey } from '../tokens/signing-keys';
import { createTokenSigner, type TokenSigner } from '../tokens/token-signer';
import { createTokenVerifier, type VerifiedClaims } from '../tokens/token-verifier';

/** PKCS#8 DER of an Ed25519 private key, up to its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const made = new Map<string, PrivateSigningKey>();

/**
 * The test key of an issuer (`gateway`, a service, any name a test gives a service): derived from the name, so
 * every process of a test run (worker threads, child processes) has the same keys without passing them around.
 * Test keys only: real ones come from the launcher or the deployment's secrets.
 */
export function testSigningKey(issuer: string): PrivateSigningKey {
  let key = made.get(issuer);
  if (!key) {
    const seed = createHash('sha256').update(`canopy-test-key:${issuer}`).digest();
    const jwk = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    }).export({ format: 'jwk' }) as { x: string; d: string };
    key = { kty: 'OKP', crv: 'Ed25519', kid: `${issuer}-test`, alg: 'EdDSA', x: jwk.x, d: jwk.d };
    made.set(issuer, key);
  }
  return key;
}

/** Every platform service's public test keys, by name (PEER_JWKS). */
export function testPeerJwks(): Record<string, ReturnType<typeof publicJwks>> {
  return Object.fromEntries(platformServiceNames.map((name) => [name, publicJwks([testSigningKey(name)])]));
}

/**
 * The key settings a test process runs with: its own private test key, the gateway's public one and every
 * platform service's (so it accepts their calls, where its routes let them in).
 */
export function testKeyEnv(issuer: string): {
  SIGNING_KEYS: string;
  GATEWAY_JWKS: string;
  PEER_JWKS: string;
} {
  return {
    SIGNING_KEYS: JSON.stringify({ keys: [testSigningKey(issuer)] }),
    GATEWAY_JWKS: JSON.stringify(publicJwks([testSigningKey('gateway')])),
    PEER_JWKS: JSON.stringify(testPeerJwks()),
  };
}

const signers = new Map<string, TokenSigner>();
/** The test signer of an issuer: what the gateway or that service signs with in tests. */
export function testSigner(issuer: string): TokenSigner {
  let signer = signers.get(issuer);
  if (!signer) {
    signer = createTokenSigner(issuer, [testSigningKey(issuer)]);
    signers.set(issuer, signer);
  }
  return signer;
}

/**
 * What a service named `receiver` reads from a token the gateway (or a service) sent it in a test: verified with
 * the test keys as that service would, so a test can look at the claims the gateway signed.
 */
export function readTestToken(token: string, receiver = 'course'): Promise<VerifiedClaims> {
  return createTokenVerifier({
    self: receiver,
    gateway: { jwks: publicJwks([testSigningKey('gateway')]) },
    peers: Object.fromEntries(
      Object.entries(testPeerJwks()).map(([name, jwks]) => [name, { jwks }] as const),
    ),
  }).verify(token);
}

/**
 * A typed client of `api` whose every call is made by the first service its declaration names as a caller (signed
 * with that service's test key): an owner's internal-API test reaches each call as its real callers do.
 */
export function internalClientAsCallers<C extends Record<string, AnyInternalCall>>(
  api: InternalApi<C>,
  opts: Omit<InternalClientOptions<C>, 'signer'>,
): InternalClient<C> {
  const clients = new Map<string, InternalClient<C>>();
  const clientOf = (caller: string) => {
    let client = clients.get(caller);
    if (!client) {
      client = createInternalClient(api, { ...opts, signer: testSigner(caller) });
      clients.set(caller, client);
    }
    return client;
  };
  return Object.fromEntries(
    Object.entries(api.calls).map(([name, call]) => [name, clientOf(call.callers[0]!)[name as keyof C]]),
  ) as InternalClient<C>;
}
