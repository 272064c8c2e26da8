import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, importJWK } from 'jose';
import { pino } from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@canopy/contracts';
import {
  ConflictError,
  createService,
  ForbiddenError,
  HttpError,
  idParam,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  requireRole,
  requireCaller,
  requireUser,
  UnauthenticatedError,
  UnavailableError,
  UnsupportedMediaTypeError,
  validate,
  ValidationError,
  type RunningService,
} from '../src';
import {
  createTestDatabase,
  fakeIdentity,
  identityHeaders,
  haveOneHiddenClass,
  twoInFlight,
  serviceHeaders,
  testKeyEnv,
  testSigningKey,
  testEngines,
  type TestDatabase,
} from '../src/testing';

const errors: Record<string, () => Error> = {
  validation: () => new ValidationError('Bad input', [{ path: 'name', message: 'Name is required' }]),
  unauthenticated: () => new UnauthenticatedError(),
  forbidden: () => new ForbiddenError(),
  'not-found': () => new NotFoundError('Thing not found'),
  conflict: () => new ConflictError('Already there'),
  'too-large': () => new PayloadTooLargeError(),
  'unsupported-type': () => new UnsupportedMediaTypeError(),
  'rate-limited': () => new RateLimitedError(30),
  unavailable: () => new UnavailableError(),
  teapot: () => new HttpError(418, 'I am a teapot'),
  crash: () => new Error('secret internal detail: password=hunter2'),
};

const echoSchema = z.object({
  name: z.string().min(1, 'Name is required'),
  count: z.number().int().optional(),
});

/** A token signed with `key`'s test key (default the gateway's), with these claims and registered fields. */
async function token(
  claims: Record<string, unknown>,
  opts: { key?: string; iss?: string; aud?: string; exp?: number; iat?: number } = {},
) {
  const signingKey = testSigningKey(opts.key ?? 'gateway');
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: signingKey.kid })
    .setIssuer(opts.iss ?? 'gateway')
    .setAudience(opts.aud ?? 'canopy-services')
    .setIssuedAt(opts.iat)
    .setExpirationTime(opts.exp ?? '60s');
  return jwt.sign(await importJWK(signingKey, 'EdDSA'));
}

