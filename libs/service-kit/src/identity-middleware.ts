import type { NextFunction, Request, Response } from 'express';
import { IDENTITY_HEADER, type Identity, type IdentityClaims, type Role } from '@canopy/contracts';
import { ForbiddenError, UnauthenticatedError, inactiveAccountError } from './errors';
import { tokenExpiry } from './identity-token';
import type { TokenVerifier } from './tokens/token-verifier';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user the gateway vouches for, or null for a visitor. */
    identity: Identity | null;
    /** Set when another service (or the gateway itself) is the caller. */
    callerService?: string;
    /**
     * The client's address as the gateway worked it out (its trust-proxy rule), from the signed identity: what
     * per-address limits and audit entries use. Null when a service calls for itself.
     */
    clientAddress: string | null;
  }
}

/** Tokens a service remembers having verified (the gateway reuses each for 30 s; see gateway identity-tokens). */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Every request must carry a signed identity token: the gateway's (a user or a visitor, and the client's address)
 * or a calling service's own (tokens/token-verifier.ts); nothing reaches a service around it. A token verified
 * once is remembered until it expires (bounded, oldest first out), so the gateway's reused tokens cost one
 * signature check each rather than one per request. Only valid tokens are remembered.
 */
export function identityMiddleware(verifier: TokenVerifier) {
  const verified = new Map<string, { claims: IdentityClaims; expiresAt: number }>();
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = req.get(IDENTITY_HEADER);
    if (!token) return next(new UnauthenticatedError('Missing identity token'));
    let claims: IdentityClaims;
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) {
      claims = known.claims;
    } else {
      try {
        claims = await verifier.verify(token);
      } catch {
        return next(new UnauthenticatedError('Invalid identity token'));
      }
      if (known) verified.delete(token);
      else if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt: tokenExpiry(token) });
    }
    req.identity = claims.user;
    req.callerService = claims.service;
    req.clientAddress = claims.clientAddress ?? null;
    next();
  };
}

/** The signed-in user, or 401. */
export function currentUser(req: Request): Identity {
  if (!req.identity) throw new UnauthenticatedError();
  return req.identity;
}

export const requireUser = (req: Request, _res: Response, next: NextFunction) => {
  if (!req.identity) return next(new UnauthenticatedError());
  next();
};

/** Allows only these roles; a user whose account is not active is refused too. */
export function requireRole(...roles: Role[]) {
  return requireActiveRole(roles);
}

/** `requireRole` with the 403 message a route names (a declared route's `deniedMessage`). */
export function requireActiveRole(roles: readonly Role[], deniedMessage?: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.identity) return next(new UnauthenticatedError());
    if (!roles.includes(req.identity.role)) return next(new ForbiddenError(deniedMessage));
    if (req.identity.status !== 'active') return next(inactiveAccountError(req.identity.status));
    next();
  };
}

/**
 * For /internal routes: only the services named (or the gateway), by their own signature; a browser's request and
 * any other service are refused.
 */
export function requireCaller(callers: readonly string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.callerService || !callers.includes(req.callerService)) return next(new ForbiddenError());
    next();
  };
}
