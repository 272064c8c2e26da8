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

/**
 * When a token verifyIdentityToken accepted expires (ms since the epoch): its `exp` claim, read without checking
 * anything else (call it only on a verified token). 0 when it has none, so it is never taken as still valid.
 */
export function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}
