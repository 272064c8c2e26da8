import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  cleanup,
  closedPort,
  startEchoServer,
  startGateway,
  upgradeRequest,
} from './support/gateway-harness';

afterEach(cleanup);

const SESSIONS_DOWN = 'Sessions are temporarily unavailable. Please try again shortly.';

describe('REDIS_URL pointing at a closed port', () => {
  async function setup() {
    const port = await closedPort();
    const course = await startEchoServer();
    const identity = await startEchoServer();
    const gateway = await startGateway({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      COURSE_URL: course.url,
      IDENTITY_URL: identity.url,
    });
    return { ...gateway, course, identity };
  }

  it('answers every session route 503 JSON within 2 s, and nothing reaches a service', async () => {
    const { url, gw, course, identity } = await setup();
    expect(gw.sessionStore).toBe('redis');
    const attempts = [
      request(url).get('/api/user'),
      request(url).get('/api/user').set('Cookie', 'canopy.sid=s%3Aabc.def'),
      request(url).post('/api/login').send({ username: 'student', password: 'Canopy!learn1' }),
      request(url).post('/api/register').send({ username: 'x' }),
      request(url).post('/api/logout'),
      // A proxied request with a session cookie needs the session to say who calls.
      request(url).get('/api/courses').set('Cookie', 'canopy.sid=s%3Aabc.def'),
      request(url)
        .post('/api/enrollments')
        .set('Cookie', 'other=1; canopy.sid=s%3Aabc.def')
        .send({ courseId: 1 }),
    ];
    for (const attempt of attempts) {
      const started = Date.now();
      const res = await attempt;
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.body).toEqual({ message: SESSIONS_DOWN, code: 'unavailable' });
    }
    expect(course.received).toHaveLength(0);
    expect(identity.received).toHaveLength(0);
  });

  it('passes a visitor’s proxied request on without asking the store (no session cookie, no session)', async () => {
    const { url, course } = await setup();
    const started = Date.now();
    const read = await request(url).get('/api/courses?page=1').set('Cookie', 'theme=dark');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(read.status).toBe(200);
    const write = await request(url).post('/api/enrollments').send({ courseId: 1 });
    expect(write.status).toBe(200); // the service decides what a visitor may do (the echo server answers all)
    expect(course.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/courses?page=1',
      'POST /api/enrollments',
    ]);
  });

  it('refuses a WebSocket upgrade with 503', async () => {
    const { url } = await setup();
    const res = await upgradeRequest(url, '/ws', { Cookie: 'canopy.sid=s%3Aabc.def' });
    expect(res.status).toBe(503);
  });

  it('is not ready, but alive, and still serves what needs no session', async () => {
    const { url } = await setup();
    expect((await request(url).get('/healthz')).status).toBe(200);
    const ready = await request(url).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.message).toMatch(/Session store/);
    expect((await request(url).get('/mfe-manifest.json')).status).toBe(200);
  });
});

describe('a configuration problem', () => {
  it('lists every invalid variable at once', async () => {
    await expect(
      startGateway({
        SESSION_SECRET: 'short',
        REDIS_URL: 'http://nope',
        COURSE_URL: 'ftp://x',
        PROXY_TIMEOUT_MS: '-1',
      }),
    ).rejects.toThrow(/SESSION_SECRET[\s\S]*REDIS_URL[\s\S]*COURSE_URL[\s\S]*PROXY_TIMEOUT_MS/);
  });
});
