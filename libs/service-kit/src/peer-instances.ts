/** Where a peer's instances are: one base URL, several (one per instance), or none configured. */
export type PeerBaseUrls = string | readonly string[] | undefined;

/** How long an instance that failed a connection is passed over while another one is left to ask. */
export const PEER_REST_MS = 5_000;

/**
 * Errors of a connection that failed before any answer: refused, reset, unreachable, timed out while
 * connecting, closed by the other side. The request may have reached the instance only in the last two cases,
 * which is why a caller retries only what is safe to repeat.
 */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * Whether `err` says the connection to an instance failed (not that the instance answered badly or slowly).
 * Reads undici's own errors (`code`), fetch's `TypeError('fetch failed')` (its `cause`) and the AggregateError
 * of a host name with several addresses.
 */
export function isConnectionFailure(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown; errors?: unknown[] } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && CONNECTION_FAILURES.has(e.code)) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionFailure(inner))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface PeerInstances {
  /** Whether any instance is configured at all. */
  readonly configured: boolean;
  /**
   * The next instance in turn, passing over those resting after a failed connection unless every one is;
   * never `except` (the one just tried). Undefined when there is no other.
   */
  next(except?: string): string | undefined;
  /** Passes over `url` for PEER_REST_MS: its connection failed. */
  rest(url: string): void;
}

/**
 * A peer's instances for a caller inside the platform: asked in turn (round-robin), an instance whose
 * connection failed left alone for a few seconds. A single URL behaves exactly as before.
 */
export function peerInstances(baseUrl: PeerBaseUrls, now: () => number = Date.now): PeerInstances {
  const urls = baseUrl === undefined ? [] : typeof baseUrl === 'string' ? [baseUrl] : [...baseUrl];
  const restingUntil = new Map<string, number>();
  let turn = 0;
  return {
    configured: urls.length > 0,
    next(except) {
      const candidates = urls.filter((url) => url !== except);
      if (candidates.length === 0) return undefined;
      const start = turn++ % candidates.length;
      const inTurn = [...candidates.slice(start), ...candidates.slice(0, start)];
      const t = now();
      return inTurn.find((url) => (restingUntil.get(url) ?? 0) <= t) ?? inTurn[0];
    },
    rest(url) {
      if (urls.length > 1) restingUntil.set(url, now() + PEER_REST_MS);
    },
  };
}
