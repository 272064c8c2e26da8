import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Pool, util, type Dispatcher } from 'undici';

/** Why a forwarded request got no answer from the service: it is the caller's to answer (503). */
export type ForwardFailure = Error & { code?: string };

export interface ServiceForwarderOptions {
  /** The service's base URL (`http://course:4002`, or with a path prefix). */
  target: string;
  /** Connections kept to the service at most; further requests wait for one and are not timed meanwhile. */
  maxConnections: number;
  /** How long the service may stay silent once the request is on a connection (before its headers, between chunks). */
  timeoutMs: number;
  /** Sees the service's answer headers before anything of it is written (the micro-cache reads them here). */
  onResponse?(headers: IncomingHttpHeaders, req: IncomingMessage, res: ServerResponse): void;
  /** Nothing of the service's answer has been written yet: answer for it. */
  onFailure(err: ForwardFailure, req: IncomingMessage, res: ServerResponse): void;
}

export interface ServiceForwarder {
  forward(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection: the client's are not the service's, and the
 * service's keep-alive hints are not the client's. The request's framing is the pool's to write (it streams the
 * body with the client's Content-Length, or chunked), and an Expect: 100-continue was answered by this server.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];
const NOT_FORWARDED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'expect', 'host']);
/** What the gateway never passes from a service to a browser: it owns the platform's cookies. */
const NOT_RETURNED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'set-cookie']);

/**
 * Forwards an HTTP request to one service over a keep-alive pool (undici) and streams the answer back: the request
 * as it is (method, path, query, headers but hop-by-hop ones, the body streamed), with the service's Host and the
 * X-Forwarded-* headers a proxy adds; the answer's status and headers, never its cookies, its body chunk by chunk
 * at the pace the client reads it.
 *
 * Why not http-proxy: every signed-in read goes through here, and on a two-core machine that also runs the
 * services and the database, the proxy's own work is what the gateway hop costs. http-proxy's passes, events and
 * option handling, and node:http's client objects and streams per request, were most of it; undici's dispatcher
 * hands over the answer as headers and chunks, and this does only what the gateway needs, once.
 */
export function createServiceForwarder(opts: ServiceForwarderOptions): ServiceForwarder {
  const url = new URL(opts.target);
  const pool = new Pool(url.origin, {
    connections: opts.maxConnections,
    pipelining: 1,
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
  });
  // A target with a path (`http://host/course`) answers under it.
  const basePath = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');

  function forward(req: IncomingMessage, res: ServerResponse) {
    // Over: the answer ended, failed, or the client left. Whatever undici reports after that is not for anyone.
    let over = false;
    let abort: ((err?: Error) => void) | undefined;
    let resume: (() => void) | undefined;
    const fail = (err: ForwardFailure) => {
      if (over) return;
      over = true;
      if (res.headersSent) res.destroy();
      else opts.onFailure(err, req, res);
    };
    // A client that leaves early releases the service's connection instead of waiting for an unread answer.
    res.on('close', () => {
      if (over || res.writableFinished) return;
      over = true;
      abort?.();
    });
    const handler: Dispatcher.DispatchHandler = {
      onConnect(abortRequest) {
        abort = abortRequest;
        if (over) abortRequest();
      },
      onHeaders(statusCode, rawHeaders, resumeReading, statusText) {
        if (over) return false;
        resume = resumeReading;
        const headers = util.parseHeaders(rawHeaders) as IncomingHttpHeaders;
        opts.onResponse?.(headers, req, res);
        res.statusCode = statusCode;
        if (statusText) res.statusMessage = statusText;
        for (const name in headers) {
          if (NOT_RETURNED.has(name)) continue;
          const value = headers[name]!;
          // A Vary the gateway set already (Accept-Encoding) names what the service's does too.
          if (name === 'vary' && res.hasHeader('vary'))
            res.setHeader(name, mergeVary(res.getHeader('vary'), value));
          else res.setHeader(name, value);
        }
        return true;
      },
      onData(chunk) {
        if (over) return false;
        if (res.write(chunk)) return true;
        res.once('drain', () => resume?.());
        return false;
      },
      onComplete() {
        if (over) return;
        over = true;
        res.end();
      },
      onError: fail,
    };
    try {
      pool.dispatch(
        {
          path: basePath + (req.url ?? '/'),
          method: req.method as Dispatcher.HttpMethod,
          headers: outgoingHeaders(req, url.host),
          body: hasBody(req) ? req : null,
        },
        handler,
      );
    } catch (err) {
      fail(err as ForwardFailure);
    }
  }

  return {
    forward,
    close: () => pool.destroy(),
  };
}

function mergeVary(mine: unknown, theirs: string | string[]): string {
  const fields = `${String(mine)},${String(theirs)}`
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*')) return '*';
  const seen = new Set<string>();
  return fields.filter((f) => !seen.has(f.toLowerCase()) && seen.add(f.toLowerCase())).join(', ');
}

function outgoingHeaders(req: IncomingMessage, host: string): IncomingHttpHeaders {
  const incoming = req.headers;
  const headers: IncomingHttpHeaders = {};
  for (const name in incoming) {
    if (!NOT_FORWARDED.has(name)) headers[name] = incoming[name];
  }
  headers.host = host;
  // As every proxy adds them: appended to what an earlier proxy sent.
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  appendForwarded(headers, 'x-forwarded-for', req.socket.remoteAddress ?? '');
  const hostPort = incoming.host ? /:(\d+)$/.exec(incoming.host)?.[1] : undefined;
  appendForwarded(headers, 'x-forwarded-port', hostPort ?? (encrypted ? '443' : '80'));
  appendForwarded(headers, 'x-forwarded-proto', encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] ||= incoming.host ?? '';
  return headers;
}

function appendForwarded(headers: IncomingHttpHeaders, name: string, value: string) {
  const earlier = headers[name];
  headers[name] = earlier ? `${String(earlier)},${value}` : value;
}

/** Whether the request carries a body to stream (a length above 0, or chunks). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}
