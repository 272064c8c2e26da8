/** Where a peer's instances are: one base URL, several (one per instance), or none configured. */
export type PeerBaseUrls = string | readonly string[] | undefined;

/** How long an instance that failed a connection is passed over while another one is left to ask. */
export const PEER_REST_MS = 5_000;

/** A connection that was never made: the request cannot have reached the instance. */
const NEVER_CONNECTED = [
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
];
/** A connection that broke before an answer: the request may have reached the instance. */
const BROKEN = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'];
const CONNECTION_FAILURES = new Set([...NEVER_CONNECTED, ...BROKEN]);
const NO_CONNECTION = new Set(NEVER_CONNECTED);

/**
 * Whether `err` says the connection to an instance failed before any answer (not that the instance answered
 * badly or slowly). Reads undici's own errors (`code`), fetch's `TypeError('fetch failed')` (its `cause`) and
 * the AggregateError of a host name with several addresses.
 */
export function isConnectionFailure(err: unknown): boolean {
  return hasCode(err, CONNECTION_FAILURES);
}

/** Whether `err` says no connection was made at all, so the request was surely not received. */
export function neverConnected(err: unknown): boolean {
  return hasCode(err, NO_CONNECTION);
}

type Coded = { code?: unknown; cause?: unknown; errors?: unknown[] } | undefined;

function hasCode(err: unknown, codes: ReadonlySet<string>): boolean {
  for (let e = err as Coded, depth = 0; e && depth < 4; depth++, e = e.cause as Coded) {
    if (typeof e.code === 'string' && codes.has(e.code)) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => hasCode(inner, codes))) return true;
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
