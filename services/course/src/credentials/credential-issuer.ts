import { calculateJwkThumbprint, importJWK, type CryptoKey, type JWK } from 'jose';
import { z } from 'zod';

/**
 * The platform as the issuer of Open Badges credentials: its Ed25519 key (CREDENTIAL_ISSUER_KEY, a private JWK
 * the launcher makes once in DATA_DIR), its did:web identifier derived from PUBLIC_URL, and the DID document
 * that publishes the public key at {PUBLIC_URL}/.well-known/did.json.
 */
export interface CredentialIssuer {
  /** `did:web:<host>` (a port is percent-encoded, as did:web requires). */
  did: string;
  /** The verification method that signs: `<did>#<JWK thumbprint>`. */
  kid: string;
  publicUrl: string;
  name: string;
  publicJwk: JWK;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  didDocument: Record<string, unknown>;
}

/** A private Ed25519 JWK as the environment gives it (one line of JSON). */
export const ed25519PrivateJwkSchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string().min(40),
  d: z.string().min(40),
});

export function isEd25519PrivateJwk(text: string): boolean {
  try {
    return ed25519PrivateJwkSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** did:web of an origin: only the host (and port) count; the document is served at /.well-known/did.json. */
export function didWebOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `did:web:${encodeURIComponent(url.host)}`;
}

export async function createCredentialIssuer(opts: {
  privateJwk: string;
  publicUrl: string;
  name?: string;
}): Promise<CredentialIssuer> {
  const jwk = ed25519PrivateJwkSchema.parse(JSON.parse(opts.privateJwk));
  const publicJwk: JWK = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
  const did = didWebOf(opts.publicUrl);
  const kid = `${did}#${await calculateJwkThumbprint(publicJwk)}`;
  const privateKey = (await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA')) as CryptoKey;
  const publicKey = (await importJWK({ ...publicJwk, alg: 'EdDSA' }, 'EdDSA')) as CryptoKey;
  const publicUrl = new URL(opts.publicUrl).origin;
  return {
    did,
    kid,
    publicUrl,
    name: opts.name ?? 'Canopy',
    publicJwk,
    privateKey,
    publicKey,
    didDocument: {
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
      id: did,
      verificationMethod: [{ id: kid, type: 'JsonWebKey2020', controller: did, publicKeyJwk: publicJwk }],
      assertionMethod: [kid],
      service: [{ id: `${did}#website`, type: 'LinkedDomains', serviceEndpoint: publicUrl }],
    },
  };
}

/**
 * The issuer as the use cases ask for it: built on first use (importing the key is asynchronous) and kept;
 * null when the platform has no key or no public address.
 */
export function credentialIssuerFrom(config: {
  CREDENTIAL_ISSUER_KEY?: string;
  PUBLIC_URL?: string;
}): () => Promise<CredentialIssuer | null> {
  const { CREDENTIAL_ISSUER_KEY: privateJwk, PUBLIC_URL: publicUrl } = config;
  let issuer: Promise<CredentialIssuer | null> | undefined;
  return () =>
    (issuer ??=
      privateJwk && publicUrl ? createCredentialIssuer({ privateJwk, publicUrl }) : Promise.resolve(null));
}
