import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, startEchoServer, startGateway } from './support/gateway-harness';

afterEach(cleanup);

/**
 * Asks /healthz on one connection, waits `idleMs`, and asks again on the same connection: resolves with the two
 * statuses, the second 0 when the gateway had closed the idle connection meanwhile.
 */
function twoRequestsOnOneConnection(port: number, idleMs: number): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const statuses: number[] = [];
    let buffer = '';
    socket.setEncoding('latin1');
    const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(buffer)?.[1] ?? 0);
      if (end < 0 || buffer.length < end + 4 + length) return;
      statuses.push(Number(/^HTTP\/1\.1 (\d{3})/.exec(buffer)?.[1] ?? 0));
      buffer = '';
      if (statuses.length === 1) setTimeout(() => (socket.destroyed ? finish() : ask()), idleMs);
      else finish();
    });
    const finish = () => {
      socket.destroy();
      resolve([statuses[0] ?? 0, statuses[1] ?? 0]);
    };
    socket.on('close', finish);
    socket.on('error', (err: Error & { code?: string }) =>
      err.code === 'ECONNRESET' ? finish() : reject(err),
    );
    ask();
  });
}

describe("clients' idle keep-alive connections", () => {
  it('stay open for KEEP_ALIVE_TIMEOUT_MS, longer than Node’s 5 s default by default', async () => {
    const { gw } = await startGateway({});
    expect(gw.server?.keepAliveTimeout).toBe(65_000);
  });

  it('are closed by the gateway once idle longer than KEEP_ALIVE_TIMEOUT_MS, and kept while idle shorter', async () => {
    // Node keeps an idle connection one second past keepAliveTimeout (its own margin for the same race).
    const short = await startGateway({ KEEP_ALIVE_TIMEOUT_MS: '200' });
    expect(await twoRequestsOnOneConnection(short.port, 2000)).toEqual([200, 0]);
    const long = await startGateway({ KEEP_ALIVE_TIMEOUT_MS: '5000' });
    expect(await twoRequestsOnOneConnection(long.port, 2000)).toEqual([200, 200]);
  });
});

/** The backlog of the socket listening on `port`, as the kernel has it (`ss`: a listener's Send-Q). */
function listenBacklog(port: number): number {
  const out = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' });
  return Number(out.trim().split(/\s+/)[2]);
}

describe('connections waiting to be accepted', () => {
  it('are held up to LISTEN_BACKLOG (4096 by default), not Node’s 511', async () => {
    expect(listenBacklog((await startGateway({})).port)).toBe(4096);
    expect(listenBacklog((await startGateway({ LISTEN_BACKLOG: '1234' })).port)).toBe(1234);
  });
});

describe('a draining gateway', () => {
  it('ends each kept-alive connection after the answer in flight, so stopping needs no grace period', async () => {
    const course = await startEchoServer({
      handler: (_req, res) => {
        setTimeout(() => {
          res.setHeader('content-type', 'application/json');
          res.end('{}');
        }, 300);
      },
    });
    const { gw, port } = await startGateway({ COURSE_URL: course.url, SHUTDOWN_GRACE_MS: '20000' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/courses/1', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, connection: 'keep-alive' });
      // A request on the kept connection, in flight when the gateway starts to drain.
      const inFlight = get();
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const stopped = gw.stop();
      expect(await inFlight).toEqual({ status: 200, connection: 'close' });
      await stopped;
      // Without the close, the busy connection would have held the stop until SHUTDOWN_GRACE_MS cut it.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      await course.close();
    }
  });
});
