import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, closedPort, startEchoServer, startGateway } from './support/gateway-harness';

afterEach(cleanup);

/**
 * The gateway's /readyz asks every configured service's /readyz. Stand-in upstreams here play a service that
 * answers, one that is gone and one that never answers; the launcher suite stops a real service.
 */
describe('GET /readyz', () => {
  it('is ready when every configured service is, listing only the configured ones', async () => {
    const identity = await startEchoServer();
    const course = await startEchoServer();
    const { url } = await startGateway({ IDENTITY_URL: identity.url, COURSE_URL: `${course.url}/` });
    const res = await request(url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ready',
      service: 'gateway',
      sessions: 'memory',
      services: { identity: 'ready', course: 'ready' },
      instances: { identity: ['ready'], course: ['ready'] },
    });
    expect(identity.received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /readyz']);
    expect(course.received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /readyz']);
  });

  it('answers 503 naming the services that are down, refused or silent, within the time-out', async () => {
    const identity = await startEchoServer();
    const forum = await startEchoServer({ never: true });
    const { url } = await startGateway({
      IDENTITY_URL: identity.url,
      COURSE_URL: `http://127.0.0.1:${await closedPort()}`,
      FORUM_URL: forum.url,
      READY_TIMEOUT_MS: '300',
    });
    const started = Date.now();
    const res = await request(url).get('/readyz');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      message: 'Not ready: the course and forum services are unavailable.',
      code: 'unavailable',
      down: ['course', 'forum'],
      services: { identity: 'ready', course: 'down', forum: 'down' },
      instances: { identity: ['ready'], course: ['down'], forum: ['down'] },
    });
  });

  it('counts a service answering its /readyz with an error as down', async () => {
    const course = await startEchoServer({
      handler: (_req, res) => {
        res.statusCode = 503;
        res.end('{"message":"Database unreachable"}');
      },
    });
    const { url } = await startGateway({ COURSE_URL: course.url });
    const res = await request(url).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Not ready: the course service is unavailable.');
    expect(res.body.services).toEqual({ course: 'down' });
  });
});
