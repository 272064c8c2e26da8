import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiRequest, DEFAULT_TIMEOUT_MS, networkRetryDelay } from '../src';

/** A real local HTTP server; each test picks its behaviour through the path. */
interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}
let server: http.Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        body,
      });
      const url = req.url ?? '';
      const json = (status: number, value: unknown, statusMessage?: string) => {
        res.statusCode = status;
        if (statusMessage) res.statusMessage = statusMessage;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(value));
      };
      if (url === '/ok') return json(200, { ok: true, method: req.method });
      if (url === '/created') return json(201, { id: 7 });
      if (url === '/no-content') {
        res.statusCode = 204;
        return res.end();
      }
      if (url === '/json-error') return json(409, { message: 'Username already taken' }, 'Conflict');
      if (url === '/json-error-no-message') return json(422, { issues: [] }, 'Unprocessable Entity');
      if (url === '/text-error') {
        res.statusCode = 502;
        res.statusMessage = 'Bad Gateway';
        res.setHeader('content-type', 'text/plain');
        return res.end('upstream exploded');
      }
      if (url === '/empty-text-error') {
        res.statusCode = 503;
        res.statusMessage = 'Service Unavailable';
        res.setHeader('content-type', 'text/html');
        return res.end();
      }
      if (url === '/not-json') {
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html');
        return res.end('<!doctype html><p>hello</p>');
      }
      if (url === '/hang') return; // never answers
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  seen.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest against a real HTTP server', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('sends any method (%s)', async (method) => {
    const result = await apiRequest<{ ok: boolean; method: string }>(method, `${base}/ok`);
    expect(result).toEqual({ ok: true, method });
    expect(seen[0]?.method).toBe(method);
  });

  it('sends a JSON body only when there is a payload', async () => {
    await apiRequest('POST', `${base}/created`, { username: 'ada', password: 'x' });
    await apiRequest('POST', `${base}/created`);
    expect(seen[0]).toMatchObject({
      contentType: 'application/json',
      body: '{"username":"ada","password":"x"}',
    });
    expect(seen[1]).toMatchObject({ contentType: undefined, body: '' });
  });

  it('parses a successful JSON answer and treats an empty answer as null', async () => {
    expect(await apiRequest('POST', `${base}/created`, {})).toEqual({ id: 7 });
    expect(await apiRequest('POST', `${base}/no-content`)).toBeNull();
  });

  it('uses the message field of a non-OK JSON answer and keeps the status', async () => {
    const error = await apiRequest('POST', `${base}/json-error`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Username already taken',
      status: 409,
      statusText: 'Conflict',
      kind: 'http',
    });
    expect((error as ApiError).serverMessage).toBe('Username already taken');
  });

  it('falls back to "{status} {statusText}" for a JSON answer without message', async () => {
    await expect(apiRequest('GET', `${base}/json-error-no-message`)).rejects.toMatchObject({
      message: '422 Unprocessable Entity',
      status: 422,
    });
  });

  it('uses "{status}: {text}" for a non-JSON failure, or the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/text-error`)).rejects.toMatchObject({
      message: '502: upstream exploded',
      status: 502,
    });
    await expect(apiRequest('GET', `${base}/empty-text-error`)).rejects.toMatchObject({
      message: '503: Service Unavailable',
      status: 503,
    });
  });

  it('reports a successful answer that is not JSON', async () => {
    await expect(apiRequest('GET', `${base}/not-json`)).rejects.toMatchObject({
      message: 'Failed to parse server response as JSON.',
      kind: 'parse',
    });
  });

  it('times out a request that gets no answer, and does not retry it', async () => {
    const url = `${base}/hang`;
    const started = Date.now();
    await expect(apiRequest('GET', url, undefined, { timeoutMs: 150 })).rejects.toMatchObject({
      message: `Request to ${url} timed out.`,
      kind: 'timeout',
      status: 0,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    // Wait past both retry delays (300 + 900 ms): the server must still have seen exactly one request.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(seen.filter((s) => s.url === '/hang')).toHaveLength(1);
  });

  it('fails with the cause after two retries when nothing listens', async () => {
    // A port that was just free: connection refused, a genuine network failure.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const url = `http://127.0.0.1:${port}/api/user`;
    const error = (await apiRequest('GET', url).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(error.message.startsWith(`Request to ${url} failed: `)).toBe(true);
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});

describe('apiRequest rules observed through a fetch stub', () => {
  it('always sends credentials: include', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/api/user');
    await apiRequest('POST', '/api/login', { username: 'a', password: 'b' });
    for (const call of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(call[1].credentials).toBe('include');
    }
  });

  it('retries a network failure twice, after 300 ms then 900 ms', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        new Response('{"ok":1}', { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const promise = apiRequest('GET', '/api/courses');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(899);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(promise).resolves.toEqual({ ok: 1 });
    expect([networkRetryDelay(0), networkRetryDelay(1)]).toEqual([300, 900]);
  });

  it('gives up after the third failure with "Request to {path} failed: " and the cause', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const promise = apiRequest('GET', '/api/courses').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1200);
    const error = (await promise) as ApiError;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error.message).toBe('Request to /api/courses failed: Failed to fetch');
    expect(error.status).toBe(0);
  });

  it('times out after 10 s by default and never retries a time-out', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const promise = apiRequest('GET', '/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await promise) as ApiError;
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(error.message).toBe('Request to /api/slow timed out.');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends one Idempotency-Key per creating action and reuses it for the retries of that action', async () => {
    const statuses = [503, 201, 201];
    const fetchMock = vi.fn(
      async () =>
        new Response('{}', { status: statuses.shift()!, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const keys = () =>
      (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
        ([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'],
      );
    // The first attempt fails on the server's side; the mutation's retry sends the same request again.
    await expect(apiRequest('POST', '/api/enrollments', { courseId: 3 })).rejects.toMatchObject({
      status: 503,
    });
    await apiRequest('POST', '/api/enrollments', { courseId: 3 });
    // A definite answer ended that action: the next click is a new action with a new key.
    await apiRequest('POST', '/api/enrollments', { courseId: 3 });
    const [first, retry, next] = keys();
    expect(first).toMatch(/^[\w-]{8,}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    await apiRequest('GET', '/api/enrollments').catch(() => undefined);
    expect(keys()[3]).toBeUndefined();
  });

  it('does not retry an HTTP error answer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"message":"nope"}', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ message: 'nope', status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rethrows a caller abort without retrying', async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const promise = apiRequest('GET', '/api/x', undefined, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const error = await promise;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
