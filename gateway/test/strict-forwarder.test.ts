import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_HEADER } from '@canopy/contracts';
import {
  cleanup,
  rowan,
  startEchoServer,
  startGateway,
  startIdentityStandIn,
  upgradeRequest,
} from './support/gateway-harness';

afterEach(cleanup);

describe('headers a Connection header names (RFC 9110 §7.6.1)', () => {
  it('are dropped from the request and from the answer, with the standard hop-by-hop ones', async () => {
    const course = await startEchoServer({
      handler: (req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('connection', 'keep-alive, X-Service-Hop');
        res.setHeader('x-service-hop', 'for the gateway only');
        res.setHeader('x-service-end', 'for the client');
        res.end(JSON.stringify({ headers: req.headers }));
      },
    });
    const { url } = await startGateway({ COURSE_URL: course.url });
    const res = await request(url)
      .get('/api/courses')
      .set('Connection', 'keep-alive, X-Client-Hop, x-forwarded-host,x-canopy-identity')
      .set('X-Client-Hop', 'for the gateway only')
      .set('X-Forwarded-Host', 'forged.example')
      .set('X-Client-End', 'for the service');
    expect(res.status).toBe(200);
    const sent = (res.body as { headers: IncomingHttpHeaders }).headers;
    expect(sent['x-client-hop']).toBeUndefined();
    expect(sent['x-client-end']).toBe('for the service');
    // A named header is the client's own that goes; what the gateway sets itself is still set.
    expect(sent['x-forwarded-host']).not.toBe('forged.example');
    expect(sent[IDENTITY_HEADER]).toEqual(expect.any(String));
    expect(res.headers['x-service-hop']).toBeUndefined();
    expect(res.headers['x-service-end']).toBe('for the client');
  });

  it('are dropped both ways on a WebSocket upgrade, which keeps its own Connection: Upgrade', async () => {
    const received: IncomingHttpHeaders[] = [];
    const sockets = new Set<Socket>();
    const live = http.createServer((_req, res) => res.end());
    live.on('upgrade', (req, socket: Socket) => {
      received.push(req.headers);
      sockets.add(socket);
      socket.on('error', () => {});
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade, X-Service-Hop\r\n' +
          'X-Service-Hop: 1\r\nKeep-Alive: timeout=5\r\nX-Service-End: 1\r\n\r\n',
      );
    });
    await new Promise<void>((resolve) => live.listen(0, '127.0.0.1', () => resolve()));
    try {
      const identity = await startIdentityStandIn([rowan]);
      const { url } = await startGateway({
        IDENTITY_URL: identity.url,
        LIVE_SESSION_URL: `http://127.0.0.1:${(live.address() as AddressInfo).port}`,
      });
      const login = await request(url).post('/api/login').send({ username: 'rowan', password: 'x' });
      const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
      const res = await upgradeRequest(url, '/ws', {
        Cookie: cookie,
        Connection: 'Upgrade, X-Client-Hop',
        'X-Client-Hop': '1',
        'Keep-Alive': 'timeout=9',
        'X-Client-End': '1',
      });
      expect(res.status).toBe(101);
      res.socket!.destroy();
      expect(received).toHaveLength(1);
      expect(received[0]!.connection).toBe('Upgrade');
      expect(received[0]!.upgrade).toBe('websocket');
      expect(received[0]!['x-client-hop']).toBeUndefined();
      expect(received[0]!['keep-alive']).toBeUndefined();
      expect(received[0]!['x-client-end']).toBe('1');
      expect(received[0]![IDENTITY_HEADER]).toEqual(expect.any(String));
      expect(res.headers.connection).toBe('Upgrade');
      expect(res.headers['x-service-hop']).toBeUndefined();
      expect(res.headers['keep-alive']).toBeUndefined();
      expect(res.headers['x-service-end']).toBe('1');
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => live.close(() => resolve()));
    }
  });
});

describe('the wait queue of a service (PROXY_MAX_QUEUE)', () => {
  it('holds at most PROXY_MAX_QUEUE requests; the next is answered 503 with Retry-After at once', async () => {
    const held: Array<() => void> = [];
    const course = await startEchoServer({
      handler: (req, res) =>
        held.push(() => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ url: req.url }));
        }),
    });
    const { url } = await startGateway({
      COURSE_URL: course.url,
      PROXY_MAX_SOCKETS: '2',
      PROXY_MAX_QUEUE: '3',
    });
    // Two on the connections, three waiting.
    const accepted = [1, 2, 3, 4, 5].map((n) =>
      request(url)
        .get(`/api/courses/${n}`)
        .then((r) => r),
    );
    await expect.poll(() => held.length).toBe(2);
    const refused = await request(url).get('/api/courses/6');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toEqual({
      message: 'The course service is busy. Please try again shortly.',
      code: 'unavailable',
    });
    // Every accepted request is answered in turn, and the queue takes requests again once it has room.
    const release = setInterval(() => held.shift()?.(), 20);
    try {
      expect((await Promise.all(accepted)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await request(url).get('/api/courses/7')).status).toBe(200);
    } finally {
      clearInterval(release);
    }
    expect(course.received.map((r) => r.url)).not.toContain('/api/courses/6');
  });

  it('frees the place of a waiting request whose client left', async () => {
    const held: Array<() => void> = [];
    const course = await startEchoServer({
      handler: (_req, res) => held.push(() => res.end('{}')),
    });
    const { url } = await startGateway({
      COURSE_URL: course.url,
      PROXY_MAX_SOCKETS: '1',
      PROXY_MAX_QUEUE: '1',
    });
    const first = request(url)
      .get('/api/courses/1')
      .then((r) => r);
    await expect.poll(() => held.length).toBe(1);
    // The waiting one leaves; its place is free for the next.
    const leaver = http.get(`${url}/api/courses/2`);
    leaver.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    leaver.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = request(url)
      .get('/api/courses/3')
      .then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const release = setInterval(() => held.shift()?.(), 20);
    try {
      expect((await first).status).toBe(200);
      expect((await next).status).toBe(200);
    } finally {
      clearInterval(release);
    }
  });

  it('is refused at start when it is not a whole number', async () => {
    await expect(startGateway({ PROXY_MAX_QUEUE: '-1' })).rejects.toThrow(/PROXY_MAX_QUEUE/);
  });
});
