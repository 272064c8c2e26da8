import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { SIGNED_IN_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from '@canopy/service-kit';
import { readTestToken } from '@canopy/service-kit/testing';
import {
  cleanup,
  rowan,
  startEchoServer,
  startGateway,
  startIdentityStandIn,
} from './support/gateway-harness';

afterEach(cleanup);

/**
 * A course service stand-in that answers like a service-kit service: who asked (from the signed token), public
 * caching for visitors, private for users; special paths answer what a cache must never keep.
 */
async function startCourseStandIn() {
  const hits: Record<string, number> = {};
  const server = await startEchoServer({
    handler: (req, res) => {
      void (async () => {
        const claims = await readTestToken(String(req.headers[IDENTITY_HEADER]));
        const path = (req.url ?? '').split('?')[0]!;
        hits[req.url ?? ''] = (hits[req.url ?? ''] ?? 0) + 1;
        const body = {
          url: req.url,
          user: claims.user?.username ?? null,
          n: hits[req.url ?? ''],
          // Big enough for the gateway to compress it.
          ...(path === '/api/courses/big' ? { filler: 'soil and water '.repeat(400) } : {}),
        };
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('etag', `"${req.url}-${body.user}-${body.n}"`);
        res.setHeader('cache-control', claims.user ? SIGNED_IN_CACHE_CONTROL : VISITOR_CACHE_CONTROL);
        if (path === '/api/courses/missing') res.statusCode = 404;
        if (path === '/api/courses/cookie') res.setHeader('set-cookie', 'tracking=1; Path=/');
        if (path === '/api/courses/vary-cookie') res.setHeader('vary', 'Cookie');
        if (path === '/api/courses/no-store') res.setHeader('cache-control', 'public, no-store');
        const delay = path === '/api/courses/slow' ? 150 : 0;
        setTimeout(() => res.end(JSON.stringify(body)), delay);
      })();
    },
  });
  return { ...server, hits };
}

async function setup(env: Record<string, string> = {}) {
  const course = await startCourseStandIn();
  const identity = await startIdentityStandIn([rowan]);
  const gateway = await startGateway({
    COURSE_URL: course.url,
    IDENTITY_URL: identity.url,
    MICRO_CACHE_TTL_MS: '400',
    ...env,
  });
  const login = await request(gateway.url).post('/api/login').send({ username: 'rowan', password: 'x' });
  expect(login.status).toBe(200);
  const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  return { ...gateway, course, cookie };
}

describe('the micro-cache in the gateway', () => {
  it('answers visitors’ identical reads from one upstream answer for its TTL, then asks again', async () => {
    const { url, course } = await setup();
    const first = await request(url).get('/api/courses?level=beginner');
    const second = await request(url).get('/api/courses?level=beginner');
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(VISITOR_CACHE_CONTROL);
    expect(second.headers.age).toBe('0');
    // The request id is this request's own, never the cached one's.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(course.hits['/api/courses?level=beginner']).toBe(1);
    // Another URL is another entry.
    await request(url).get('/api/courses?level=advanced');
    expect(course.hits['/api/courses?level=advanced']).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    const later = await request(url).get('/api/courses?level=beginner');
    expect(later.body.n).toBe(2);
  });

  it('keeps each host’s answer apart: the host is part of the key', async () => {
    const { url, course } = await setup();
    const a = await request(url).get('/api/modules/5').set('Host', 'learn.example.org');
    const b = await request(url).get('/api/modules/5').set('Host', 'canopy.example.net');
    const a2 = await request(url).get('/api/modules/5').set('Host', 'learn.example.org');
    expect(course.hits['/api/modules/5']).toBe(2);
    // A JSON answer's security headers are the same for every host (security-headers.ts); replayed as sent.
    for (const res of [a, b, a2])
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(a2.headers['x-frame-options']).toBe('DENY');
    expect(a2.headers.age).toBeDefined();
  });

  it('serves hits inside the Express app too (for servers built around gateway.app)', async () => {
    const { gw, course } = await setup();
    // supertest gives the app a new server (and port) per request: one Host keeps one key.
    const first = await request(gw.app).get('/api/modules/9').set('Host', 'canopy.test');
    const second = await request(gw.app).get('/api/modules/9').set('Host', 'canopy.test');
    expect(second.body).toEqual(first.body);
    expect(second.headers.age).toBeDefined();
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(course.hits['/api/modules/9']).toBe(1);
  });

  it('answers 304 from the cache to a matching If-None-Match', async () => {
    const { url, course } = await setup();
    const first = await request(url).get('/api/categories');
    const again = await request(url)
      .get('/api/categories')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(course.hits['/api/categories']).toBe(1);
  });

  it('sends concurrent misses of one URL upstream once', async () => {
    const { url, course } = await setup();
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(url).get('/api/courses/slow')));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.n))).toEqual(new Set([1]));
    expect(course.hits['/api/courses/slow']).toBe(1);
  });

  it('never serves a signed-in answer to anyone else, nor a visitor’s to a signed-in user', async () => {
    const { url, course, cookie } = await setup();
    // Signed in first: their answer is private and never stored.
    const mine = await request(url).get('/api/courses/7/outline').set('Cookie', cookie);
    expect(mine.body.user).toBe('rowan');
    expect(mine.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    const visitor = await request(url).get('/api/courses/7/outline');
    expect(visitor.body.user).toBeNull();
    expect(course.hits['/api/courses/7/outline']).toBe(2);
    // The visitor's answer is now cached; the signed-in user still gets their own, every time.
    const visitorAgain = await request(url).get('/api/courses/7/outline');
    expect(visitorAgain.body).toEqual(visitor.body);
    const mineAgain = await request(url).get('/api/courses/7/outline').set('Cookie', cookie);
    expect(mineAgain.body.user).toBe('rowan');
    expect(course.hits['/api/courses/7/outline']).toBe(3);
    // Other cookies do not make a visitor someone; an Authorization header is never served from the cache.
    expect((await request(url).get('/api/courses/7/outline').set('Cookie', 'theme=dark')).body.n).toBe(2);
    await request(url).get('/api/courses/7/outline').set('Authorization', 'Bearer x');
    expect(course.hits['/api/courses/7/outline']).toBe(4);
  });

  it('never stores errors, private answers, answers with Set-Cookie or Vary: Cookie', async () => {
    const { url, course } = await setup();
    for (const path of [
      '/api/courses/missing',
      '/api/courses/cookie',
      '/api/courses/vary-cookie',
      '/api/courses/no-store',
    ]) {
      const a = await request(url).get(path);
      const b = await request(url).get(path);
      expect({ path, second: b.body.n }).toEqual({ path, second: 2 });
      expect(a.headers['set-cookie']).toBeUndefined();
      expect(course.hits[path]).toBe(2);
    }
  });

  it('keys by Accept-Encoding and keeps the compressed bytes a gzip client was sent', async () => {
    const { url, course } = await setup();
    const zipped = await request(url).get('/api/courses/big').set('Accept-Encoding', 'gzip');
    const zippedAgain = await request(url).get('/api/courses/big').set('Accept-Encoding', 'gzip');
    const plain = await request(url).get('/api/courses/big').set('Accept-Encoding', 'identity');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zippedAgain.headers['content-encoding']).toBe('gzip');
    expect(zippedAgain.headers.age).toBeDefined(); // from the cache
    expect(zippedAgain.body).toEqual(zipped.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.filler).toBe(zipped.body.filler);
    expect(course.hits['/api/courses/big']).toBe(2);
  });

  it('is off with MICRO_CACHE_TTL_MS=0', async () => {
    const { url, course } = await setup();
    await request(url).get('/api/lessons/3').set('Accept-Encoding', 'gzip');
    await request(url).get('/api/lessons/3').set('Accept-Encoding', 'identity');
    await request(url).get('/api/lessons/3').set('Accept-Encoding', 'gzip');
    expect(course.hits['/api/lessons/3']).toBe(2);

    const off = await setup({ MICRO_CACHE_TTL_MS: '0' });
    await request(off.url).get('/api/lessons/3');
    await request(off.url).get('/api/lessons/3');
    expect(off.course.hits['/api/lessons/3']).toBe(2);
    await expect(startGateway({ MICRO_CACHE_TTL_MS: '2000' })).rejects.toThrow(/MICRO_CACHE_TTL_MS/);
  });
});