describe.each(testEngines())('createService (%s)', (engine) => {
  let db: TestDatabase;
  let svc: RunningService<unknown, Record<string, never>>;
  let release: (() => void) | undefined;
  let slowEntered: (() => void) | undefined;
  let visitor: Record<string, string>;
  // Started once, by the first test that needs it listening; the last test stops it.
  let listening: Promise<{ url: string }> | undefined;
  const listen = () => (listening ??= svc.start(0));
  let pair = twoInFlight<{ req: object; res: object }>();

  beforeAll(async () => {
    db = await createTestDatabase(engine, 'kit');
    svc = await createService(
      {
        name: 'kit',
        defaultPort: 0,
        schema: {},
        deps: () => ({}),
        routes(router) {
          router.get('/errors/:kind', (req) => {
            throw (errors[req.params.kind as string] ?? errors.crash!)();
          });
          router.get('/async-crash', async () => {
            await Promise.resolve();
            throw new Error('async detail');
          });
          router.post('/echo', (req, res) => {
            res.json(validate(echoSchema, req.body));
          });
          router.get('/items/:id', (req, res) => {
            res.json({ id: idParam(req.params.id) });
          });
          router.get('/me', requireUser, (req, res) => {
            res.json(req.identity);
          });
          router.get('/admin', requireRole('admin'), (_req, res) => {
            res.json({ ok: true });
          });
          router.get('/internal/ping', requireCaller(['course']), (req, res) => {
            res.json({ caller: req.callerService });
          });
          router.get('/shape', async (req, res) => {
            await pair.arrive({ req, res });
            res.json({ ok: true });
          });
          router.get('/slow', async (_req, res) => {
            slowEntered?.();
            await new Promise<void>((resolve) => (release = resolve));
            res.json({ done: true });
          });
        },
      },
      {
        env: { ...db.env, ...testKeyEnv('kit'), BODY_LIMIT: '1kb' },
        logger: pino({ level: 'silent' }),
      },
    );
    visitor = await identityHeaders(null);
  });
  afterAll(async () => {
    await svc.stop();
    await db.cleanup();
  });

  describe('health', () => {
    it('answers /healthz and /readyz without a token', async () => {
      const health = await request(svc.app).get('/healthz').expect(200);
      expect(health.body).toEqual({ status: 'ok', service: 'kit' });
      const ready = await request(svc.app).get('/readyz').expect(200);
      expect(ready.body).toEqual({ status: 'ready', service: 'kit', database: 'postgres' });
    });
  });

  describe('identity token', () => {
    it('answers 401 JSON when the token is missing', async () => {
      const res = await request(svc.app).get('/me').expect(401);
      expect(res.body).toEqual({ message: 'Missing identity token', code: 'unauthenticated' });
    });

    it.each([
      ['garbage', async () => 'not-a-jwt'],
      ['a service’s key, as the gateway', () => token({ user: null }, { key: 'course' })],
      [
        'a service’s own token, for a user',
        () => token({ user: fakeIdentity() }, { key: 'course', iss: 'course', aud: 'kit' }),
      ],
      [
        'a token of the old shared secret (HS256)',
        () =>
          new SignJWT({ user: null })
            .setProtectedHeader({ alg: 'HS256' })
            .setIssuer('gateway')
            .setAudience('canopy-services')
            .setIssuedAt()
            .setExpirationTime('60s')
            .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-characters')),
      ],
      [
        'a service token addressed to another service',
        () => token({ user: null, service: 'course' }, { key: 'course', iss: 'course', aud: 'forum' }),
      ],
      ['a wrong issuer', () => token({ user: null }, { iss: 'someone-else' })],
      ['a wrong audience', () => token({ user: null }, { aud: 'browsers' })],
      ['claims that do not fit the contract', () => token({ user: { id: 'x', role: 'root' } })],
      [
        'an expired token',
        () =>
          token(
            { user: null },
            { iat: Math.floor(Date.now() / 1000) - 600, exp: Math.floor(Date.now() / 1000) - 300 },
          ),
      ],
      [
        'alg none',
        async () =>
          `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"user":null}').toString('base64url')}.`,
      ],
    ])('answers 401 JSON for %s', async (_label, make) => {
      const res = await request(svc.app)
        .get('/me')
        .set(IDENTITY_HEADER, await make())
        .expect(401);
      expect(res.body).toEqual({ message: 'Invalid identity token', code: 'unauthenticated' });
    });

    it('checks the token before routing, so unknown paths do not leak either', async () => {
      await request(svc.app).get('/nope').expect(401);
    });

    it('exposes the verified identity to routes', async () => {
      const user = fakeIdentity({ role: 'educator' });
      const res = await request(svc.app)
        .get('/me')
        .set(await identityHeaders(user))
        .expect(200);
      expect(res.body).toEqual(user);
    });
  });

  describe('guards', () => {
    it('requireUser refuses visitors', async () => {
      await request(svc.app).get('/me').set(visitor).expect(401);
    });

    it('requireRole refuses visitors, other roles and inactive accounts', async () => {
      await request(svc.app).get('/admin').set(visitor).expect(401);
      await request(svc.app)
        .get('/admin')
        .set(await identityHeaders(fakeIdentity()))
        .expect(403);
      const pending = await request(svc.app)
        .get('/admin')
        .set(await identityHeaders(fakeIdentity({ role: 'admin', status: 'suspended' })))
        .expect(403);
      expect(pending.body).toEqual({ message: 'Your account is not active.', code: 'account_suspended' });
      await request(svc.app)
        .get('/admin')
        .set(await identityHeaders(fakeIdentity({ role: 'admin' })))
        .expect(200);
    });

    it('requireCaller admits only the services named, by their own keys', async () => {
      await request(svc.app).get('/internal/ping').set(visitor).expect(403);
      await request(svc.app)
        .get('/internal/ping')
        .set(await identityHeaders(fakeIdentity({ role: 'admin' })))
        .expect(403);
      const res = await request(svc.app)
        .get('/internal/ping')
        .set(await serviceHeaders('course', 'kit'))
        .expect(200);
      expect(res.body).toEqual({ caller: 'course' });
      await request(svc.app)
        .get('/internal/ping')
        .set(await serviceHeaders('forum', 'kit'))
        .expect(403);
    });
  });

  describe('error mapping', () => {
    it.each([
      [
        'validation',
        400,
        {
          message: 'Bad input',
          code: 'validation_failed',
          issues: [{ path: 'name', message: 'Name is required' }],
        },
      ],
      ['unauthenticated', 401, { message: 'Authentication required', code: 'unauthenticated' }],
      ['forbidden', 403, { message: 'You do not have permission to perform this action', code: 'forbidden' }],
      ['not-found', 404, { message: 'Thing not found', code: 'not_found' }],
      ['conflict', 409, { message: 'Already there', code: 'conflict' }],
      ['too-large', 413, { message: 'Request body is too large', code: 'payload_too_large' }],
      [
        'unsupported-type',
        415,
        { message: 'Content-Type must be application/json', code: 'unsupported_media_type' },
      ],
      ['teapot', 418, { message: 'I am a teapot', code: 'validation_failed' }],
    ])('%s -> %i JSON', async (kind, status, body) => {
      const res = await request(svc.app).get(`/errors/${kind}`).set(visitor).expect(status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual(body);
    });

    it('adds Retry-After for 429 and 503', async () => {
      const limited = await request(svc.app).get('/errors/rate-limited').set(visitor).expect(429);
      expect(limited.headers['retry-after']).toBe('30');
      const unavailable = await request(svc.app).get('/errors/unavailable').set(visitor).expect(503);
      expect(unavailable.headers['retry-after']).toBe('5');
    });

    it('turns unexpected errors, sync or async, into a 500 that reveals nothing', async () => {
      for (const path of ['/errors/crash', '/async-crash']) {
        const res = await request(svc.app).get(path).set(visitor).expect(500);
        expect(res.body).toEqual({
          message: 'Something went wrong on our side. Please try again.',
          code: 'internal',
        });
        expect(res.text).not.toMatch(/detail|hunter2|stack/);
      }
    });

    it('answers 404 JSON for unknown paths', async () => {
      const res = await request(svc.app).get('/nope').set(visitor).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: 'No route for GET /nope', code: 'not_found' });
    });

    it('answers 400 for ids that are not positive integers in the id column range', async () => {
      await request(svc.app).get('/items/42').set(visitor).expect(200, { id: 42 });
      await request(svc.app).get('/items/2147483647').set(visitor).expect(200);
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '2147483648', '99999999999', '０１']) {
        const res = await request(svc.app)
          .get(`/items/${encodeURIComponent(bad)}`)
          .set(visitor)
          .expect(400);
        expect(res.body).toEqual({ message: 'Invalid id', code: 'validation_failed' });
      }
    });
  });

  describe('request bodies', () => {
    it('validates with the schema, first message on top and every issue listed', async () => {
      const ok = await request(svc.app)
        .post('/echo')
        .set(visitor)
        .send({ name: 'x', extra: true })
        .expect(200);
      expect(ok.body).toEqual({ name: 'x' });
      const bad = await request(svc.app)
        .post('/echo')
        .set(visitor)
        .send({ name: '', count: 'two' })
        .expect(400);
      expect(bad.body.message).toBe('Name is required');
      expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(['name', 'count']);
    });

    it('answers 400 for malformed JSON, 413 when too large, 415 for other types', async () => {
      const malformed = await request(svc.app)
        .post('/echo')
        .set(visitor)
        .set('content-type', 'application/json')
        .send('{"name":');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({
        message: 'Malformed JSON in request body',
        code: 'validation_failed',
      });
      const large = await request(svc.app)
        .post('/echo')
        .set(visitor)
        .send({ name: 'x'.repeat(2048) });
      expect(large.status).toBe(413);
      expect(large.body).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
      const text = await request(svc.app)
        .post('/echo')
        .set(visitor)
        .set('content-type', 'text/plain')
        .send('name=x');
      expect(text.status).toBe(415);
      expect(text.body).toEqual({
        message: 'Content-Type must be application/json',
        code: 'unsupported_media_type',
      });
      const charset = await request(svc.app)
        .post('/echo')
        .set(visitor)
        .set('content-type', 'application/json; charset=latin1')
        .send('{"name":"x"}');
      expect(charset.status).toBe(415);
    });

    it('refuses text with a NUL character before any handler, anywhere in the body', async () => {
      const headers = await identityHeaders(null);
      for (const body of ['{"name":"a\\u0000b"}', '{"tags":[{"x\\u0000":1}],"name":"ok"}']) {
        const res = await request(svc.app)
          .post('/echo')
          .set(headers)
          .set('content-type', 'application/json')
          .send(body)
          .expect(400);
        expect(res.body).toEqual({
          message: 'Text may not contain the NUL character.',
          code: 'validation_failed',
        });
      }
      // The escape written as text (an escaped backslash) is no NUL.
      await request(svc.app)
        .post('/echo')
        .set(headers)
        .set('content-type', 'application/json')
        .send('{"name":"a\\\\u0000b"}')
        .expect(200);
    });

    it('accepts a JSON body with a charset parameter', async () => {
      await request(svc.app)
        .post('/echo')
        .set(visitor)
        .set('content-type', 'application/json; charset=utf-8')
        .send('{"name":"x"}')
        .expect(200);
    });
  });

  describe('request id', () => {
    it('keeps a well-formed incoming id and replaces a malformed one', async () => {
      const kept = await request(svc.app).get('/healthz').set(REQUEST_ID_HEADER, 'req-123.abc').expect(200);
      expect(kept.headers[REQUEST_ID_HEADER]).toBe('req-123.abc');
      const replaced = await request(svc.app)
        .get('/healthz')
        .set(REQUEST_ID_HEADER, 'bad id with spaces')
        .expect(200);
      expect(replaced.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('its HTTP server', () => {
    it('takes a head larger than the gateway takes, and answers what its parser refuses as JSON', async () => {
      const { url } = await listen();
      const headers = await identityHeaders(null);
      // The gateway passes heads up to Node's 16 KiB and adds its own headers: those fit here.
      const big = await fetch(`${url}/healthz`, { headers: { ...headers, 'x-note': 'a'.repeat(17_000) } });
      expect(big.status).toBe(200);
      const huge = await fetch(`${url}/healthz`, { headers: { ...headers, 'x-note': 'a'.repeat(40_000) } });
      expect(huge.status).toBe(431);
      expect(huge.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await huge.json()).toEqual({
        message: 'Request Header Fields Too Large',
        code: 'validation_failed',
      });
    });
  });

  describe('its requests and responses', () => {
    it("are made with the app's prototypes, so two at one point of their handling share one shape (appServerClasses)", async () => {
      const { url } = await listen();
      pair = twoInFlight();
      const answers = [1, 2].map(() => fetch(`${url}/shape`, { headers: visitor }).then((r) => r.json()));
      const [a, b] = await pair.both;
      expect(Object.getPrototypeOf(a.req)).toBe(svc.app.request);
      expect(haveOneHiddenClass(a.req, b.req)).toBe(true);
      expect(haveOneHiddenClass(a.res, b.res)).toBe(true);
      pair.release();
      expect(await Promise.all(answers)).toEqual([{ ok: true }, { ok: true }]);
    });
  });

  // Last: it stops the service.
  describe('graceful stop', () => {
    it('lets an in-flight request finish, refuses new work, and returns promptly', async () => {
      const { url } = await listen();
      const headers = await identityHeaders(null);
      // A keep-alive connection that has served a request before, as a gateway's pool would hold.
      await (await fetch(`${url}/me`, { headers })).text();
      const entered = new Promise<void>((resolve) => (slowEntered = resolve));
      const inFlight = fetch(`${url}/slow`, { headers });
      await entered;

      const started = Date.now();
      const stopped = svc.stop();
      // Draining: readiness turns 503 so a load balancer stops sending traffic.
      const ready = await request(svc.app).get('/readyz').expect(503);
      expect(ready.body).toEqual({ message: 'Shutting down', code: 'unavailable' });
      await expect(fetch(`${url}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();

      setTimeout(() => release?.(), 100);
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await stopped;
      // Well under SHUTDOWN_GRACE_MS (10 s): the idle keep-alive socket does not hold the drain.
      expect(Date.now() - started).toBeLessThan(3_000);
      // A second stop (another signal) is harmless.
      await svc.stop();
    });
  });
});
