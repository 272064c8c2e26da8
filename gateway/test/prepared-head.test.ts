import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endWithPreparedHead, headLines } from '../src/prepared-head';
import { cleanup, startEchoServer, startGateway } from './support/gateway-harness';

afterEach(cleanup);

const HEADERS: [string, string | number | string[]][] = [
  ['content-type', 'application/json; charset=utf-8'],
  ['etag', '"6cb-1SQFSMH0V1DG3p7EyDLhq6MGEJ0"'],
  ['cache-control', 'public, max-age=1, stale-while-revalidate=1'],
  ['vary', 'Accept-Encoding'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['link', ['</a>; rel=preload', '</b>; rel=preload']],
];
const BODY = Buffer.from(JSON.stringify({ name: 'Gardening', courses: 2 }));
const OWN = ['x-request-id', 'r-1', 'Age', '0'];

/** Sends `raw` on one connection and reads what comes back until the server closes it or `until` says enough. */
function exchange(
  port: number,
  raw: string,
  until: (text: string) => boolean,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ text, closed });
    };
    socket.on('data', (d) => {
      text += d.toString('latin1');
      if (until(text)) setTimeout(() => finish(false), 100);
    });
    socket.on('end', () => finish(true));
    socket.on('error', reject);
    socket.write(raw);
  });
}

/** A server answering /node with Node's own head and /prepared with the prepared one, for the same headers. */
async function twoWays(keepAliveTimeout: number) {
  const lines = headLines(HEADERS)!;
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/prepared') {
      const own = `${OWN[0]}: ${OWN[1]}\r\n${OWN[2]}: ${OWN[3]}\r\n`;
      if (endWithPreparedHead(res, lines, own, BODY, keepAliveTimeout)) return;
      res.setHeader('x-path', 'node');
    }
    res.writeHead(200, [...HEADERS.flat(), ...OWN, 'Content-Length', String(BODY.length)]);
    res.end(BODY);
  });
  server.keepAliveTimeout = keepAliveTimeout;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const get = async (path: string, extra = '') => {
    const { text, closed } = await exchange(port, `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}\r\n`, (t) =>
      t.endsWith(BODY.toString('latin1')),
    );
    return { text: text.replace(/^Date: .*$/m, 'Date: (now)'), closed };
  };
  return { port, get, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('a prepared head (micro-cache hits)', () => {
  it('writes the same bytes Node writes for the same answer, keep-alive lines included', async () => {
    for (const timeout of [65_000, 5_000, 0]) {
      const s = await twoWays(timeout);
      const node = await s.get('/node');
      const prepared = await s.get('/prepared');
      expect(prepared.text).not.toContain('x-path');
      expect(prepared.text).toBe(node.text);
      expect(prepared.closed).toBe(false);
      if (timeout) expect(prepared.text).toContain(`Keep-Alive: timeout=${timeout / 1000}\r\n`);
      else expect(prepared.text).not.toContain('Keep-Alive');
      await s.close();
    }
  });

  it('leaves a connection that is to close to Node: the client asked, or HTTP/1.0 without keep-alive', async () => {
    const s = await twoWays(5_000);
    const asked = await s.get('/prepared', 'Connection: close\r\n');
    expect(asked.text).toContain('x-path: node');
    expect(asked.text).toContain('Connection: close');
    expect(asked.closed).toBe(true);
    const { text, closed } = await exchange(s.port, 'GET /prepared HTTP/1.0\r\n\r\n', () => false);
    expect(text).toContain('x-path: node');
    expect(closed).toBe(true);
    await s.close();
  });

  it('takes no header that is not plain text, nor one Node would refuse', () => {
    expect(headLines([['content-disposition', 'attachment; filename="ŝoil.txt"']])).toBeUndefined();
    expect(headLines([['bad name', 'x']])).toBeUndefined();
    expect(headLines([['x-note', 'line\r\nInjected: 1']])).toBeUndefined();
    expect(headLines([['x-note', 'café']])).toBe('x-note: café\r\n');
  });
});

describe('micro-cache hits through the gateway', () => {
  async function gatewayWithCourse() {
    const course = await startEchoServer({
      handler: (req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'public, max-age=1');
        res.end(JSON.stringify({ url: req.url, filler: 'leaf '.repeat(50) }));
      },
    });
    return startGateway({ COURSE_URL: course.url, MICRO_CACHE_TTL_MS: '1000' });
  }
  const get = (port: number, path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;

  it('answers pipelined hits in order on one connection that stays open', async () => {
    const gateway = await gatewayWithCourse();
    // Filled first by requests like the ones that follow (no Accept-Encoding: one key).
    for (const p of [1, 2])
      await exchange(gateway.port, get(gateway.port, `/api/courses?page=${p}`), (t) => t.endsWith('}'));
    const raw = [1, 2, 1, 2, 1].map((p) => get(gateway.port, `/api/courses?page=${p}`)).join('');
    const { text, closed } = await exchange(
      gateway.port,
      raw,
      (t) => (t.match(/HTTP\/1\.1 200 OK/g) ?? []).length === 5 && t.endsWith('}'),
    );
    expect(closed).toBe(false);
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(5);
    answers.forEach((answer, i) => {
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toContain('Connection: keep-alive');
      expect(head).toMatch(/^Age: \d+$/m);
      expect(Number(/^Content-Length: (\d+)$/m.exec(head!)![1])).toBe(Buffer.byteLength(body!, 'latin1'));
      expect(JSON.parse(body!).url).toBe(`/api/courses?page=${[1, 2, 1, 2, 1][i]}`);
    });
    // Each answer carries its own request id.
    expect(new Set(answers.map((a) => /^x-request-id: (.+)$/m.exec(a)![1])).size).toBe(5);
  });

  it('closes the connection after a hit while the gateway drains', async () => {
    const gateway = await gatewayWithCourse();
    await exchange(gateway.port, get(gateway.port, '/api/courses'), (t) => t.endsWith('}'));
    const socket = net.connect(gateway.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let text = '';
    socket.on('data', (d) => (text += d.toString('latin1')));
    const closed = new Promise((r) => socket.once('close', r));
    // A request begun before the drain (its head not yet complete, so the connection is not idle)...
    const head = get(gateway.port, '/api/courses');
    socket.write(head.slice(0, -2));
    await new Promise((r) => setTimeout(r, 50));
    const stopping = gateway.gw.stop();
    // ...and finished after it: a hit, answered as the connection's last.
    socket.write('\r\n');
    await closed;
    await stopping;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(text).toMatch(/^Age: \d+$/m);
    expect(text).toContain('Connection: close');
  });
});
