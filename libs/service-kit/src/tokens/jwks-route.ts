import type { RequestHandler } from 'express';
import { publicJwks, type PrivateSigningKey } from './signing-keys';

/** Where a service and the gateway publish their public keys (RFC 8615's well-known location). */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * Answers GET JWKS_PATH with the public half of `keys`, for whoever checks this process's tokens (no token
 * needed). Cached a minute: a rotation adds the new key before signing with it, so a minute-old set still checks.
 */
export function jwksRoute(keys: readonly PrivateSigningKey[]): RequestHandler {
  const jwks = publicJwks(keys);
  return (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json(jwks);
  };
}
