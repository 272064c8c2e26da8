import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanup,
  closedPort,
  rowan,
  sha256,
  startEchoServer,
  startGateway,
  startIdentityStandIn,
  upgradeRequest,
  type Received,
} from './support/gateway-harness';

afterEach(cleanup);

/** What an instance got through the gateway, its probes left out. */
const served = (received: Received[]) => received.filter((r) => r.url !== '/readyz');

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<void> {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a service with several instances (COURSE_URL=a,b)', () => {
  it('refuses a setting with a bad or repeated entry', async () => {
    await expect(startGateway({ COURSE_URL: 'http://127.0.0.1:4002,course:4002' })).rejects.toThrow(
      'COURSE_URL: entry 2 must be a http:// or https:// URL',
    );
    await expect(startGateway({ COURSE_URL: 'http://a:1, http://a:1' })).rejects.toThrow(
      'COURSE_URL: entry 2 repeats an earlier one',
    );
  });

  it('spreads requests over the instances in turn', async () => {
    const a = await startEchoServer();
    const b = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: `${a.url},${b.url}` });
    for (let i = 0; i < 6; i++) expect((await request(url).get(`/api/courses/${i}`)).status).toBe(200);
    expect(served(a.received).map((r) => r.url)).toEqual([
      '/api/courses/0',
      '/api/courses/2',
      '/api/courses/4',
    ]);
    expect(served(b.received).map((r) => r.url)).toEqual([
      '/api/courses/1',
      '/api/courses/3',
      '/api/courses/5',
    ]);
  });

  it('sends a request to the least busy instance', async () => {
    const slow = await startEchoServer({ delayMs: 600 });
    const quick = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: `${slow.url},${quick.url}` });
    const long = request(url)
      .get('/api/courses/long')
      .then((r) => r.status);
    await eventually(async () => slow.received.length > 0, 2000);
    // The slow instance has one in flight: every other request meanwhile goes to the idle one.
    for (let i = 0; i < 4; i++) expect((await request(url).get(`/api/courses/${i}`)).status).toBe(200);
    expect(await long).toBe(200);
    expect(served(slow.received).map((r) => r.url)).toEqual(['/api/courses/long']);
    expect(served(quick.received)).toHaveLength(4);
  });

  it('sends a GET that an instance refuses to another one, then leaves the refusing one out', async () => {
    const live = await startEchoServer();
    const { url } = await startGateway({
      COURSE_URL: `http://127.0.0.1:${await closedPort()},${live.url}`,
      // No probe in this test: only the refused connection can take the first instance out.
      PROXY_PROBE_INTERVAL_MS: '60s',
    });
    for (let i = 0; i < 4; i++) expect((await request(url).get(`/api/courses/${i}`)).status).toBe(200);
    expect(
      await request(url)
        .head('/api/courses/head')
        .then((r) => r.status),
    ).toBe(200);
    expect(served(live.received).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/courses/0',
      'GET /api/courses/1',
      'GET /api/courses/2',
      'GET /api/courses/3',
      'HEAD /api/courses/head',
    ]);
  });

  it('skips an instance that went down and spreads over it again once it is back', async () => {
    const a = await startEchoServer();
    const b = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: `${b.url},${a.url}`, PROXY_PROBE_INTERVAL_MS: '200' });
    await b.close();
    for (let i = 0; i < 4; i++) expect((await request(url).get(`/api/courses/${i}`)).status).toBe(200);
    expect(served(a.received)).toHaveLength(4);
    const ready = await request(url).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.services).toEqual({ course: 'ready' });
    expect(ready.body.instances).toEqual({ course: ['down', 'ready'] });

    const back = await startEchoServer({ port: b.port });
    // The probes find it ready within a few of their intervals; meanwhile nothing fails.
    let i = 0;
    await eventually(async () => {
      expect((await request(url).get(`/api/courses/again-${i++}`)).status).toBe(200);
      return served(back.received).length > 0;
    }, 3000);
    for (let k = 0; k < 4; k++) expect((await request(url).get(`/api/courses/spread-${k}`)).status).toBe(200);
    expect(served(back.received).filter((r) => r.url.includes('spread'))).toHaveLength(2);
  });

  it('takes out an instance whose /readyz fails, though it still accepts connections', async () => {
    let failing = false;
    const sick = await startEchoServer({
      handler: (req, res) => {
        res.statusCode = failing && req.url === '/readyz' ? 503 : 200;
        res.end('{}');
      },
    });
    const well = await startEchoServer();
    const { url } = await startGateway({
      COURSE_URL: `${sick.url},${well.url}`,
      PROXY_PROBE_INTERVAL_MS: '100',
    });
    failing = true;
    const probed = sick.received.filter((r) => r.url === '/readyz').length;
    await eventually(async () => sick.received.filter((r) => r.url === '/readyz').length > probed, 2000);
    for (let i = 0; i < 4; i++) await request(url).get(`/api/courses/${i}`);
    expect(served(sick.received)).toHaveLength(0);
    expect(served(well.received)).toHaveLength(4);
  });

  it('answers 503 for a POST without Idempotency-Key whose instance refused, and never sends it elsewhere', async () => {
    const live = await startEchoServer();
    const { url } = await startGateway({
      COURSE_URL: `http://127.0.0.1:${await closedPort()},${live.url}`,
      PROXY_PROBE_INTERVAL_MS: '60s',
    });
    const res = await request(url).post('/api/courses').send({ title: 'Soil' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'The course service is unavailable. Please try again shortly.',
      code: 'unavailable',
    });
    expect(served(live.received)).toHaveLength(0);
    // The refusing instance is out now: the next POST goes to the other one.
    expect((await request(url).post('/api/courses').send({ title: 'Soil' })).status).toBe(200);
    expect(served(live.received)).toHaveLength(1);
  });

  it('sends a POST with Idempotency-Key whose instance refused to another one, body whole', async () => {
    const live = await startEchoServer();
    const { url } = await startGateway({
      COURSE_URL: `http://127.0.0.1:${await closedPort()},${live.url}`,
      PROXY_PROBE_INTERVAL_MS: '60s',
    });
    const body = JSON.stringify({ title: 'Soil', text: 'x'.repeat(200_000) });
    const res = await request(url)
      .post('/api/courses')
      .set('Idempotency-Key', 'create-soil-1')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(200);
    expect(served(live.received)).toHaveLength(1);
    expect(live.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/courses',
      bodyLength: Buffer.byteLength(body),
      bodySha256: sha256(body),
      headers: expect.objectContaining({ 'idempotency-key': 'create-soil-1' }),
    });
  });

  it('never sends again a request whose instance accepted it but did not answer in time', async () => {
    const silent = await startEchoServer({ never: true });
    const live = await startEchoServer();
    const { url } = await startGateway({
      COURSE_URL: `${silent.url},${live.url}`,
      PROXY_TIMEOUT_MS: '300',
      PROXY_PROBE_INTERVAL_MS: '60s',
    });
    expect((await request(url).get('/api/courses/slow')).status).toBe(503);
    expect(served(live.received)).toHaveLength(0);
  });

  it('is ready while each service has a ready instance, and lists every instance', async () => {
    const course = await startEchoServer();
    const { url } = await startGateway({
      COURSE_URL: `http://127.0.0.1:${await closedPort()},${course.url}`,
      FORUM_URL: `http://127.0.0.1:${await closedPort()},http://127.0.0.1:${await closedPort()}`,
    });
    const res = await request(url).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      message: 'Not ready: the forum service is unavailable.',
      down: ['forum'],
      services: { course: 'ready', forum: 'down' },
      instances: { course: ['down', 'ready'], forum: ['down', 'down'] },
    });
  });
});

