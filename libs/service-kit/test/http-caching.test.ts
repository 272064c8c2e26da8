import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import request from 'supertest';
import {
  createService,
  ERROR_CACHE_CONTROL,
  NotFoundError,
  requestLogLevel,
  requireCaller,
  SIGNED_IN_CACHE_CONTROL,
  SLOW_REQUEST_MS,
  VISITOR_CACHE_CONTROL,
  type RunningService,
} from '../src';
import {
  createTestDatabase,
  fakeIdentity,
  identityHeaders,
  serviceHeaders,
  testKeyEnv,
  type TestDatabase,
} from '../src/testing';

/** HTTP caching and request logging do not depend on the engine: the embedded one only. */
describe('public reads: ETags, Cache-Control and request log levels', () => {
  let db: TestDatabase;
  let svc: RunningService<unknown, Record<string, never>>;
  let visitor: Record<string, string>;
  let signedIn: Record<string, string>;
  let catalogue = { courses: ['Soil', 'Water'] };
  const lines: { level: number; msg: string; res?: { statusCode: number } }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('embedded', 'kit_caching');
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        cb();
      },
    });
    svc = await createService(
      {
        name: 'kit',
        defaultPort: 0,
        schema: {},
        deps: () => ({}),
        routes(router) {
          router.get('/api/catalogue', (_req, res) => {
            res.json(catalogue);
          });
          router.get('/api/own-rule', (_req, res) => {
            res.setHeader('Cache-Control', 'private, no-store');
            res.json({ mine: true });
          });
          router.get('/api/missing', () => {
            throw new NotFoundError('Nothing here');
          });
          router.post('/api/catalogue', (_req, res) => {
            res.status(201).json({ ok: true });
          });
          router.get('/api/crash', () => {
            throw new Error('boom');
          });
          router.get('/api/slow', async (_req, res) => {
            await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100));
            res.json({ slow: true });
          });
          router.get('/internal/catalogue', requireCaller(['gateway']), (_req, res) => {
            res.json(catalogue);
          });
        },
      },
      {
        env: { ...db.env, ...testKeyEnv('kit') },
        // info: what production logs. A request line at debug must not appear.
        logger: pino({ level: 'info' }, sink),
      },
    );
    visitor = await identityHeaders(null);
    signedIn = await identityHeaders(fakeIdentity());
  });
  afterAll(async () => {
    await svc.stop();
    await db.cleanup();
  });

  it('gives a visitor’s read a strong ETag and public caching for a second', async () => {
    const res = await request(svc.app).get('/api/catalogue').set(visitor).expect(200);
    expect(res.headers['cache-control']).toBe(VISITOR_CACHE_CONTROL);
    expect(VISITOR_CACHE_CONTROL).toBe('public, max-age=1, stale-while-revalidate=1');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
  });

  it('answers 304 to a matching If-None-Match, with the same caching headers, and 200 once it changed', async () => {
    const first = await request(svc.app).get('/api/catalogue').set(visitor).expect(200);
    const etag = first.headers.etag as string;
    const again = await request(svc.app).get('/api/catalogue').set(visitor).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(VISITOR_CACHE_CONTROL);
    // The signed-in reader revalidates the same way.
    const mine = await request(svc.app).get('/api/catalogue').set(signedIn).set('If-None-Match', etag);
    expect(mine.status).toBe(304);
    expect(mine.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);

    catalogue = { courses: ['Soil', 'Water', 'Energy'] };
    const changed = await request(svc.app).get('/api/catalogue').set(visitor).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.courses).toHaveLength(3);
  });

  it('keeps a signed-in user’s answers private and revalidated', async () => {
    const res = await request(svc.app).get('/api/catalogue').set(signedIn).expect(200);
    expect(res.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect(SIGNED_IN_CACHE_CONTROL).toBe('private, no-cache');
    const missing = await request(svc.app).get('/api/missing').set(signedIn).expect(404);
    expect(missing.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
  });

  it('never lets a visitor’s error be cached, and leaves a route’s own rule, writes and /internal alone', async () => {
    const missing = await request(svc.app).get('/api/missing').set(visitor).expect(404);
    expect(missing.headers['cache-control']).toBe(ERROR_CACHE_CONTROL);
    const unauthenticated = await request(svc.app).get('/api/catalogue').expect(401);
    expect(unauthenticated.headers['cache-control']).toBe(ERROR_CACHE_CONTROL);
    const own = await request(svc.app).get('/api/own-rule').set(visitor).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const write = await request(svc.app).post('/api/catalogue').set(visitor).expect(201);
    expect(write.headers['cache-control']).toBeUndefined();
    const internal = await request(svc.app)
      .get('/internal/catalogue')
      .set(await serviceHeaders('gateway', 'kit'))
      .expect(200);
    expect(internal.headers['cache-control']).toBeUndefined();
  });

  it('logs a request only when it failed or was slow (at info)', async () => {
    lines.length = 0;
    await request(svc.app).get('/api/catalogue').set(visitor).expect(200);
    await request(svc.app).get('/api/missing').set(visitor).expect(404);
    await request(svc.app).get('/api/crash').set(visitor).expect(500);
    await request(svc.app).get('/api/slow').set(visitor).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const requestLines = lines.filter((l) => l.res);
    expect(requestLines.map((l) => [l.level, l.msg, l.res?.statusCode])).toEqual([
      [50, 'request failed', 500],
      [40, 'slow request', 200],
    ]);
    expect(requestLogLevel(200, 3, false)).toBe('debug');
    expect(requestLogLevel(404, 3, false)).toBe('debug');
    expect(requestLogLevel(503, 3, false)).toBe('error');
    expect(requestLogLevel(200, SLOW_REQUEST_MS + 1, false)).toBe('warn');
    expect(requestLogLevel(200, 3, true)).toBe('warn');
  });
});
