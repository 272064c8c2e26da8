import { validateHeaderName, validateHeaderValue, type ServerResponse } from 'node:http';

/*
 * A micro-cache hit's head, written without Node rebuilding it for every request.
 *
 * `res.writeHead(200, headers)` checks every name and value against the token and field-value rules and joins
 * them into the head's text, on every answer. For a hit those headers are the same each time, so the work is
 * done once, when the answer is stored (`headLines`), and a hit only appends what is its own: the request id,
 * Age, Content-Length, Date and the connection's keep-alive lines. Measured on the benchmark's small anonymous
 * reads (categories, 1.7 kB, 50 connections): the gateway thread's CPU per hit went from 30–37 to 22–27 µs, about
 * what a bare Node server spends on the same body (docs/PERFORMANCE.md).
 *
 * It sets the response's `_header` (the head Node writes before the first body bytes; Node's own `writeHead`
 * sets the same field, and `headersSent` reads it), then ends the response through the public `end()`, so
 * everything after the head — pipelined answers in order, `finish`, the connection's keep-alive timer — is
 * Node's as for any answer. Only a keep-alive answer takes this path: when the connection is to close (the
 * client asked, HTTP/1.0 without keep-alive, a per-socket request limit, the gateway draining) Node's own head
 * decides and sends that, and `test/prepared-head.test.ts` holds the prepared head to the bytes Node writes.
 */

/** The stored headers as head lines, each checked once as `writeHead` would; undefined when one cannot be text. */
export function headLines(headers: [string, string | number | string[]][]): string | undefined {
  let lines = '';
  for (const [name, value] of headers) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const text = String(v);
      try {
        validateHeaderName(name);
        validateHeaderValue(name, text);
      } catch {
        return undefined;
      }
      // Node writes a head as latin1: a value beyond it (allowed by the field-value rule) takes Node's path.
      if (!/^[\x20-\xff\t]*$/.test(text)) return undefined;
      lines += `${name}: ${text}\r\n`;
    }
  }
  return lines;
}

let dateSecond = -1;
let dateText = '';
/** The Date value, made once per second as Node does for its own heads. */
function httpDate(nowMs: number): string {
  const second = Math.floor(nowMs / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(second * 1000).toUTCString();
  }
  return dateText;
}

interface NodeResponse {
  _header: string | null;
  _maxRequestsPerSocket?: number;
  maxRequestsOnConnectionReached?: boolean;
}

/**
 * Ends `res` with status 200, the prepared `lines`, `extra` lines of this request, and `body`, when the
 * connection stays open after it (true). False, with nothing sent, when Node must write the head itself. `res`
 * has no header set yet (the micro-cache sends one that has through `setHeader`).
 * `keepAliveTimeoutMs` is the server's `keepAliveTimeout`, announced as Node does (`Keep-Alive: timeout=` in
 * whole seconds, no line when it is 0).
 */
export function endWithPreparedHead(
  res: ServerResponse,
  lines: string,
  extra: string,
  body: Buffer,
  keepAliveTimeoutMs: number,
): boolean {
  const node = res as unknown as NodeResponse;
  if (
    node._header !== null ||
    !res.shouldKeepAlive ||
    !res.sendDate ||
    node.maxRequestsOnConnectionReached ||
    (node._maxRequestsPerSocket ?? 0) > 0
  ) {
    return false;
  }
  node._header =
    `HTTP/1.1 200 OK\r\n${lines}${extra}Content-Length: ${body.length}\r\nDate: ${httpDate(Date.now())}\r\n` +
    `Connection: keep-alive\r\n` +
    (keepAliveTimeoutMs ? `Keep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n\r\n` : '\r\n');
  res.end(body);
  return true;
}
