import { Router, type Request } from 'express';
import {
  ValidationError,
  defineRoute,
  jsonBodyParser,
  requireJsonBodies,
  type RouteDeclaration,
} from '@canopy/service-kit';
import {
  passkeyAuthenticationResponseSchema,
  passkeyLoginOptionsSchema,
  passkeyMessages,
  passkeyOptionsSchema,
  passkeyRegistrationAnswerSchema,
  passkeyRegistrationResponseSchema,
  passkeySummarySchema,
  userSchema,
} from '@canopy/contracts';
import type { GatewayConfig } from './config';
import type { IdentityClient } from './identity-client';
import type { RateLimits } from './rate-limits';
import { sessionCaller } from './session-caller';
import type { PasskeyChallenge, SessionLayer } from './session-layer';
import type { SessionUsers } from './session-user';

/** How long a passkey ceremony may take between options and answer (the browser's own limit is 2 minutes). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
// What the API document says of each passkey route.
const tags = ['Passkeys'];
const noRequest = `${passkeyMessages.noRequest} (no options were asked for in this session, or they expired)`;
const tooMany = 'Too many sign-in attempts from this address; `Retry-After` says when to retry.';
const declarations = {
  registerOptions: {
    method: 'post',
    path: '/api/passkeys/register/options',
    summary: 'Start adding a passkey to the signed-in account',
    description:
      'WebAuthn creation options for `navigator.credentials.create()`. The session keeps the challenge for ' +
      'five minutes; the answer goes to POST /api/passkeys/register/verify.',
    tags,
    auth: 'user',
    responses: { 200: passkeyOptionsSchema, 403: 'The account is suspended or rejected.' },
  },
  registerVerify: {
    method: 'post',
    path: '/api/passkeys/register/verify',
    summary: 'Finish adding a passkey',
    description: "The browser's attestation for the kept challenge; fingerprint login is on afterwards.",
    tags,
    auth: 'user',
    body: passkeyRegistrationResponseSchema,
    responses: {
      201: passkeyRegistrationAnswerSchema,
      400: `The answer is malformed, could not be verified, or ${noRequest}.`,
      409: 'This passkey is already registered.',
    },
  },
  list: {
    method: 'get',
    path: '/api/passkeys',
    summary: "The signed-in account's passkeys",
    description: 'Never a public key or a credential id.',
    tags,
    auth: 'user',
    responses: { 200: passkeySummarySchema.array() },
  },
  loginOptions: {
    method: 'post',
    path: '/api/passkeys/login/options',
    summary: 'Start signing in with a passkey',
    description:
      'WebAuthn request options for `navigator.credentials.get()`: usernameless without a username, else that ' +
      "user's passkeys (an unknown username answers like none). The session keeps the challenge for five minutes.",
    tags,
    auth: 'public',
    body: passkeyLoginOptionsSchema,
    responses: { 200: passkeyOptionsSchema, 429: tooMany },
  },
  loginVerify: {
    method: 'post',
    path: '/api/passkeys/login/verify',
    summary: 'Finish signing in with a passkey',
    description:
      'A signed assertion for the kept challenge; starts a new session exactly like password sign-in.',
    tags,
    auth: 'public',
    body: passkeyAuthenticationResponseSchema,
    responses: {
      200: userSchema,
      400: `The answer is malformed, or ${noRequest}.`,
      401: 'The passkey is unknown or could not be verified.',
      403: 'The account is suspended, or the educator application was rejected.',
      429: tooMany,
    },
  },
} satisfies Record<string, RouteDeclaration>;

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
  identity: IdentityClient;
  limits: RateLimits;
}): Router {
  const { config, users, sessions, identity, limits } = deps;
  const router = Router();
  router.use(sessionCaller(router, users));
  const json = [requireJsonBodies(), jsonBodyParser(config.JSON_BODY_LIMIT)];
  const requestId = (req: Request) => String(req.id ?? '');

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

  defineRoute(router, { ...declarations.registerOptions, before: json }, async ({ user }, req, res) => {
    const options = await identity.passkeyRegistrationOptions(user.id, requestId(req));
    await keepChallenge(req, { purpose: 'register', challenge: options.challenge, userId: user.id });
    res.json(options);
  });

  defineRoute(router, { ...declarations.registerVerify, before: json }, async (input, req, res) => {
    const { user, body: response } = input;
    const expectedChallenge = await takeChallenge(req, 'register', user.id);
    const asked = Date.now();
    const result = await identity.verifyPasskeyRegistration(
      { userId: user.id, expectedChallenge, response },
      requestId(req),
    );
    // The session's copy now says fingerprint login is on.
    req.session.user = result.user;
    req.session.refreshedAt = asked;
    await sessions.save(req);
    res.status(201).json(result);
  });

  defineRoute(router, declarations.list, async ({ user }, req, res) => {
    res.json(await identity.listPasskeys(user.id, requestId(req)));
  });

  const signIn = [limits.loginPerIp, ...json];

  defineRoute(
    router,
    { ...declarations.loginOptions, before: signIn },
    async ({ body: { username } }, req, res) => {
      const options = await identity.passkeyAuthenticationOptions(
        username ? { username } : {},
        requestId(req),
      );
      await keepChallenge(req, { purpose: 'login', challenge: options.challenge });
      res.json(options);
    },
  );

  defineRoute(router, { ...declarations.loginVerify, before: signIn }, async ({ body }, req, res) => {
    const expectedChallenge = await takeChallenge(req, 'login');
    const answer = { expectedChallenge, response: body };
    const asked = Date.now();
    const user = await identity.verifyPasskeyAuthentication(answer, requestId(req));
    await users.signIn(req, user, asked);
    res.json(user);
  });

  return router;
}
