import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  loginSchema,
  messageAnswerSchema,
  messages,
  registrationAnswerSchema,
  registrationSchema,
  userSchema,
  userSettingsSchema,
  languageMessages,
  type PendingRegistration,
} from '@canopy/contracts';
import {
  HttpError,
  NotFoundError,
  acceptedLanguage,
  defineRoute,
  jsonBodyParser,
  requireJsonBodies,
} from '@canopy/service-kit';
import type { GatewayConfig } from './config';
import type { IdentityClient } from './identity-client';
import type { RateLimits } from './rate-limits';
import { sessionCaller, sessionUser } from './session-caller';
import { ACCOUNT_GONE, type SessionUsers } from './session-user';

export const LOGGED_OUT = 'Logged out';

// What the API document says of every session route.
const tags = ['Session'];
const tooMany = 'Too many attempts from this address or for this username; `Retry-After` says when to retry.';
const unavailable = 'The identity service is unavailable; `Retry-After` says when to retry.';

/**
 * Runs a per-username limiter from inside the handler, once the declaration has parsed the body: a body it
 * refuses (400) never counts against an account. False when the limiter answered itself (429); rejects with
 * the limiter's error when its store failed.
 */
function passes(limiter: RequestHandler, req: Request, res: Response): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const answered = () => resolve(false);
    res.once('finish', answered).once('close', answered);
    void limiter(req, res, (err?: unknown) => {
      res.off('finish', answered).off('close', answered);
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve(true);
    });
  });
}

/**
 * The session routes the gateway answers itself (CONVENTIONS.md "Sessions"): credentials are checked by the
 * identity service's internal API, the session and its cookie are the gateway's. Runs after the session layer.
 */
export function authRoutes(deps: {
  config: GatewayConfig;
  users: SessionUsers;
  identity: IdentityClient;
  limits: RateLimits;
}): Router {
  const { config, users, identity, limits } = deps;
  const router = Router();
  router.use(sessionCaller(router, users));
  const json = [requireJsonBodies(), jsonBodyParser(config.JSON_BODY_LIMIT)];
  const requestId = (req: Request) => String(req.id ?? '');

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/login',
      summary: 'Sign in with username and password',
      description:
        'Starts a new session (the cookie is set, the session id regenerated). Pending educators may sign in; ' +
        'the answer shows their status. Failed attempts are limited per IP address and per username.',
      tags,
      auth: 'public',
      before: [limits.loginPerIp, ...json],
      body: loginSchema,
      responses: {
        200: userSchema,
        401: messages.invalidCredentials,
        403: 'The account is suspended, or the educator application was rejected.',
        429: tooMany,
        503: unavailable,
      },
    },
    async ({ body }, req, res) => {
      if (!(await passes(limits.loginPerAccount, req, res))) return;
      const asked = Date.now();
      const user = await identity.login(body, requestId(req));
      await users.signIn(req, user, asked);
      res.json(user);
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/register',
      summary: 'Create an account',
      description:
        'A student is signed in at once (201 with the user, session started). An educator waits for an ' +
        'administrator: 201 with `status: "pending"` and a message, no session. Administrators cannot sign up.',
      tags,
      auth: 'public',
      before: [limits.registerPerIp, ...json],
      body: registrationSchema,
      responses: {
        201: registrationAnswerSchema,
        403: messages.adminRestricted,
        409: messages.usernameTaken,
        429: tooMany,
        503: unavailable,
      },
    },
    async ({ body }, req, res) => {
      if (!(await passes(limits.registerPerAccount, req, res))) return;
      // The account starts in the language the visitor is using: the page's, else what the browser asks for.
      const language = body.language ?? acceptedLanguage(req);
      const asked = Date.now();
      const result = await identity.register({ ...body, language }, requestId(req));
      if (result.user && result.user.status === 'active') {
        await users.signIn(req, result.user, asked);
        res.status(201).json(result.user);
        return;
      }
      // An account awaiting approval (an educator) gets no session (spec 000 section 4): the client reads `status`,
      // people read the message.
      const answer: PendingRegistration = {
        status: 'pending',
        message: result.message ?? messages.registrationPending,
      };
      res.status(201).json(answer);
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/logout',
      summary: 'Sign out',
      description: 'Ends the session, if any; always answers 200.',
      tags,
      auth: 'public',
      responses: { 200: messageAnswerSchema },
    },
    async (_input, req, res) => {
      await users.signOut(req, res);
      res.json({ message: LOGGED_OUT });
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/user',
      summary: 'The signed-in user',
      description:
        'Role and status are re-read from the identity service every few seconds; a deleted, suspended or ' +
        'rejected account loses its session (401).',
      tags,
      auth: 'user',
      responses: { 200: userSchema },
    },
    (_input, req, res) => {
      res.json(sessionUser(req));
    },
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/api/user',
      summary: 'Change the signed-in user’s settings',
      description:
        'Sets the language the account uses (`en` or `es`): the pages follow it on every device, and e-mails, ' +
        'certificates and the assistant’s fixed texts are worded in it.',
      tags,
      auth: 'user',
      before: json,
      body: userSettingsSchema,
      responses: { 200: userSchema, 400: languageMessages.unknownLanguage },
    },
    async ({ body }, req, res) => {
      const signedIn = sessionUser(req);
      const asked = Date.now();
      const updated = await identity.setLanguage(signedIn.id, body.language, requestId(req));
      if (!updated) {
        // Deleted since the session's last refresh: the session ends, as at its next refresh.
        await users.signOut(req, res);
        throw new HttpError(401, ACCOUNT_GONE, { code: 'unauthenticated' });
      }
      users.replace(req, updated, asked);
      res.json(updated);
    },
  );

  // Absent unless switched on: a quick educator sign-in is for demos and tests only. Declared only then, so the
  // API document tells the studio whether to offer 'Quick Login (Test)'; the guard stays as a second lock.
  if (config.ENABLE_TEST_LOGIN) {
    defineRoute(
      router,
      {
        method: 'post',
        path: '/api/test-login',
        summary: 'Sign in as the demo educator (demos only)',
        description:
          'Exists only when the gateway runs with ENABLE_TEST_LOGIN=true on a local demo; 404 everywhere else.',
        tags,
        auth: 'public',
        guard: (req) => {
          if (!config.ENABLE_TEST_LOGIN) throw new NotFoundError(`No route for POST ${req.path}`);
        },
        before: [limits.loginPerIp],
        responses: { 200: userSchema, 404: 'Test login is switched off.', 429: tooMany },
      },
      async (_input, req, res) => {
        const asked = Date.now();
        const user = await identity.testLogin(requestId(req));
        await users.signIn(req, user, asked);
        res.json(user);
      },
    );
  }

  return router;
}
