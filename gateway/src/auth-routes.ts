import { Router, type NextFunction, type Request, type Response } from 'express';
import { loginSchema, messages, registrationSchema } from '@canopy/contracts';
import {
  NotFoundError,
  UnauthenticatedError,
  jsonBodyParser,
  requireJsonBodies,
  validate,
} from '@canopy/service-kit';
import type { z } from 'zod';
import type { GatewayConfig } from './config';
import { identityNotConfigured, type IdentityClient } from './identity-client';
import type { RateLimits } from './rate-limits';
import type { SessionUsers } from './session-user';

export const NOT_AUTHENTICATED = 'Not authenticated';
export const LOGGED_OUT = 'Logged out';

const validBody = (schema: z.ZodType) => (req: Request, _res: Response, next: NextFunction) => {
  req.body = validate(schema, req.body);
  next();
};

// Answers about who is signed in are never cached by browsers or proxies.
const noStore = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * The session routes the gateway answers itself (CONVENTIONS.md "Sessions"): credentials are checked by the
 * identity service's internal API, the session and its cookie are the gateway's. Runs after the session layer.
 */
export function authRoutes(deps: {
  config: GatewayConfig;
  users: SessionUsers;
  identity: IdentityClient | undefined;
  limits: RateLimits;
}): Router {
  const { config, users, identity, limits } = deps;
  const router = Router();
  const json = [requireJsonBodies(), jsonBodyParser(config.JSON_BODY_LIMIT)];
  const requestId = (req: Request) => String(req.id ?? '');

  router.post(
    '/api/login',
    noStore,
    limits.loginPerIp,
    ...json,
    validBody(loginSchema),
    limits.loginPerAccount,
    async (req, res) => {
      if (!identity) throw identityNotConfigured();
      const user = await identity.login(req.body, requestId(req));
      await users.signIn(req, user);
      res.json(user);
    },
  );

  router.post(
    '/api/register',
    noStore,
    limits.registerPerIp,
    ...json,
    validBody(registrationSchema),
    limits.registerPerAccount,
    async (req, res) => {
      if (!identity) throw identityNotConfigured();
      const result = await identity.register(req.body, requestId(req));
      if (result.user && result.user.status === 'active') {
        await users.signIn(req, result.user);
        res.status(201).json(result.user);
        return;
      }
      // An account awaiting approval gets no session; the answer says so in the words the client looks for.
      const message =
        result.message && /pending approval/i.test(result.message)
          ? result.message
          : messages.pendingApproval;
      res.status(201).json({ message });
    },
  );

  router.post('/api/logout', noStore, async (req, res) => {
    await users.signOut(req, res);
    res.json({ message: LOGGED_OUT });
  });

  router.get('/api/user', noStore, async (req, res) => {
    const user = await users.current(req, res);
    if (!user) throw new UnauthenticatedError(NOT_AUTHENTICATED);
    res.json(user);
  });

  // Absent unless switched on: a quick educator sign-in is for demos and tests only.
  const testLoginEnabled = (req: Request, _res: Response, next: NextFunction) =>
    next(config.ENABLE_TEST_LOGIN ? undefined : new NotFoundError(`No route for POST ${req.path}`));
  router.post('/api/test-login', noStore, testLoginEnabled, limits.loginPerIp, async (req, res) => {
    if (!identity) throw identityNotConfigured();
    const user = await identity.testLogin(requestId(req));
    await users.signIn(req, user);
    res.json(user);
  });

  return router;
}
