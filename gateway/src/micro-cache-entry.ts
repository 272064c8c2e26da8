import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { headLines } from './prepared-head';
import { headerText as text, sharedLifetimeMs, staleWhileRevalidateMs } from './shared-lifetime';

// What the micro-cache (micro-cache.ts) keeps of an answer, and whether an answer may be kept at all.

export interface Entry {
  headers: [string, string | number | string[]][];
  /** `headers` as head lines checked once (prepared-head.ts); undefined when one must go through `writeHead`. */
  lines: string | undefined;
  body: Buffer;
  etag: string | undefined;
  storedAt: number;
  expiresAt: number;
  /** Until when it is served while a fresh copy is being fetched (its leader in flight). */
  staleUntil: number;
  size: number;
}

/**
 * Headers of one exchange, never replayed: hop-by-hop ones, the request id, cookies. Headers the gateway set on
 * this response itself (security headers, whose CSP follows the request's host) are kept as they are.
 */
const NOT_REPLAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'set-cookie',
  'x-request-id',
  'age',
]);
/** A Vary naming only these is covered by the key (Accept-Encoding). */
const COVERED_VARY = new Set(['accept-encoding']);

/** The answer as the client got it, as an entry, when it may be shared; null otherwise. */
export function entryFrom(
  res: ServerResponse,
  body: Buffer,
  serviceSetCookie: boolean,
  limits: { ttlMs: number; maxEntryBytes: number; now: () => number },
): Entry | null {
  const { ttlMs, maxEntryBytes, now } = limits;
  if (res.statusCode !== 200) return null;
  // Set-Cookie anywhere (the service's, dropped on the way; or one the gateway added): someone's own answer.
  if (serviceSetCookie || res.getHeader('set-cookie') !== undefined) return null;
  const vary = text(res.getHeader('vary'));
  if (vary && vary.split(',').some((v) => !COVERED_VARY.has(v.trim().toLowerCase()))) return null;
  const lifetime = sharedLifetimeMs(text(res.getHeader('cache-control')));
  if (lifetime === null) return null;
  const sent: OutgoingHttpHeaders = res.getHeaders();
  const headers = Object.entries(sent).filter(
    (h): h is [string, string | number | string[]] => h[1] !== undefined && !NOT_REPLAYED.has(h[0]),
  );
  const size = body.length + headers.reduce((n, [k, v]) => n + k.length + String(v).length, 0) + 64;
  if (size > maxEntryBytes) return null;
  const storedAt = now();
  const expiresAt = storedAt + Math.min(ttlMs, lifetime);
  const stale = Math.min(ttlMs, staleWhileRevalidateMs(text(res.getHeader('cache-control'))));
  return {
    headers,
    lines: headLines(headers),
    body,
    etag: text(res.getHeader('etag')),
    storedAt,
    expiresAt,
    staleUntil: expiresAt + stale,
    size,
  };
}
