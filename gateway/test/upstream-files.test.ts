/**
 * A front end's static server that closes a kept-alive connection as the gateway reuses it (its keep-alive
 * timeout firing at that moment): the file is asked for again on a new connection, not answered 503.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, startGateway } from './support/gateway-harness';

const FILE = '/chunk.0a1b2c3d4e.js';
let staticDir: string;
let server: Server;
let base: string;
/** Which requests the server answers by closing their connection: none, those on a connection it answered before, all. */
let closes: 'none' | 'reused' | 'all' = 'none';
const log: string[] = [];

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'canopy-gw-upstream-'));
  const answered = new WeakSet<Socket>();
  server = http.createServer((req, res) => {
    const reused = answered.has(req.socket);
    log.push(`${req.url}${reused ? ' (reused)' : ''}`);
    if (closes === 'all' || (reused && closes === 'reused')) return void req.socket.destroy();
    answered.add(req.socket);
    if (!req.url?.startsWith('/chunk.')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript' }).end('export{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(staticDir, { recursive: true, force: true });
});
afterEach(async () => {
  await cleanup();
  closes = 'none';
  log.length = 0;
});

describe("a front end's static server closing a kept-alive connection", () => {
  it('is asked again on a new connection when it closes the one the gateway reused', async () => {
    const { url } = await startGateway({ STATIC_DIR: staticDir, SHELL_URL: base });
    // No brotli asked for: one request to the server per file.
    const first = await request(url).get(FILE).set('Accept-Encoding', 'identity');
    expect(first.status).toBe(200);
    closes = 'reused';
    log.length = 0;
    const second = await request(url).get(FILE).set('Accept-Encoding', 'identity');
    expect(second.status).toBe(200);
    expect(second.text).toBe('export{}');
    expect(log).toEqual([`${FILE} (reused)`, FILE]);
  });

  it('answers 503 when the new connection fails too: asked again once, not forever', async () => {
    const { url } = await startGateway({ STATIC_DIR: staticDir, SHELL_URL: base });
    expect((await request(url).get(FILE).set('Accept-Encoding', 'identity')).status).toBe(200);
    // The retry, on a new connection, fails as well.
    closes = 'all';
    log.length = 0;
    const res = await request(url).get(FILE).set('Accept-Encoding', 'identity');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(log).toEqual([`${FILE} (reused)`, FILE]);
  });
});
