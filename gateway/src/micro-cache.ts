import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { asBuffer, headerText as text, sharedLifetimeMs } from './shared-lifetime';
import { entryFrom, type Entry } from './micro-cache-entry';
import { endWithPreparedHead } from './prepared-head';
import { hasSessionCookie } from './session-cookie';

export { sharedLifetimeMs };

/**
 * A shared cache of visitors' public reads, for at most a second: a burst of identical anonymous GETs (the
 * catalogue on a busy morning) costs the service one request per second per URL instead of one per visitor, and a
 * hit skips the rest of the gateway (compression included: the bytes are kept as they were sent).
 *
 * What it may hold is narrow, because anything else could leak one person's answer to another:
 * - requests: GET, no session cookie, no Authorization header (a visitor's; the service answered the visitor);
 * - answers: 200 whose Cache-Control is `public` (the service's own word that anyone may see it: service-kit gives
 *   that only to answers to visitors), without Set-Cookie (the service's or the gateway's), without a Vary this
 *   key does not cover (Cookie, Authorization, ...), at most a second old (`max-age`/`s-maxage` shorten it).
 * Keyed by method, full URL and Accept-Encoding; bounded in bytes, least recently used first out. Concurrent misses
 * of one key make one upstream request: the others wait for it and get its answer when it may be cached, or go
 * upstream themselves when it may not. Once an answer's second is over, the next request fetches it again while
 * the others are still served the old one, for as long as its `stale-while-revalidate` allows and at most the
 * TTL again (service-kit's visitors' answers promise a change within two seconds): no visitor waits on the
 * refresh but the one who makes it.
 */
export interface MicroCache {
  /**
   * The fast path, before Express: answers a fresh hit straight from the raw request (true), or leaves the
   * request to the app (false). A hit's headers are the ones its first answer had, security headers included
   * (the key holds the host and scheme they were made for); only the request id and Age are this request's.
   */
  serveRaw(req: IncomingMessage, res: ServerResponse, requestId: string): boolean;
  /**
   * Answers a hit, holds a follower until its leader's answer is known, or marks the leader and records what it
   * sends. Mounted before compression, so what it keeps is what the client received.
   */
  serve: RequestHandler;
  /** Sees the service's answer to a leader before the proxy drops the service's Set-Cookie. */
  inspectUpstream(headers: IncomingHttpHeaders, req: IncomingMessage): void;
  readonly stats: { hits: number; misses: number; stored: number; bytes: number; entries: number };
  clear(): void;
}

export interface MicroCacheOptions {
  /** Longest time an answer is served from the cache (≤ 1000; 0 turns the cache off). */
  ttlMs: number;
  /** Memory bound of the stored answers (bodies and headers). */
  maxBytes: number;
  /** The gateway's session cookie: a request carrying it is never served from, nor stored in, the cache. */
  cookieName: string;
  /** Which requests may be cached at all (the gateway: paths the route table sends to a configured service). */
  eligible(req: Request): boolean;
  /** The server's keep-alive timeout (Node's default 5 s when not given), announced on a prepared hit. */
  keepAliveTimeoutMs?: number;
  /** While true, every hit goes through `writeHead`, where the draining gateway closes the connection. */
  draining?: () => boolean;
  now?: () => number;
}

const LEAD = Symbol('micro-cache leader');
type Marked = IncomingMessage & { [LEAD]?: { serviceSetCookie: boolean } };

