// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, getQueryFn, joinEarlyReads } from '@canopy/api-client';
import { USER_QUERY_KEY } from '@canopy/auth';
import { FIRST_READS_META as CONTRACT_META } from '@canopy/contracts';
import { dropEarlyReadsOnUserChange } from '../src/dropEarlyReadsOnUserChange';
import { EARLY_REQUEST_MAX_AGE_MS, startEarlyRequest, takeEarlyRequest } from '../src/earlyRequests';
import { FIRST_READS_META, firstReadsNamed } from '../src/firstReadsNamed';

let server: Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(req.url?.endsWith('/refused') ? 403 : 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ path: req.url, early: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
// As the shell's queryClient.ts does: the shared request layer takes early reads from the shell's store.
beforeAll(() => joinEarlyReads(takeEarlyRequest));
afterAll(() => joinEarlyReads(undefined));

const context = (path: string) => ({ queryKey: [path] }) as unknown as QueryFunctionContext;

describe("a page's first reads", () => {
  it('are taken from the meta tag the gateway writes: API paths (a query string kept), no dot segments', () => {
    expect(FIRST_READS_META).toBe(CONTRACT_META);
    const doc = new DOMParser().parseFromString(
      `<html><head><meta name="${FIRST_READS_META}" content="/api/courses/3 /api/enrollments https://elsewhere.example/api/x /api/../admin /courses/3 /api/forum-topics?sort=popular&amp;limit=6 /api/x#y /api/..?y=1"></head></html>`,
      'text/html',
    );
    expect(firstReadsNamed(doc)).toEqual([
      '/api/courses/3',
      '/api/enrollments',
      '/api/forum-topics?sort=popular&limit=6',
    ]);
    expect(firstReadsNamed(new DOMParser().parseFromString('<html></html>', 'text/html'))).toEqual([]);
  });

  it('are joined by the default query function, once, instead of asked again', async () => {
    const read = getQueryFn();
    startEarlyRequest(`${base}/api/courses/3`);
    expect(await read(context(`${base}/api/courses/3`))).toEqual({ path: '/api/courses/3', early: true });
    // Handed over once: the next read of the same path asks the usual way.
    await read(context(`${base}/api/courses/3`));
    expect(seen.filter((u) => u === '/api/courses/3')).toHaveLength(2);
    startEarlyRequest(`${base}/api/courses/4`);
    await read(context(`${base}/api/courses/4`));
    expect(seen.filter((u) => u === '/api/courses/4')).toHaveLength(1);
  });

  it("are joined by a remote's own GET through apiRequest, and never by another method", async () => {
    startEarlyRequest(`${base}/api/discussions/9`);
    expect(await apiRequest('GET', `${base}/api/discussions/9`)).toEqual({
      path: '/api/discussions/9',
      early: true,
    });
    expect(seen.filter((u) => u === '/api/discussions/9')).toHaveLength(1);

    startEarlyRequest(`${base}/api/discussions/10`);
    await apiRequest('POST', `${base}/api/discussions/10`, { text: 'x' });
    // The POST went out on its own; the early GET is still there for a GET.
    expect(seen.filter((u) => u === '/api/discussions/10')).toHaveLength(2);
    await apiRequest('GET', `${base}/api/discussions/10`);
    expect(seen.filter((u) => u === '/api/discussions/10')).toHaveLength(2);
  });

  it("give the server's refusal as the query's own answer, and are asked again only when old", async () => {
    const read = getQueryFn();
    startEarlyRequest(`${base}/api/refused`);
    // The early answer was a 403: the query's answer, as if it had asked (not asked a second time).
    await expect(read(context(`${base}/api/refused`))).rejects.toMatchObject({ status: 403 });
    expect(seen.filter((u) => u === '/api/refused')).toHaveLength(1);

    startEarlyRequest(`${base}/api/old`);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + EARLY_REQUEST_MAX_AGE_MS + 1);
    expect(takeEarlyRequest(`${base}/api/old`)).toBeUndefined();
    clock.mockRestore();
  });

  it('are forgotten once someone else is the current user', async () => {
    const queryClient = new QueryClient();
    dropEarlyReadsOnUserChange(queryClient);
    queryClient.setQueryData(USER_QUERY_KEY, { id: 4 });
    startEarlyRequest(`${base}/api/enrollments?kept`);
    queryClient.setQueryData(USER_QUERY_KEY, { id: 4 });
    expect(takeEarlyRequest(`${base}/api/enrollments?kept`)).toBeDefined();
    startEarlyRequest(`${base}/api/enrollments?dropped`);
    queryClient.setQueryData(USER_QUERY_KEY, null);
    expect(takeEarlyRequest(`${base}/api/enrollments?dropped`)).toBeUndefined();
  });
});
