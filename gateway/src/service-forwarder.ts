import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';

/** Why a forwarded request got no answer from the service: it is the caller's to answer (503). */
export type ForwardFailure = Error & { code?: string };

export interface ServiceForwarderOptions {
  /** The service's base URL (`http://course:4002`, or with a path prefix). */
  target: string;
  /** Sockets kept to the service at most; further requests wait for one and are not timed meanwhile. */
  maxSockets: number;
  /** How long the service may stay silent once the request is on a socket. */
  timeoutMs: number;
  /** Sees the service's answer before anything of it is written (the micro-cache reads it here). */
  onResponse?(upstream: IncomingMessage, req: IncomingMessage, res: ServerResponse): void;
  /** Nothing of the service's answer has been written yet: answer for it. */
  onFailure(err: ForwardFailure, req: IncomingMessage, res: ServerResponse): void;
}

export interface ServiceForwarder {
  forward(req: IncomingMessage, res: ServerResponse): void;
  close(): void;
}

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection: the client's are not the service's, and the
 * service's keep-alive hints are not the client's. Body framing (Content-Length, Transfer-Encoding) is kept.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);
/** What the gateway never passes from a service to a browser: it owns the platform's cookies. */
const NOT_RETURNED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'set-cookie']);

/**
 * Forwards an HTTP request to one service over a keep-alive pool and streams the answer back: the request as
 * it is (method, path, query, headers but hop-by-hop ones, the body streamed), with the service's Host and the
 * X-Forwarded-* headers a proxy adds; the answer's status and headers, never its cookies.
 *
 * Why not http-proxy: every signed-in read goes through here, and on a two-core machine that also runs the
 * services and the database, the proxy's own work is what the gateway hop costs. http-proxy's passes, events
 * and option handling per request were about half of it; this does only what the gateway needs, once.
 */
export function createServiceForwarder(opts: ServiceForwarderOptions): ServiceForwarder {
  const url = new URL(opts.target);
  const secure = url.protocol === 'https:';
  const client = secure ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: opts.maxSockets });
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port ? Number(url.port) : secure ? 443 : 80;
  // A target with a path (`http://host/course`) answers under it.
  const basePath = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');

  function forward(req: IncomingMessage, res: ServerResponse) {
    let answered = false;
    const fail = (err: ForwardFailure) => {
      if (answered) return;
      answered = true;
      if (res.headersSent) res.destroy(err);
      else opts.onFailure(err, req, res);
    };
    const upstream = client.request({
      agent,
      hostname,
      port,
      method: req.method,
      path: basePath + (req.url ?? '/'),
      headers: outgoingHeaders(req, url.host),
      setHost: false,
    });
    upstream.setTimeout(opts.timeoutMs, () => {
      upstream.destroy(Object.assign(new Error('The service did not answer in time'), { code: 'ETIMEDOUT' }));
    });
    upstream.on('error', fail);
    upstream.on('response', (answer) => {
      opts.onResponse?.(answer, req, res);
      res.statusCode = answer.statusCode ?? 502;
      if (answer.statusMessage) res.statusMessage = answer.statusMessage;
      const headers = answer.headers;
      for (const name in headers) {
        if (NOT_RETURNED.has(name)) continue;
        const value = headers[name]!;
        // A Vary the gateway set already (Accept-Encoding) names what the service's does too.
        if (name === 'vary' && res.hasHeader('vary'))
          res.setHeader(name, mergeVary(res.getHeader('vary'), value));
        else res.setHeader(name, value);
      }
      // A service that breaks off mid-answer: the client must see a failure, not a short body.
      answer.on('aborted', () => fail(new Error('The service broke off its answer')));
      answer.on('error', fail);
      answer.pipe(res);
      answer.on('end', () => {
        answered = true;
      });
    });
    // A client that leaves early releases the service's socket instead of waiting for an unread answer.
    res.on('close', () => {
      if (!res.writableFinished) {
        answered = true;
        upstream.destroy();
      }
    });
    if (hasBody(req)) {
      req.on('error', () => upstream.destroy());
      req.pipe(upstream);
    } else upstream.end();
  }

  return {
    forward,
    close: () => agent.destroy(),
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
    if (!HOP_BY_HOP.has(name)) headers[name] = incoming[name];
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