/** A stand-in live-session instance that accepts every upgrade and keeps the socket open. */
async function startUpgradeRecorder() {
  let upgrades = 0;
  const sockets = new Set<Socket>();
  const server = http.createServer((_req, res) => res.end('{}'));
  server.on('upgrade', (_req, socket: Socket) => {
    upgrades++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get upgrades() {
      return upgrades;
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('WebSocket upgrades over several live-session instances', () => {
  async function signedIn(env: Record<string, string>) {
    const identity = await startIdentityStandIn([rowan]);
    const gateway = await startGateway({ IDENTITY_URL: identity.url, ...env });
    const login = await request(gateway.url).post('/api/login').send({ username: 'rowan', password: 'x' });
    expect(login.status).toBe(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    return { url: gateway.url, cookie };
  }

  it('spreads them over the instances by their open sockets', async () => {
    const [a, b] = await Promise.all([startUpgradeRecorder(), startUpgradeRecorder()]);
    try {
      const { url, cookie } = await signedIn({ LIVE_SESSION_URL: `${a.url},${b.url}` });
      const open: Socket[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await upgradeRequest(url, '/ws', { Cookie: cookie });
        expect(res.status).toBe(101);
        open.push(res.socket!);
      }
      expect([a.upgrades, b.upgrades]).toEqual([2, 2]);
      for (const socket of open) socket.destroy();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('takes out an instance that refuses an upgrade; the reconnect goes to a live one', async () => {
    const live = await startUpgradeRecorder();
    try {
      const { url, cookie } = await signedIn({
        LIVE_SESSION_URL: `http://127.0.0.1:${await closedPort()},${live.url}`,
        PROXY_PROBE_INTERVAL_MS: '60s',
      });
      expect((await upgradeRequest(url, '/ws', { Cookie: cookie })).status).toBe(503);
      for (let i = 0; i < 3; i++) {
        const res = await upgradeRequest(url, '/ws', { Cookie: cookie });
        expect(res.status).toBe(101);
        res.socket!.destroy();
      }
      expect(live.upgrades).toBe(3);
    } finally {
      await live.close();
    }
  });

  it('signs in through identity instances of which the first refuses (the kit’s internal client)', async () => {
    const identity = await startIdentityStandIn([rowan]);
    const { url } = await startGateway({
      IDENTITY_URL: `http://127.0.0.1:${await closedPort()},${identity.url}`,
    });
    for (let i = 0; i < 3; i++) {
      const login = await request(url).post('/api/login').send({ username: 'rowan', password: 'x' });
      expect(login.status).toBe(200);
    }
  });
});
