import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueryFunctionContext } from '@tanstack/react-query';
import {
  ApiError,
  createQueryClient,
  getQueryFn,
  MUTATION_RETRY_DELAY_MS,
  queryRetryDelay,
  retryOnce,
} from '../src';

let server: http.Server;
let base: string;
const methods: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    methods.push(req.method ?? '');
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/user') {
      res.statusCode = 401;
      return res.end(JSON.stringify({ message: 'Not authenticated' }));
    }
    if (req.url === '/api/courses')
      return res.end(JSON.stringify([{ id: 1, title: 'Foundations of Sustainability' }]));
    res.statusCode = 404;
    res.end(JSON.stringify({ message: 'Course not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function ctx(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

/** Calls a query function as React Query would, always as a promise. */
function run(fn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]): Promise<unknown> {
  return Promise.resolve(fn(ctx(queryKey)));
}

describe('default query function', () => {
  it('GETs the path in queryKey[0] and parses JSON', async () => {
    const data = await run(getQueryFn(), [`${base}/api/courses`, { ignored: true }]);
    expect(data).toEqual([{ id: 1, title: 'Foundations of Sustainability' }]);
    expect(methods.at(-1)).toBe('GET');
  });

  const badKeys: unknown[][] = [[], [42], [{ path: '/api/x' }], ['']];
  it.each(badKeys.map((k) => [k]))('rejects a missing or non-string key %j', async (key: unknown[]) => {
    await expect(run(getQueryFn(), key)).rejects.toMatchObject({
      message: 'Invalid query key.',
      kind: 'query-key',
    });
  });

  it('treats 401 as an error by default, carrying status 401', async () => {
    const error = await run(getQueryFn(), [`${base}/api/user`]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Not authenticated' });
  });

  it('turns 401 into null when configured', async () => {
    await expect(run(getQueryFn({ on401: 'returnNull' }), [`${base}/api/user`])).resolves.toBeNull();
  });

  it('still fails on other statuses when 401 returns null', async () => {
    await expect(run(getQueryFn({ on401: 'returnNull' }), [`${base}/api/courses/999`])).rejects.toMatchObject(
      {
        status: 404,
        message: 'Course not found',
      },
    );
  });
});

describe('createQueryClient (spec section 9)', () => {
  const client = createQueryClient();
  const { queries, mutations } = client.getDefaultOptions();

  it('keeps data fresh for 60 s, drops unused entries after 5 minutes, no focus refetch, no polling', () => {
    expect(queries?.staleTime).toBe(60_000);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(typeof queries?.queryFn).toBe('function');
  });

  it('retries a query once with a delay doubling from 1000 ms up to 30000 ms', () => {
    expect(queries?.retry).toBe(retryOnce);
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('retries a mutation once after 1000 ms', () => {
    expect(mutations?.retry).toBe(retryOnce);
    expect(mutations?.retryDelay).toBe(MUTATION_RETRY_DELAY_MS);
    expect(MUTATION_RETRY_DELAY_MS).toBe(1000);
  });

  it('retries once only what may pass on a second try: no answer or a server error, never a 4xx', () => {
    const http = (status: number) => new ApiError(`HTTP ${status}`, { status, kind: 'http' });
    expect(retryOnce(0, new ApiError('offline', { kind: 'network' }))).toBe(true);
    expect(retryOnce(0, new ApiError('slow', { kind: 'timeout' }))).toBe(true);
    expect(retryOnce(0, http(500))).toBe(true);
    expect(retryOnce(0, http(503))).toBe(true);
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(retryOnce(0, http(status))).toBe(false);
    expect(retryOnce(1, http(503))).toBe(false);
    expect(retryOnce(1, new ApiError('offline', { kind: 'network' }))).toBe(false);
  });

  it('fetches through the default query function', async () => {
    const data = await client.fetchQuery({ queryKey: [`${base}/api/courses`] });
    expect(data).toEqual([{ id: 1, title: 'Foundations of Sustainability' }]);
  });
});
