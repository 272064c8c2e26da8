import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '@canopy/api-client';
import { USER_QUERY_KEY } from '@canopy/auth';
import { EARLY_REQUEST_TIMEOUT_MS, startEarlyRequest, takeEarlyRequest } from '../src/earlyRequests';
import { USER_PATH } from '../src/startPageEarly';

let server: Server;
let base: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(req.url === '/signed-out' ? 401 : 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('early requests', () => {
  it('sends one request per path and hands its response over once', async () => {
    startEarlyRequest(`${base}/one`);
    startEarlyRequest(`${base}/one`);
    const response = takeEarlyRequest(`${base}/one`);
    expect(response).toBeDefined();
    expect(await (await response!).json()).toEqual({ path: '/one' });
    expect(takeEarlyRequest(`${base}/one`)).toBeUndefined();
    expect(seen.filter((r) => r.url === '/one')).toHaveLength(1);
    expect(seen.find((r) => r.url === '/one')?.headers.accept).toBe('application/json');
  });

  it('hands over any status for the reader to judge, and nothing for a path never started', async () => {
    startEarlyRequest(`${base}/signed-out`);
    expect((await takeEarlyRequest(`${base}/signed-out`)!).status).toBe(401);
    expect(takeEarlyRequest(`${base}/never`)).toBeUndefined();
  });

  it('the user is asked for at the path AuthProvider reads it from, so the app joins that request', () => {
    expect(USER_PATH).toBe(USER_QUERY_KEY[0]);
  });

  it('gives a request the request layer’s own time limit (main.js cannot load that layer)', () => {
    expect(EARLY_REQUEST_TIMEOUT_MS).toBe(DEFAULT_TIMEOUT_MS);
  });
});
