import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Pool, util, type Dispatcher } from 'undici';
import { hopByHopOf } from './hop-by-hop';

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
  /** Requests on its connections (at most `maxConnections`), and requests waiting for one, in order. */
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

/**
 * Besides the hop-by-hop headers and those a message's Connection names (hop-by-hop.ts): the request's framing
 * is the pool's to write (it streams the body with the client's Content-Length, or chunked), and an
 * Expect: 100-continue was answered by this server.
 */
const NOT_FORWARDED = ['expect', 'host'];
/** What the gateway never passes from a service to a browser: it owns the platform's cookies. */
const NOT_RETURNED = ['set-cookie'];

/**
 * Forwards an HTTP request to one service over a keep-alive pool (undici) and streams the answer back: the request
 * as it is (method, path, query, headers but hop-by-hop ones, the body streamed), with the service's Host (the
 * gateway set the X-Forwarded-* headers before); the answer's status and headers, never its cookies, its body chunk by chunk
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
  // Handed to the pool and not yet settled by undici (answered, failed or aborted): at most maxConnections, so
  // the pool never queues. The rest wait here instead, where a client that leaves takes its request out at once
  // (undici's queue keeps it until a connection is free) and the wait can be counted.
  let running = 0;
  const waiting = new Set<() => void>();
  const startNext = () => {
    const start = waiting.values().next().value;
    if (!start) return;
    waiting.delete(start);
    start();
  };

  function forward(req: IncomingMessage, res: ServerResponse) {
    if (running < opts.maxConnections) return dispatch(req, res);
    const start = () => {
      res.off('close', leave);
      dispatch(req, res);
    };
    const leave = () => waiting.delete(start);
    waiting.add(start);
    res.once('close', leave);
  }

  function dispatch(req: IncomingMessage, res: ServerResponse) {
    // Over: the answer ended, failed, or the client left. Whatever undici reports after that is not for anyone.
    let over = false;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      running--;
      // Out of undici's callback before the next request is handed to it.
      process.nextTick(startNext);
    };
    let abort: ((err?: Error) => void) | undefined;
    let resume: (() => void) | undefined;
    const fail = (err: ForwardFailure) => {
      settle();
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
        const notReturned = hopByHopOf(headers, NOT_RETURNED);
        for (const name in headers) {
          if (notReturned(name)) continue;
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
        settle();
        if (over) return;
        over = true;
        res.end();
      },
      onError: fail,
    };
    running++;
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
    load: () => ({ running, waiting: waiting.size }),
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
  const notForwarded = hopByHopOf(incoming, NOT_FORWARDED);
  for (const name in incoming) {
    if (!notForwarded(name)) headers[name] = incoming[name];
  }
  // The X-Forwarded-* headers were set by the gateway before (client-address.ts), from the trust-proxy rule.
  headers.host = host;
  return headers;
}

/** Whether the request carries a body to stream (a length above 0, or chunks). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}
