import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';

/**
 * What a visitor's public read may be cached for: one second fresh, one more served stale while revalidating,
 * so a change is visible to every reader within two seconds while bursts of identical reads (the catalogue on a
 * busy day) are answered from a cache: the gateway's micro-cache, a CDN, the browser.
 */
export const VISITOR_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=1';
/** A signed-in user's answer: theirs alone (never a shared cache), and revalidated every time (ETag → 304). */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';
/** A visitor's failed read: not worth keeping, and never to be served in place of a later success. */
export const ERROR_CACHE_CONTROL = 'no-store';

const READS = new Set(['GET', 'HEAD']);

/** Which Cache-Control a read's answer gets when its route set none (undefined: leave the answer alone). */
export function cacheControlFor(req: Request, statusCode: number): string | undefined {
  if (!READS.has(req.method)) return undefined;
  // Another service (or the gateway itself) calling /internal: not part of the public API, never cached.
  if (req.callerService || !req.originalUrl.startsWith('/api/')) return undefined;
  if (req.identity) return SIGNED_IN_CACHE_CONTROL;
  // 304 repeats the 200's caching headers (RFC 9111 4.3.4), or the revalidated copy would lose them.
  return statusCode === 200 || statusCode === 304 ? VISITOR_CACHE_CONTROL : ERROR_CACHE_CONTROL;
}

/**
 * Cache-Control for every public read, decided when the headers go out (the status and the caller are known by
 * then): visitors' 200s are public for a second, signed-in answers private. A route that set its own
 * Cache-Control keeps it. Strong ETags and `If-None-Match` → 304 come from Express (`app.set('etag', 'strong')`).
 */
export function httpCaching(): RequestHandler {
  return (req, res, next) => {
    if (!READS.has(req.method)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      if (!this.hasHeader('cache-control')) {
        const value = cacheControlFor(req, status);
        if (value) this.setHeader('Cache-Control', value);
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
