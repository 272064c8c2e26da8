/**
 * GET requests a page is sure to make, sent as main.js runs — beside the bootstrap download and React's start —
 * instead of when the code that needs them has rendered its way there. Each is handed over once, to the first
 * reader: a plain module, because main.js may not load the shared request layer (it is negotiated after).
 */
const started = new Map<string, { response: Promise<Response>; at: number }>();

/** The request layer's own limit per attempt (DEFAULT_TIMEOUT_MS in @canopy/api-client). */
export const EARLY_REQUEST_TIMEOUT_MS = 10_000;

/**
 * An answer older than this is not handed over (the reader asks again): half the platform's 60 s freshness, so
 * what a page shows from it is as fresh as anything it reads from the cache.
 */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

export function startEarlyRequest(path: string, init: Pick<RequestInit, 'cache'> = {}): void {
  if (started.has(path)) return;
  const response = fetch(path, {
    ...init,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(EARLY_REQUEST_TIMEOUT_MS),
  });
  // A failure is the reader's to handle (it asks again its own way); never an unhandled rejection meanwhile.
  response.catch(() => undefined);
  started.set(path, { response, at: Date.now() });
}

/** The response of the early request for `path`, once; undefined if none was started, it was taken, or is old. */
export function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const early = started.get(path);
  started.delete(path);
  return early && Date.now() - early.at <= EARLY_REQUEST_MAX_AGE_MS ? early.response : undefined;
}

/** Forgets every request not yet handed over (they were asked as someone who is no longer signed in). */
export function dropEarlyRequests(): void {
  started.clear();
}
