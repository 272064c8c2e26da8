import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { readTestToken } from '@canopy/service-kit/testing';
import { routeTable, serviceForPath } from '../src';
import {
  cleanup,
  closedPort,
  sha256,
  startEchoServer,
  startGateway,
  type Received,
} from './support/gateway-harness';

afterEach(cleanup);

describe('route table', () => {
  it('sends each specification path to its service', () => {
    expect(serviceForPath('/api/users/pending-educators')).toBe('identity');
    expect(serviceForPath('/api/users/7/suspend')).toBe('identity');
    expect(serviceForPath('/api/courses/3/modules')).toBe('course');
    expect(serviceForPath('/api/enrollments/course/2/user/5')).toBe('course');
    expect(serviceForPath('/api/educator/courses')).toBe('course');
    expect(serviceForPath('/api/educator/learners.csv')).toBe('course');
    expect(serviceForPath('/api/quizzes/3/submissions')).toBe('course');
    expect(serviceForPath('/api/quiz-submissions/3/feedback')).toBe('course');
    expect(serviceForPath('/api/admin/courses')).toBe('course');
    expect(serviceForPath('/api/admin/activity')).toBe('identity');
    expect(serviceForPath('/api/forgot-password')).toBe('identity');
    expect(serviceForPath('/api/forum-topics/1/discussions')).toBe('forum');
    expect(serviceForPath('/api/forum')).toBe('forum');
    expect(serviceForPath('/api/discussions/4/replies')).toBe('forum');
    expect(serviceForPath('/api/live-sessions/instructor/9')).toBe('live-session');
    expect(serviceForPath('/api/canopy-gpt/query')).toBe('content');
    expect(serviceForPath('/api/ai/generate-content')).toBe('content');
    expect(serviceForPath('/api/generate-ebook-from-link')).toBe('content');
  });

  it('matches whole segments only and never the gateway routes', () => {
    expect(serviceForPath('/api/user')).toBeUndefined();
    expect(serviceForPath('/api/login')).toBeUndefined();
    expect(serviceForPath('/api/coursesx')).toBeUndefined();
    expect(serviceForPath('/api/forumx')).toBeUndefined();
    expect(serviceForPath('/api/educators')).toBeUndefined();
    expect(serviceForPath('/api/admin')).toBeUndefined();
    expect(serviceForPath('/internal/users/1')).toBeUndefined();
    expect(routeTable.every((r) => r.prefix.startsWith('/api/'))).toBe(true);
  });
});

