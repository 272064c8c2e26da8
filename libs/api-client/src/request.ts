import { ApiError } from './ApiError';
import { earlyAnswer } from './earlyReads';

/** Spec section 7/9: 10 s time-out, two network retries waiting 300 ms then 900 ms. */
export const DEFAULT_TIMEOUT_MS = 10_000;
export const NETWORK_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 300;

/** 300 ms times 3 to the power of the attempt: 300, 900. */
export function networkRetryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 3 ** attempt;
}

export interface RequestOptions {
  /** Per-attempt time-out in ms (default 10000). */
  timeoutMs?: number;
  /** Caller cancellation (e.g. React Query's signal). An abort is rethrown as is, never retried. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function causeText(error: unknown): string {
  if (error instanceof Error) {
    const inner = (error as Error & { cause?: unknown }).cause;
    // Node's fetch says "fetch failed" and keeps the real reason (ECONNREFUSED ...) in `cause`.
    if (inner instanceof Error && inner.message && error.message === 'fetch failed') return inner.message;
    return error.message || String(error);
  }
  return String(error);
}

/**
 * fetch with the platform's rules: credentials always included, a time-out per attempt (never retried), and
 * two retries on network failure (300 ms, 900 ms). Returns the Response whatever its status.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: RequestOptions = {},
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      if (options.signal?.aborted) throw options.signal.reason ?? new DOMException('Aborted', 'AbortError');
      return await fetch(url, { ...init, credentials: 'include', signal: controller.signal });
    } catch (error) {
      if (timedOut) {
        throw new ApiError(`Request to ${url} timed out.`, { kind: 'timeout', cause: error });
      }
      if (options.signal?.aborted) throw error;
      if (attempt < NETWORK_RETRIES) {
        await sleep(networkRetryDelay(attempt));
        continue;
      }
      throw new ApiError(`Request to ${url} failed: ${causeText(error)}`, { kind: 'network', cause: error });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }
}

function isJson(res: Response): boolean {
  return (res.headers.get('content-type') ?? '').toLowerCase().includes('json');
}

/**
 * Turns a non-OK response into an ApiError: JSON -> its `message` field, else "{status} {statusText}";
 * anything else -> "{status}: {text or statusText}".
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  if (isJson(res)) {
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const message =
      body &&
      typeof body === 'object' &&
      typeof (body as { message?: unknown }).message === 'string' &&
      (body as { message: string }).message
        ? (body as { message: string }).message
        : `${res.status} ${res.statusText}`;
    throw new ApiError(message, {
      status: res.status,
      statusText: res.statusText,
      body: body ?? text,
      kind: 'http',
    });
  }
  throw new ApiError(`${res.status}: ${text || res.statusText}`, {
    status: res.status,
    statusText: res.statusText,
    body: text,
    kind: 'http',
  });
}

/** Parses a successful response as JSON. An empty body (e.g. 204) is `null`. */
export async function parseJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (res.status === 204 || text.trim() === '') return null as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError('Failed to parse server response as JSON.', {
      status: res.status,
      statusText: res.statusText,
      body: text,
      kind: 'parse',
      cause: error,
    });
  }
}

/** How long a failed creating request's key is kept for the retry of the same action. */
export const IDEMPOTENCY_RETRY_WINDOW_MS = 60_000;
const pendingKeys = new Map<string, { key: string; expires: number }>();

function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * The Idempotency-Key of a POST: fresh for a new action, the same for a retry of one that got no definite answer
 * (network failure, time-out, 5xx) — the request layer's own retries and React Query's mutation retry send the
 * same method, URL and body within a minute, so the service answers them once.
 */
function idempotencyKeyFor(signature: string, now = Date.now()): string {
  for (const [sig, entry] of pendingKeys) if (entry.expires <= now) pendingKeys.delete(sig);
  const pending = pendingKeys.get(signature);
  const key = pending?.key ?? newKey();
  pendingKeys.set(signature, { key, expires: now + IDEMPOTENCY_RETRY_WINDOW_MS });
  return key;
}

/**
 * Sends any method to `url`. A JSON body (and its content type) is sent only when `data` is given.
 * Resolves with the parsed JSON of a successful answer; rejects with an ApiError otherwise.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: method.toUpperCase(), headers };
  if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  const signature = init.method === 'POST' ? `${url}\n${String(init.body ?? '')}` : undefined;
  if (signature && !headers['Idempotency-Key']) headers['Idempotency-Key'] = idempotencyKeyFor(signature);
  // A plain GET may be one the page sent before its code ran (earlyReads.ts). Without an answer (network failure,
  // time-out) the key stays for the retry of this action.
  const early =
    init.method === 'GET' && data === undefined && !options.headers ? earlyAnswer(url) : undefined;
  const res = (early && (await early)) ?? (await fetchWithRetry(url, init, options));
  // A definite answer ends the action; a server failure leaves the key for its retry.
  if (signature && res.status < 500) pendingKeys.delete(signature);
  await throwIfNotOk(res);
  return parseJson<T>(res);
}
