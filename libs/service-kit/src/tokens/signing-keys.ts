import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import { envValue, type EnvSchema } from '../env';

/*
 * The platform's token keys: Ed25519 (EdDSA), one key pair per issuer — the gateway and each service. A process
 * holds only its own private keys (SIGNING_KEYS) and the others' public keys (GATEWAY_JWKS, PEER_JWKS), so no
 * process can sign as another. Keys are JWKs with a `kid`; a JWK Set lists the current key first.
 */

/** An Ed25519 private key as a JWK (RFC 8037): `d` is the private part, `x` the public one. */
export interface PrivateSigningKey {
  kty: 'OKP';
  crv: 'Ed25519';
  kid: string;
  alg: 'EdDSA';
  x: string;
  d: string;
}

/** What a verifier is given: public JWKs only. */
export interface PublicSigningKey {
  kty: 'OKP';
  crv: 'Ed25519';
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
  x: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const KID = /^[\w.-]{1,64}$/;

/** A new key pair for `issuer`; its kid names the issuer and the day, so an operator can tell keys apart. */
export function generateSigningKey(issuer: string, now = new Date()): PrivateSigningKey {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' }) as { x: string; d: string };
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return {
    kty: 'OKP',
    crv: 'Ed25519',
    kid: `${issuer}-${day}-${randomBytes(3).toString('hex')}`,
    alg: 'EdDSA',
    x: jwk.x,
    d: jwk.d,
  };
}

/** The public half of each key, as a JWK Set to publish or configure (the private parts left out). */
export function publicJwks(keys: readonly PrivateSigningKey[]): { keys: PublicSigningKey[] } {
  return {
    keys: keys.map(({ kid, x }) => ({ kty: 'OKP', crv: 'Ed25519', kid, alg: 'EdDSA', use: 'sig', x })),
  };
}

function isKeyObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys of a JWK Set (or one JWK) read from JSON, or a problem in words. */
function readKeys(raw: string, wantPrivate: boolean): Record<string, unknown>[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'is not JSON: give a JWK Set, {"keys":[...]}';
  }
  const keys = isKeyObject(parsed) && Array.isArray(parsed.keys) ? (parsed.keys as unknown[]) : [parsed];
  if (keys.length === 0) return 'lists no key';
  const problems: string[] = [];
  const kids = new Set<string>();
  keys.forEach((key, i) => {
    if (!isKeyObject(key)) return problems.push(`key ${i + 1} is not a JWK`);
    if (key.kty !== 'OKP' || key.crv !== 'Ed25519')
      return problems.push(`key ${i + 1} is not an Ed25519 key (kty OKP, crv Ed25519)`);
    if (typeof key.kid !== 'string' || !KID.test(key.kid))
      return problems.push(`key ${i + 1} needs a kid (letters, digits, . _ -)`);
    if (kids.has(key.kid)) return problems.push(`kid ${key.kid} is listed twice`);
    kids.add(key.kid);
    if (key.alg !== undefined && key.alg !== 'EdDSA') return problems.push(`key ${key.kid} is not for EdDSA`);
    if (typeof key.x !== 'string' || !BASE64URL.test(key.x)) return problems.push(`key ${key.kid} has no x`);
    const hasPrivate = typeof key.d === 'string' && BASE64URL.test(key.d);
    if (wantPrivate && !hasPrivate) problems.push(`key ${key.kid} has no private part (d)`);
    if (!wantPrivate && key.d !== undefined)
      problems.push(`key ${key.kid} is a private key: give public keys only`);
  });
  return problems.length ? problems.join('; ') : (keys as Record<string, unknown>[]);
}

/**
 * SIGNING_KEYS: this process's own private keys, a JWK Set (or one JWK) of Ed25519 keys with a kid. The first
 * signs; every one listed is published at `/.well-known/jwks.json`, so a rotation lists the next key second, then
 * first, then drops the old one (docs/SECURITY.md, "Keys").
 */
export function envSigningKeys(): EnvSchema<PrivateSigningKey[]> {
  let problem = '';
  return envValue(
    (raw) => {
      const keys = readKeys(raw, true);
      if (typeof keys === 'string') {
        problem = keys;
        return undefined;
      }
      return keys.map((k) => ({
        kty: 'OKP' as const,
        crv: 'Ed25519' as const,
        kid: String(k.kid),
        alg: 'EdDSA' as const,
        x: String(k.x),
        d: String(k.d),
      }));
    },
    () => problem,
  );
}

/** Where an issuer's public keys come from: given in the configuration, or fetched from its JWKS endpoint. */
export type KeySource = { jwks: JSONWebKeySet } | { url: string };

/** A JWK Set of public keys (JSON) or the http(s) URL that serves one: a problem in words, or the source. */
export function readKeySource(value: unknown): KeySource | string {
  if (typeof value === 'string') {
    const raw = value.trim();
    if (raw.startsWith('{')) return readKeySource(safeJson(raw));
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return { url: url.href };
    } catch {
      // not a URL: said below
    }
    return 'is neither a JWK Set (JSON) nor an http(s) URL of one';
  }
  if (!isKeyObject(value)) return 'is neither a JWK Set (JSON) nor an http(s) URL of one';
  const keys = readKeys(JSON.stringify(value), false);
  return typeof keys === 'string' ? keys : { jwks: { keys: keys as unknown as JSONWebKeySet['keys'] } };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** GATEWAY_JWKS: the gateway's public keys, a JWK Set (JSON) or the URL of its `/.well-known/jwks.json`. */
export function envKeySource(): EnvSchema<KeySource> {
  let problem = '';
  return envValue(
    (raw) => {
      const source = readKeySource(raw);
      if (typeof source === 'string') problem = source;
      return typeof source === 'string' ? undefined : source;
    },
    () => problem,
  );
}

/**
 * PEER_JWKS: the public keys of the services whose calls this one accepts, as JSON by service name, each a JWK
 * Set or the URL of one: `{"content":{"keys":[...]},"forum":"http://forum:4003/.well-known/jwks.json"}`.
 */
export function envPeerKeySources(): EnvSchema<Record<string, KeySource>> {
  let problem = '';
  return envValue(
    (raw) => {
      const parsed = safeJson(raw);
      if (!isKeyObject(parsed)) {
        problem = 'is not JSON naming each service’s keys: {"<service>": <JWK Set or URL>}';
        return undefined;
      }
      const sources: Record<string, KeySource> = {};
      const problems: string[] = [];
      for (const [name, value] of Object.entries(parsed)) {
        const source = readKeySource(value);
        if (typeof source === 'string') problems.push(`${name} ${source}`);
        else sources[name] = source;
      }
      problem = problems.join('; ');
      return problems.length ? undefined : sources;
    },
    () => problem,
  );
}
