import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@canopy/contracts';
import { MALFORMED_REQUEST } from '@canopy/service-kit';
import { writeSocketError } from './socket-response';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Why a parsed request cannot be forwarded safely (request smuggling: the gateway and a service could read its
 * end in different places), or undefined when it can.
 *
 * Node 20's parser (llhttp, strict unless `insecureHTTPParser`, which the gateway never sets and turns off for
 * its server explicitly, so `--insecure-http-parser` cannot turn it on) already refuses, before any of this runs:
 * both Content-Length and Transfer-Encoding, two Content-Lengths (equal or not) or a list in one, two
 * Transfer-Encoding lines, chunked not last, obs-fold (a header line starting with a space or tab), a bare CR or
 * LF anywhere in the head or the chunk framing, and NUL or other bytes not allowed in a header. What it lets
 * through and is closed here (`test/request-framing.test.ts` sends each as raw bytes):
 * - Transfer-Encoding other than just `chunked` (`gzip, chunked`): the forwarder re-frames the body chunked and
 *   would drop the other coding, so the service would read bytes it cannot decode;
 * - Transfer-Encoding on an HTTP/1.0 request (RFC 9112 §6.1: its framing is faulty);
 * - a second Host line (RFC 9112 §3.2 asks for 400; Node keeps the first);
 * - a request target that is not a path (absolute-form `http://other/...`, or `*`): the gateway is no forward
 *   proxy, and routing decided on one form while a service reads another is how requests get steered.
 * Content-Length beside Transfer-Encoding, and several Content-Lengths, are checked again here from the raw
 * header lines, so no parser option can make them reach a service.
 */
export function framingProblem(req: IncomingMessage): string | undefined {
  const target = req.url ?? '';
  if (!target.startsWith('/')) return 'The request target must be a path.';
  let hosts = 0;
  let lengths = 0;
  let encodings = 0;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    // Every request passes here, cache hits included: a name is lower-cased only when its length could match.
    if (name.length === 4) {
      if (name.toLowerCase() === 'host') hosts++;
    } else if (name.length === 14) {
      if (name.toLowerCase() === 'content-length') lengths++;
    } else if (name.length === 17 && name.toLowerCase() === 'transfer-encoding') encodings++;
  }
  if (hosts > 1) return 'A request has one Host header.';
  if (lengths > 1) return 'A request has at most one Content-Length header.';
  if (encodings > 0) {
    if (lengths > 0) return 'A request has Content-Length or Transfer-Encoding, not both.';
    if (req.httpVersionMajor === 1 && req.httpVersionMinor === 0) {
      return 'An HTTP/1.0 request has no Transfer-Encoding.';
    }
    const encoding = req.headers['transfer-encoding'];
    if (encodings > 1 || encoding?.trim().toLowerCase() !== 'chunked') {
      return 'Transfer-Encoding may only be chunked.';
    }
  }
  return undefined;
}

function malformedBody(reason: string): ErrorBody {
  return {
    message: MALFORMED_REQUEST,
    code: 'validation_failed',
    issues: [{ path: 'request', message: reason }],
  };
}

/**
 * Answers a request with unsafe framing 400 and closes its connection (what follows it on the connection cannot
 * be told apart from its body). True when it did, before anything else has seen the request.
 */
export function refuseBadFraming(req: IncomingMessage, res: ServerResponse): boolean {
  const problem = framingProblem(req);
  if (!problem) return false;
  const json = JSON.stringify(malformedBody(problem));
  res.writeHead(400, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(json);
  return true;
}

/** The same check for a WebSocket upgrade, answered on its raw socket. */
export function refuseBadUpgradeFraming(req: IncomingMessage, socket: Duplex): boolean {
  const problem = framingProblem(req);
  if (!problem) return false;
  writeSocketError(socket, 400, malformedBody(problem), NO_STORE);
  return true;
}
