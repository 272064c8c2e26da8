import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, getQueryFn, joinEarlyReads } from '../src';

// The server the usual way reaches; an early read is a Response made here, so the two are told apart by `via`.
let server: http.Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ via: 'server' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  joinEarlyReads(undefined);
  asked.length = 0;
});

const json = (status: number) =>
  new Response(JSON.stringify({ via: 'early', status }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A source holding one early answer per path, each handed over once, that records what it was asked for. */
function sourceOf(answers: Record<string, Promise<Response>>) {
  const taken: string[] = [];
  joinEarlyReads((path) => {
    taken.push(path);
    const answer = answers[path];
    delete answers[path];
    return answer;
  });
  return taken;
}

const ctx = (path: string) =>
  ({ queryKey: [path], signal: new AbortController().signal }) as unknown as QueryFunctionContext;

describe('early reads', () => {
  it('answer a GET through apiRequest and the default query function, each once', async () => {
    sourceOf({ [`${base}/a`]: Promise.resolve(json(200)), [`${base}/b`]: Promise.resolve(json(200)) });
    expect(await apiRequest('GET', `${base}/a`)).toEqual({ via: 'early', status: 200 });
    expect(await getQueryFn()(ctx(`${base}/b`))).toEqual({ via: 'early', status: 200 });
    expect(asked).toEqual([]);
    expect(await apiRequest('GET', `${base}/a`)).toEqual({ via: 'server' });
    expect(asked).toEqual(['GET /a']);
  });

  it('are not taken by a write, a GET with headers of its own, or with nothing joined', async () => {
    const taken = sourceOf({ [`${base}/c`]: Promise.resolve(json(200)) });
    await apiRequest('POST', `${base}/c`, { x: 1 });
    await apiRequest('DELETE', `${base}/c`);
    await apiRequest('GET', `${base}/c`, undefined, { headers: { 'Accept-Language': 'es' } });
    expect(taken).toEqual([]);
    joinEarlyReads(undefined);
    expect(await apiRequest('GET', `${base}/c`)).toEqual({ via: 'server' });
    expect(asked).toEqual(['POST /c', 'DELETE /c', 'GET /c', 'GET /c']);
  });

  it("that the server refused are the caller's answer, as if it had asked; unanswered ones are asked again", async () => {
    // As the shell keeps them: a failure is handled (by whoever takes it) before anyone has asked.
    const lost = Promise.reject(new TypeError('Failed to fetch'));
    lost.catch(() => undefined);
    sourceOf({
      [`${base}/missing`]: Promise.resolve(json(404)),
      [`${base}/down`]: Promise.resolve(json(503)),
      [`${base}/lost`]: lost,
    });
    await expect(apiRequest('GET', `${base}/missing`)).rejects.toMatchObject({ status: 404 });
    await expect(getQueryFn()(ctx(`${base}/down`))).rejects.toMatchObject({ status: 503 });
    expect(asked).toEqual([]);
    expect(await getQueryFn()(ctx(`${base}/lost`))).toEqual({ via: 'server' });
    expect(asked).toEqual(['GET /lost']);
  });
});