describe('proxying to a configured service', () => {
  it('forwards method, path, query and a large JSON body intact', async () => {
    const course = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: course.url });
    const big = JSON.stringify({
      title: 'Soil',
      items: Array.from({ length: 40_000 }, (_, i) => ({ i, text: `línea ${i} — ünïcode ✓` })),
    });
    expect(big.length).toBeGreaterThan(1_000_000);

    const res = await request(url)
      .post('/api/courses/create?draft=1&x=%20y')
      .set('content-type', 'application/json')
      .send(big);
    expect(res.status).toBe(200);
    const got = res.body as Received;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/api/courses/create?draft=1&x=%20y');
    expect(got.bodyLength).toBe(Buffer.byteLength(big));
    expect(got.bodySha256).toBe(sha256(big));
    expect(got.headers['content-type']).toBe('application/json');
  });

  it('serves the credentials issuer’s DID document at /.well-known/did.json from the course service', async () => {
    expect(serviceForPath('/api/credentials/verify')).toBe('course');
    expect(serviceForPath('/api/admin/certificates')).toBe('course');
    const course = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: course.url });
    const res = await request(url).get('/.well-known/did.json');
    expect(res.status).toBe(200);
    expect((res.body as Received).method).toBe('GET');
    expect((res.body as Received).url).toBe('/api/credentials/did.json');
    expect((await request(url).post('/.well-known/did.json')).status).not.toBe(200);
  });

  it('forwards a multipart upload byte for byte', async () => {
    const content = await startEchoServer();
    const { url } = await startGateway({ CONTENT_URL: content.url });
    const image = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));
    const res = await request(url).post('/api/upload').attach('image', image, 'leaf.png');
    expect(res.status).toBe(200);
    expect(content.received).toHaveLength(1);
    expect(String(content.received[0].headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(content.received[0].bodyLength).toBeGreaterThan(image.length);
  });

  it('strips client identity, internal and cookie headers and adds the signed identity token', async () => {
    const course = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: course.url });
    const res = await request(url)
      .get('/api/courses')
      .set(IDENTITY_HEADER, 'forged.token.value')
      .set('X-Canopy-Role', 'admin')
      .set('x-user-id', '1')
      .set('X-User-Role', 'admin')
      .set('Cookie', 'canopy.sid=whatever; other=1')
      .set('Accept', 'application/json');
    expect(res.status).toBe(200);
    const headers = (res.body as Received).headers;
    expect(headers['x-canopy-role']).toBeUndefined();
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-user-role']).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    const token = headers[IDENTITY_HEADER] as string;
    expect(token).not.toBe('forged.token.value');
    const claims = await readTestToken(token);
    expect(claims.user).toBeNull();
    expect(claims.service).toBeUndefined();
    // The request id is the one the gateway logs and answers with, and travels to the service in its own
    // header (the token is reused across requests, so it carries none).
    expect(headers['x-request-id']).toBe(res.headers['x-request-id']);
    expect(claims.requestId).toBeUndefined();
  });

  it('passes a well-formed client request id through', async () => {
    const course = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: course.url });
    const res = await request(url).get('/api/categories').set('x-request-id', 'trace-abc.123');
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
    expect((res.body as Received).headers['x-request-id']).toBe('trace-abc.123');
  });

  it("passes the service's status and body through but never its cookies", async () => {
    const forum = await startEchoServer({
      handler: (_req, res) => {
        res.statusCode = 409;
        res.setHeader('set-cookie', 'evil=1; Path=/');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message: 'Already exists' }));
      },
    });
    const { url } = await startGateway({ FORUM_URL: forum.url });
    const res = await request(url).post('/api/discussions').send({ title: 'x' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Already exists' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('what a hop changes (service-forwarder.ts)', () => {
  it('adds the X-Forwarded headers and the service’s Host, and keeps each connection’s own headers to it', async () => {
    const course = await startEchoServer({
      handler: (req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('keep-alive', 'timeout=1');
        res.setHeader('x-service', 'course');
        res.end(JSON.stringify({ headers: req.headers }));
      },
    });
    const { url } = await startGateway({ COURSE_URL: course.url });
    const res = await request(url)
      .get('/api/courses')
      .set('Host', 'canopy.example:8443')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Connection', 'keep-alive, x-hop')
      .set('Keep-Alive', 'timeout=99')
      .set('Proxy-Connection', 'keep-alive');
    expect(res.status).toBe(200);
    const sent = (res.body as { headers: Record<string, string> }).headers;
    expect(sent.host).toBe(new URL(course.url).host);
    expect(sent['x-forwarded-host']).toBe('canopy.example:8443');
    // No trusted proxy (the default): the client's own X-Forwarded-For is replaced by the connection's address.
    expect(sent['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent['x-forwarded-port']).toBe('8443');
    expect(sent['x-forwarded-proto']).toBe('http');
    // The client's keep-alive wishes are not the gateway's pool's, nor the service's hints the client's.
    expect(sent['keep-alive']).toBeUndefined();
    expect(sent['proxy-connection']).toBeUndefined();
    expect(sent.connection).not.toContain('x-hop');
    expect(res.headers['keep-alive']).not.toBe('timeout=1');
    expect(res.headers['x-service']).toBe('course');
  });

  it('streams a large answer whole to a client that reads it slowly', async () => {
    const payload = Buffer.from(Array.from({ length: 6_000_000 }, (_, i) => (i * 31) % 251));
    const content = await startEchoServer({
      handler: (_req, res) => {
        res.setHeader('content-type', 'application/epub+zip');
        res.end(payload);
      },
    });
    const { url } = await startGateway({ CONTENT_URL: content.url });
    const received = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${url}/api/ebooks/1/export`, (res) => {
          const chunks: Buffer[] = [];
          // Paused at first, so the gateway's socket buffer fills and it has to wait for the reader.
          res.pause();
          setTimeout(() => res.resume(), 300);
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    expect(received.length).toBe(payload.length);
    expect(sha256(received)).toBe(sha256(payload));
  });

  it('lets go of the service’s request when the client leaves before the answer', async () => {
    let closedUpstream = false;
    const course = await startEchoServer({
      handler: (req) => {
        req.socket.once('close', () => (closedUpstream = true));
      },
    });
    const { url } = await startGateway({ COURSE_URL: course.url, PROXY_TIMEOUT_MS: '30000' });
    await new Promise<void>((resolve) => {
      const client = http.get(`${url}/api/courses`);
      client.on('error', () => resolve());
      setTimeout(() => {
        client.destroy();
        resolve();
      }, 200);
    });
    await expect.poll(() => closedUpstream, { timeout: 2000 }).toBe(true);
  });

  it('cuts the client’s answer short when the service breaks off in the middle of its own', async () => {
    const course = await startEchoServer({
      handler: (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-length', '1000');
        res.write('{"partial":');
        setTimeout(() => res.socket?.destroy(), 50);
      },
    });
    const { url } = await startGateway({ COURSE_URL: course.url });
    const outcome = await new Promise<string>((resolve) => {
      http.get(`${url}/api/courses`, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve('ended'));
        res.on('error', () => resolve('failed'));
        res.on('aborted', () => resolve('failed'));
      });
    });
    expect(outcome).toBe('failed');
  });
});

describe('requests in flight to one service', () => {
  it('are at most PROXY_MAX_SOCKETS; the rest wait in order and none is timed while waiting', async () => {
    let inFlight = 0;
    let most = 0;
    const course = await startEchoServer({
      handler: (req, res) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ url: req.url }));
        }, 150);
      },
    });
    const { url } = await startGateway({
      COURSE_URL: course.url,
      PROXY_MAX_SOCKETS: '2',
      PROXY_TIMEOUT_MS: '400',
    });
    // Six at once: three rounds of 150 ms, longer than PROXY_TIMEOUT_MS for the last ones, yet all answered.
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => request(url).get(`/api/courses/${n}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(most).toBe(2);
  });
});

describe('a service that is down or slow', () => {
  it('answers 503 JSON with Retry-After quickly, keeps other routes working, and recovers', async () => {
    const port = await closedPort();
    const forum = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: `http://127.0.0.1:${port}`, FORUM_URL: forum.url });

    const started = Date.now();
    const down = await request(url).get('/api/courses');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(down.status).toBe(503);
    expect(down.headers['content-type']).toMatch(/application\/json/);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body).toEqual({
      message: 'The course service is unavailable. Please try again shortly.',
      code: 'unavailable',
    });

    // A body-carrying request to the dead service fails the same way.
    const post = await request(url).post('/api/enrollments').send({ courseId: 1 });
    expect(post.status).toBe(503);

    // The gateway itself and the other services are unaffected.
    expect((await request(url).get('/healthz')).status).toBe(200);
    expect((await request(url).get('/api/forum-topics')).status).toBe(200);

    // The course service comes up on its port: the next request goes through.
    const course = await startEchoServer({ port });
    const up = await request(url).get('/api/courses');
    expect(up.status).toBe(200);
    expect(course.received).toHaveLength(1);
  });

  it('answers 503 when the service does not answer within PROXY_TIMEOUT_MS', async () => {
    const slow = await startEchoServer({ never: true });
    const { url } = await startGateway({ COURSE_URL: slow.url, PROXY_TIMEOUT_MS: '400' });
    const started = Date.now();
    const res = await request(url).get('/api/courses');
    const elapsed = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.message).toBe('The course service is unavailable. Please try again shortly.');
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(2000);
  });

  it('lets a slow service finish when it answers within the limit', async () => {
    const slowish = await startEchoServer({ delayMs: 150 });
    const { url } = await startGateway({ COURSE_URL: slowish.url, PROXY_TIMEOUT_MS: '2000' });
    expect((await request(url).get('/api/courses')).status).toBe(200);
  });
});

