import { SignJWT, jwtVerify } from 'jose';
import { identityClaimsSchema, type IdentityClaims } from '@canopy/contracts';

const ISSUER = 'canopy-gateway';
const AUDIENCE = 'canopy-services';
const LIFETIME_SECONDS = 60;

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

/** Signs what the gateway (or a calling service) asserts about the caller. */
export async function signIdentityToken(claims: IdentityClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(key(secret));
}

/** Verifies a token; throws on a bad signature, a wrong issuer or audience, expiry or malformed claims. */
export async function verifyIdentityToken(token: string, secret: string): Promise<IdentityClaims> {
  const { payload } = await jwtVerify(token, key(secret), {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['HS256'],
  });
  return identityClaimsSchema.parse(payload);
}
