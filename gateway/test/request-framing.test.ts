import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, startEchoServer, startGateway } from './support/gateway-harness';

afterEach(cleanup);

/** Writes `raw` on a new connection to the gateway and reads until the gateway closes it (or 2 s pass). */
function sendRaw(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (err: Error & { code?: string }) =>
      err.code === 'ECONNRESET' ? resolve(answer) : reject(err),
    );
    socket.setTimeout(2000, () => socket.destroy());
    socket.write(raw, 'latin1');
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

/**
 * Each would let the gateway and a service disagree about where a request ends, so that bytes the gateway took
 * for a body reach the service as a request of their own (the second request below is the smuggled one).
 */
const smuggled = `GET /api/courses/smuggled HTTP/1.1\r\nHost: x\r\n\r\n`;
const attempts: Record<string, string> = {
  'Content-Length then Transfer-Encoding': `POST /api/courses HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${smuggled}`,
  'Transfer-Encoding then Content-Length': `POST /api/courses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 60\r\n\r\n0\r\n\r\n${smuggled}`,
  'two different Content-Lengths': `POST /api/courses HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}`,
  'two equal Content-Lengths': `POST /api/courses HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}`,
  'a Content-Length list': `POST /api/courses HTTP/1.1\r\nHost: x\r\nContent-Length: 2, 2\r\n\r\n{}`,
  'an obs-fold line (space)': `POST /api/courses HTTP/1.1\r\nHost: x\r\nX-Note: a\r\n Transfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n{}`,
  'an obs-fold line (tab)': `GET /api/courses HTTP/1.1\r\nHost: x\r\nX-Note: a\r\n\tb\r\n\r\n`,
  'a bare CR in a header value': `GET /api/courses HTTP/1.1\r\nHost: x\r\nX-Note: a\rTransfer-Encoding: chunked\r\n\r\n`,
  'a bare CR ending the request line': `GET /api/courses HTTP/1.1\rHost: x\r\n\r\n`,
  'a bare CR in the chunk framing': `POST /api/courses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2;a\rb\r\n{}\r\n0\r\n\r\n`,
  'bare LFs as line ends': `GET /api/courses HTTP/1.1\nHost: x\n\n`,
  'a space before a header’s colon': `POST /api/courses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\nContent-Length: 2\r\n\r\n{}`,
  'two Transfer-Encoding lines': `POST /api/courses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  'a coding other than chunked last': `POST /api/courses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n`,
  // Let through by Node 20's parser; refused by the gateway (request-framing.ts).
  'a coding before chunked': `POST /api/courses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n`,
  'Transfer-Encoding on HTTP/1.0': `POST /api/courses HTTP/1.0\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  'two Host lines': `GET /api/courses HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n`,
  'an absolute-form target': `GET http://other.example/api/courses HTTP/1.1\r\nHost: x\r\n\r\n`,
  'an asterisk target': `OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n`,
};

describe('requests whose framing is ambiguous (request smuggling)', () => {
  it.each(Object.entries(attempts))(
    'refuses %s with 400 JSON before any service sees it',
    async (_name, raw) => {
      const course = await startEchoServer();
      const { port } = await startGateway({ COURSE_URL: course.url });
      const answer = await sendRaw(port, raw);
      expect(statusOf(answer)).toBe(400);
      expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/i);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(bodyOf(answer)).toMatchObject({ message: 'Malformed request.', code: 'validation_failed' });
      expect(course.received).toEqual([]);
    },
  );

  it('refuses a WebSocket upgrade with two Host lines before it is looked at', async () => {
    const live = await startEchoServer();
    const { port } = await startGateway({ LIVE_SESSION_URL: live.url });
    const answer = await sendRaw(
      port,
      'GET /ws HTTP/1.1\r\nHost: x\r\nHost: y\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ code: 'validation_failed' });
    expect(live.received).toEqual([]);
  });

  it('still forwards well-framed bodies, chunked or with one Content-Length, and keeps the connection', async () => {
    const course = await startEchoServer();
    const { port } = await startGateway({ COURSE_URL: course.url });
    const answer = await sendRaw(
      port,
      'POST /api/courses HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
        '2\r\n{}\r\n0\r\n\r\n' +
        'POST /api/courses HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
        'Connection: close\r\n\r\n{}',
    );
    expect(answer.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(course.received.map((r) => [r.method, r.url, r.bodyLength])).toEqual([
      ['POST', '/api/courses', 2],
      ['POST', '/api/courses', 2],
    ]);
  });

  it('answers what the parser refuses, a head too large among it, with the JSON error body', async () => {
    const { port } = await startGateway();
    const huge = await sendRaw(
      port,
      `GET /api/courses HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusOf(huge)).toBe(431);
    expect(bodyOf(huge)).toEqual({ message: 'Request Header Fields Too Large', code: 'validation_failed' });
  });
});