describe('paths the gateway does not route', () => {
  it('answers 404 JSON for unknown /api paths', async () => {
    const { url } = await startGateway();
    for (const path of ['/api/nope', '/api', '/api/internal/users/1', '/api/userz']) {
      const res = await request(url).get(path).set('Accept', 'text/html');
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers 404 JSON for a domain whose service URL is not configured', async () => {
    const { url } = await startGateway();
    const res = await request(url).get('/api/forum-topics');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No route/);
  });

  it('never routes /internal paths, not even through dot segments or encoded slashes', async () => {
    const identity = await startEchoServer();
    const { url } = await startGateway({ IDENTITY_URL: identity.url, COURSE_URL: identity.url });
    const attempts = [
      '/api/users/../../internal/users/1',
      '/api/users/%2e%2e/%2e%2e/internal/users/1',
      '/api/courses/..%2f..%2finternal',
    ];
    for (const path of attempts) {
      // Raw request: a client library would normalise the dot segments away before sending.
      const status = await rawGet(url, path);
      expect(status, path).toBe(400);
    }
    expect((await request(url).get('/internal/users/1')).status).toBe(404);
    expect(identity.received.filter((r) => r.url.includes('internal'))).toHaveLength(0);
  });
});

function rawGet(base: string, path: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}
