// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@canopy/auth';
import { FIRST_READS_META as CONTRACT_META } from '@canopy/contracts';
import { dropEarlyReadsOnUserChange, joinEarlyReads } from '../src/earlyQueryFn';
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

const context = (path: string) => ({ queryKey: [path] }) as unknown as QueryFunctionContext;

describe("a page's first reads", () => {
  it('are taken from the meta tag the gateway writes: API paths only, no dot segments', () => {
    expect(FIRST_READS_META).toBe(CONTRACT_META);
    const doc = new DOMParser().parseFromString(
      `<html><head><meta name="${FIRST_READS_META}" content="/api/courses/3 /api/enrollments https://elsewhere.example/api/x /api/../admin /courses/3 /api/x?y=1"></head></html>`,
      'text/html',
    );
    expect(firstReadsNamed(doc)).toEqual(['/api/courses/3', '/api/enrollments']);
    expect(firstReadsNamed(new DOMParser().parseFromString('<html></html>', 'text/html'))).toEqual([]);
  });

  it('are joined by the query that asks for them, once, instead of asked again', async () => {
    const fallback = vi.fn(async () => ({ early: false }));
    const read = joinEarlyReads(fallback);
    startEarlyRequest(`${base}/api/courses/3`);
    expect(await read(context(`${base}/api/courses/3`))).toEqual({ path: '/api/courses/3', early: true });
    expect(fallback).not.toHaveBeenCalled();
    // Handed over once: the next read of the same path asks the usual way.
    expect(await read(context(`${base}/api/courses/3`))).toEqual({ early: false });
    expect(seen.filter((u) => u === '/api/courses/3')).toHaveLength(1);
  });

  it('are asked again the usual way when the early answer failed or is old', async () => {
    const fallback = vi.fn(async () => ({ early: false }));
    const read = joinEarlyReads(fallback);
    startEarlyRequest(`${base}/api/refused`);
    expect(await read(context(`${base}/api/refused`))).toEqual({ early: false });

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