export function createMicroCache(opts: MicroCacheOptions): MicroCache {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const leading = new Map<string, Promise<Entry | null>>();
  // One answer may take at most an eighth of the budget, so one large list cannot flush everything else.
  const maxEntryBytes = Math.floor(opts.maxBytes / 8);
  const stats = { hits: 0, misses: 0, stored: 0, bytes: 0, entries: 0 };

  /**
   * Method, full URL (scheme as the connection or a proxy gave it, host, path and query) and Accept-Encoding:
   * everything the kept bytes and headers depend on. Read from the raw request, so both paths agree.
   */
  const keyOf = (req: IncomingMessage) =>
    `GET ${(req.socket as { encrypted?: boolean }).encrypted ? 'tls' : 'tcp'} ` +
    `${text(req.headers['x-forwarded-proto']) ?? ''} ${req.headers.host ?? ''} ` +
    `${(req as Partial<Request>).originalUrl ?? req.url ?? ''} ${text(req.headers['accept-encoding']) ?? ''}`;

  /** A visitor's plain GET: no session cookie, no credentials, no request to skip caches. */
  function isVisitorGet(req: IncomingMessage): boolean {
    if (opts.ttlMs <= 0 || req.method !== 'GET') return false;
    if (req.headers.authorization !== undefined) return false;
    return !hasSessionCookie(req.headers.cookie, opts.cookieName);
  }
  const wantsFresh = (req: IncomingMessage) => {
    const cacheControl = req.headers['cache-control'];
    return cacheControl !== undefined && /no-cache|no-store|max-age=0/i.test(text(cacheControl) ?? '');
  };

  /** A fresh entry; or, with `stale`, one past its lifetime that may still be served while it is fetched again. */
  function lookup(key: string, stale = false): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const at = now();
    if (entry.staleUntil <= at) {
      drop(key, entry);
      return undefined;
    }
    if (entry.expiresAt <= at && !stale) return undefined;
    // Least recently used first out: a hit moves the entry to the end of the map's order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function drop(key: string, entry: Entry) {
    entries.delete(key);
    stats.bytes -= entry.size;
    stats.entries = entries.size;
  }

  function store(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, entry);
    stats.bytes += entry.size;
    stats.stored += 1;
    for (const [k, e] of entries) {
      if (stats.bytes <= opts.maxBytes) break;
      drop(k, e);
    }
    stats.entries = entries.size;
  }

  function reply(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    for (const [name, value] of entry.headers) if (!res.hasHeader(name)) res.setHeader(name, value);
    res.setHeader('Age', String(Math.floor((now() - entry.storedAt) / 1000)));
    const ifNoneMatch = req.headers['if-none-match'];
    if (entry.etag && ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) {
      res.removeHeader('Content-Encoding');
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', String(entry.body.length));
    res.end(entry.body);
  }

  /** Leads a miss upstream: records what the response sends, and settles the followers when it is done. */
  function lead(req: Request, res: Response, key: string) {
    let settle!: (entry: Entry | null) => void;
    const promise = new Promise<Entry | null>((resolve) => (settle = resolve));
    leading.set(key, promise);
    const marks = { serviceSetCookie: false };
    (req as Marked)[LEAD] = marks;

    const chunks: Buffer[] = [];
    let bytes = 0;
    let keep = true;
    const record = (chunk: unknown, encoding: unknown) => {
      if (!keep) return;
      const buf = asBuffer(chunk, encoding);
      if (!buf) return;
      bytes += buf.length;
      if (bytes > maxEntryBytes) {
        keep = false;
        chunks.length = 0;
      } else chunks.push(buf);
    };
    // Wrapped before compression wraps them: what passes here is what the client receives.
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
    } as typeof res.end;

    let settled = false;
    const finish = (entry: Entry | null) => {
      if (settled) return;
      settled = true;
      if (leading.get(key) === promise) leading.delete(key);
      if (entry) store(key, entry);
      settle(entry);
    };
    res.once('finish', () =>
      finish(
        keep
          ? entryFrom(res, Buffer.concat(chunks), marks.serviceSetCookie, {
              ttlMs: opts.ttlMs,
              maxEntryBytes,
              now,
            })
          : null,
      ),
    );
    // A cut connection or an error answer: the followers are released to go upstream themselves.
    res.once('close', () => finish(null));
  }

  return {
    stats,
    clear() {
      entries.clear();
      stats.bytes = 0;
      stats.entries = 0;
    },

    serveRaw(req, res, requestId) {
      if (!isVisitorGet(req) || wantsFresh(req)) return false;
      const key = keyOf(req);
      // Past its second, an answer is served here only while another request is fetching it again; the first
      // request after expiry goes through the app and becomes that leader.
      const hit = lookup(key) ?? (leading.has(key) ? lookup(key, true) : undefined);
      if (!hit) return false;
      stats.hits += 1;
      if (req.headers['if-none-match'] !== undefined || res.headersSent || res.getHeaderNames().length > 0) {
        res.setHeader('x-request-id', requestId);
        reply(req, res, hit);
        return true;
      }
      const age = String(Math.floor((now() - hit.storedAt) / 1000));
      // The common hit on a connection that stays open: the head prepared when the answer was stored.
      const own = `x-request-id: ${requestId}\r\nAge: ${age}\r\n`;
      if (hit.lines !== undefined && !opts.draining?.()) {
        if (endWithPreparedHead(res, hit.lines, own, hit.body, opts.keepAliveTimeoutMs ?? 5000)) return true;
      }
      // Otherwise every header in one call, without building the response's header map first.
      res.writeHead(200, [
        ...hit.headers.flat(),
        'x-request-id',
        requestId,
        'Age',
        age,
        'Content-Length',
        String(hit.body.length),
      ]);
      res.end(hit.body);
      return true;
    },

    serve(req: Request, res: Response, next: NextFunction) {
      if (!isVisitorGet(req) || !opts.eligible(req)) return next();
      const key = keyOf(req);
      const forceFresh = wantsFresh(req);
      const hit = forceFresh ? undefined : lookup(key);
      if (hit) {
        stats.hits += 1;
        return reply(req, res, hit);
      }
      const pending = leading.get(key);
      const stale = forceFresh || !pending ? undefined : lookup(key, true);
      if (stale) {
        stats.hits += 1;
        return reply(req, res, stale);
      }
      stats.misses += 1;
      if (pending && !forceFresh) {
        // A follower: the leader's answer if it may be shared, else its own trip upstream.
        void pending.then((entry) => (entry ? reply(req, res, entry) : next()));
        return;
      }
      // A conditional request could be answered 304 upstream, which fills nobody's cache: it goes alone.
      if (req.headers['if-none-match'] === undefined && req.headers['if-modified-since'] === undefined) {
        lead(req, res, key);
      }
      next();
    },

    inspectUpstream(headers, req) {
      const marks = (req as Marked)[LEAD];
      if (marks && headers['set-cookie'] !== undefined) marks.serviceSetCookie = true;
    },
  };
}
