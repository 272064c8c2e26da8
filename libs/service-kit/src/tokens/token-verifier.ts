import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { identityClaimsSchema, type IdentityClaims } from '@canopy/contracts';
import type { KeySource } from './signing-keys';
import { GATEWAY_ISSUER, SERVICES_AUDIENCE } from './token-signer';

/** A JWKS endpoint is asked again at most this often for a kid it did not list (a forged kid cannot flood it). */
export const JWKS_REFRESH_COOLDOWN_MS = 10_000;
/** Fetched keys are kept this long before the endpoint is asked again (a rotation's new key is seen within it). */
export const JWKS_CACHE_MAX_AGE_MS = 5 * 60_000;

export interface VerifiedClaims extends IdentityClaims {
  /** Who signed: `gateway`, or the calling service. */
  issuer: string;
}

export interface TokenVerifier {
  /** The claims of a token this service may accept; throws for anything else. */
  verify(token: string): Promise<VerifiedClaims>;
}

export interface TokenVerifierOptions {
  /** This service's name: a service token (and the gateway's call for itself) must be addressed to it. */
  self: string;
  /** The gateway's public keys. */
  gateway: KeySource;
  /** The public keys of each service whose calls this one accepts, by name. */
  peers?: Record<string, KeySource>;
  /** Longest wait for a JWKS endpoint (default 3 s). */
  fetchTimeoutMs?: number;
  /** Least time between two fetches of an endpoint for unknown kids (default JWKS_REFRESH_COOLDOWN_MS). */
  refreshCooldownMs?: number;
}

function keySet(source: KeySource, timeoutMs: number, cooldownMs: number): JWTVerifyGetKey {
  if ('jwks' in source) return createLocalJWKSet(source.jwks);
  return createRemoteJWKSet(new URL(source.url), {
    cooldownDuration: cooldownMs,
    cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
    timeoutDuration: timeoutMs,
  });
}

/**
 * Checks who signed a token by its issuer's own public keys (EdDSA only; the header's kid picks the current or the
 * previous key, and an endpoint's keys are fetched again for a kid they lack): the gateway vouches for users and
 * client addresses; a service only for itself. So a service's key cannot make a user's identity, a forged client
 * address breaks the gateway's signature, and a token addressed to another service is refused here.
 */
export function createTokenVerifier(opts: TokenVerifierOptions): TokenVerifier {
  const timeoutMs = opts.fetchTimeoutMs ?? 3_000;
  const cooldownMs = opts.refreshCooldownMs ?? JWKS_REFRESH_COOLDOWN_MS;
  const gatewayKeys = keySet(opts.gateway, timeoutMs, cooldownMs);
  const peerKeys = new Map(
    Object.entries(opts.peers ?? {})
      .filter(([name]) => name !== GATEWAY_ISSUER)
      .map(([name, source]) => [name, keySet(source, timeoutMs, cooldownMs)] as const),
  );

  return {
    async verify(token) {
      const { iss } = decodeJwt(token);
      const fromGateway = iss === GATEWAY_ISSUER;
      const keys = fromGateway ? gatewayKeys : typeof iss === 'string' ? peerKeys.get(iss) : undefined;
      if (!keys) throw new Error(`No keys for issuer ${String(iss)}`);
      const { payload } = await jwtVerify(token, keys, {
        issuer: iss,
        audience: fromGateway ? [SERVICES_AUDIENCE, opts.self] : opts.self,
        algorithms: ['EdDSA'],
        requiredClaims: ['iat', 'exp'],
        clockTolerance: 5,
      });
      const claims = identityClaimsSchema.parse(payload);
      if (fromGateway) {
        // The gateway calling for itself: no user, and addressed to this service.
        if (claims.service !== undefined && (claims.service !== GATEWAY_ISSUER || claims.user !== null))
          throw new Error('The gateway speaks only for users or for itself');
        if (claims.service !== undefined && payload.aud !== opts.self)
          throw new Error('A gateway call for itself is addressed to one service');
      } else if (claims.user !== null || claims.clientAddress !== undefined || claims.service !== iss) {
        throw new Error('A service speaks only for itself');
      }
      return { ...claims, issuer: iss! };
    },
  };
}
