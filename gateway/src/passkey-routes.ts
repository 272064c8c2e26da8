import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  UnauthenticatedError,
  ValidationError,
  jsonBodyParser,
  requireJsonBodies,
  validate,
} from '@canopy/service-kit';
import {
  passkeyAuthenticationResponseSchema,
  passkeyLoginOptionsSchema,
  passkeyMessages,
  passkeyRegistrationResponseSchema,
} from '@canopy/contracts';
import { NOT_AUTHENTICATED } from './auth-routes';
import type { GatewayConfig } from './config';
import { identityNotConfigured, type IdentityClient } from './identity-client';
import type { RateLimits } from './rate-limits';
import type { PasskeyChallenge, SessionLayer } from './session-layer';
import type { SessionUsers } from './session-user';

/** How long a passkey ceremony may take between options and answer (the browser's own limit is 2 minutes). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
const noStore = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Passkey (WebAuthn) sign-in and registration. Identity makes the options and verifies the answers; the gateway
 * keeps each ceremony's challenge in the session (one at a time, single use, short-lived) so an answer is only
 * accepted for the challenge this browser was given. Signing in with a passkey starts a fresh session exactly like
 * password sign-in, and its failures count against the same per-IP limit.
 */
export function passkeyRoutes(deps: {
  config: GatewayConfig;
  users: SessionUsers;
  sessions: SessionLayer;
  identity: IdentityClient | undefined;
  limits: RateLimits;
}): Router {
  const { config, users, sessions, identity, limits } = deps;
  const router = Router();
  const json = [requireJsonBodies(), jsonBodyParser(config.JSON_BODY_LIMIT)];
  const requestId = (req: Request) => String(req.id ?? '');
  const client = () => {
    if (!identity) throw identityNotConfigured();
    return identity;
  };

  async function signedIn(req: Request, res: Response) {
    const user = await users.current(req, res);
    if (!user) throw new UnauthenticatedError(NOT_AUTHENTICATED);
    return user;
  }

  async function keepChallenge(req: Request, challenge: Omit<PasskeyChallenge, 'expiresAt'>) {
    req.session.passkeyChallenge = { ...challenge, expiresAt: Date.now() + PASSKEY_CHALLENGE_TTL_MS };
    await sessions.save(req);
  }

  /** The kept challenge for this purpose, removed from the session whatever happens next (single use). */
  async function takeChallenge(req: Request, purpose: PasskeyChallenge['purpose'], userId?: number) {
    const kept = req.session.passkeyChallenge;
    if (kept) {
      delete req.session.passkeyChallenge;
      await sessions.save(req);
    }
    if (!kept || kept.purpose !== purpose || kept.expiresAt < Date.now() || kept.userId !== userId) {
      throw new ValidationError(passkeyMessages.noRequest);
    }
    return kept.challenge;
  }

  router.post('/api/passkeys/register/options', noStore, ...json, async (req, res) => {
    const user = await signedIn(req, res);
    const options = await client().passkeyRegistrationOptions(user.id, requestId(req));
    await keepChallenge(req, { purpose: 'register', challenge: options.challenge, userId: user.id });
    res.json(options);
  });

  router.post('/api/passkeys/register/verify', noStore, ...json, async (req, res) => {
    const user = await signedIn(req, res);
    const response = validate(passkeyRegistrationResponseSchema, req.body);
    const expectedChallenge = await takeChallenge(req, 'register', user.id);
    const result = await client().verifyPasskeyRegistration(
      { userId: user.id, expectedChallenge, response },
      requestId(req),
    );
    // The session's copy now says fingerprint login is on.
    req.session.user = result.user;
    req.session.refreshedAt = Date.now();
    await sessions.save(req);
    res.status(201).json(result);
  });

  router.get('/api/passkeys', noStore, async (req, res) => {
    const user = await signedIn(req, res);
    res.json(await client().listPasskeys(user.id, requestId(req)));
  });

  router.post('/api/passkeys/login/options', noStore, limits.loginPerIp, ...json, async (req, res) => {
    const { username } = validate(passkeyLoginOptionsSchema, req.body);
    const options = await client().passkeyAuthenticationOptions(username ? { username } : {}, requestId(req));
    await keepChallenge(req, { purpose: 'login', challenge: options.challenge });
    res.json(options);
  });

  router.post('/api/passkeys/login/verify', noStore, limits.loginPerIp, ...json, async (req, res) => {
    const response = validate(passkeyAuthenticationResponseSchema, req.body);
    const expectedChallenge = await takeChallenge(req, 'login');
    const user = await client().verifyPasskeyAuthentication({ expectedChallenge, response }, requestId(req));
    await users.signIn(req, user);
    res.json(user);
  });

  return router;
}
