import { SignJWT, importJWK, type CryptoKey } from 'jose';
import type { IdentityClaims } from '@canopy/contracts';
import type { PrivateSigningKey } from './signing-keys';

/** Who signs the identity of browsers' requests; every other issuer is a service, named by itself. */
export const GATEWAY_ISSUER = 'gateway';
/** The audience of the gateway's identity of a browser's request: any service the route table sends it to. */
export const SERVICES_AUDIENCE = 'canopy-services';
export const TOKEN_LIFETIME_SECONDS = 60;
/** A service token is reused for half its life, so the receiver still accepts it for 30 s more. */
const SERVICE_TOKEN_REUSE_MS = 30_000;

export interface TokenSigner {
  /** The issuer this process signs as: `gateway` or the service's name. */
  readonly issuer: string;
  /** Signs claims with the current key (the first of SIGNING_KEYS), for `audience`. */
  sign(claims: IdentityClaims, audience: string): Promise<string>;
  /** A token saying "this process calls for itself", for one receiving service; reused for half its life. */
  serviceToken(audience: string): Promise<string>;
}

/**
 * Signs this process's tokens with its own private key (EdDSA, Ed25519; the kid in the header, so a verifier picks
 * the key among the current and the previous one). Service tokens carry no user and no client address: only the
 * gateway vouches for those.
 */
export function createTokenSigner(issuer: string, keys: readonly PrivateSigningKey[]): TokenSigner {
  const current = keys[0];
  if (!current) throw new Error(`${issuer}: SIGNING_KEYS lists no key`);
  let key: Promise<CryptoKey | Uint8Array> | undefined;
  const reused = new Map<string, { token: Promise<string>; until: number }>();

  const sign = async (claims: IdentityClaims, audience: string) => {
    key ??= importJWK(current, 'EdDSA');
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'EdDSA', kid: current.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(await key);
  };

  return {
    issuer,
    sign,
    serviceToken(audience) {
      const now = Date.now();
      const kept = reused.get(audience);
      if (kept && kept.until > now) return kept.token;
      const token = sign({ user: null, service: issuer }, audience);
      reused.set(audience, { token, until: now + SERVICE_TOKEN_REUSE_MS });
      token.catch(() => reused.delete(audience));
      return token;
    },
  };
}
