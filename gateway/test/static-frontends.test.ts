import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { cacheControlFor } from '../src';
import { cleanup, startGateway } from './support/gateway-harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let dir: string;

async function put(file: string, content: string) {
  const full = path.join(dir, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'canopy-gw-front-'));
  await put('shell/dist/index.html', '<!doctype html><title>shell</title>');
  await put('shell/dist/main.0a1b2c3d4e.js', 'console.log("shell")');
  await put('shell/dist/favicon.svg', '<svg/>');
  await put('mfe-learn/dist/mf-manifest.json', '{"id":"learn"}');
  await put('mfe-learn/dist/remoteEntry.js', 'var learn;');
  await put('mfe-learn/dist/src_routes.9f8e7d6c5b.js', 'export{}');
  await put('mfe-admin/dist/mf-manifest.json', '{"id":"admin"}');
  // studio has a folder but no build output yet; forum nothing at all.
  await mkdir(path.join(dir, 'mfe-studio'), { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(cleanup);

describe('/mfe-manifest.json', () => {
  it('lists the remotes whose dist exists, uncached', async () => {
    const { url } = await startGateway({ STATIC_DIR: dir });
    const res = await request(url).get('/mfe-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      remotes: {
        learn: { entry: '/remotes/learn/mf-manifest.json' },
        admin: { entry: '/remotes/admin/mf-manifest.json' },
      },
    });
  });

  it('takes REMOTE_{NAME}_URL over the local build, and lists configured remotes without one', async () => {
    const { url } = await startGateway({
      STATIC_DIR: dir,
      REMOTE_FORUM_URL: 'https://cdn.canopy.example/forum/mf-manifest.json',
      REMOTE_LEARN_URL: '/remotes/learn-next/mf-manifest.json',
    });
    const res = await request(url).get('/mfe-manifest.json');
    expect(res.body.remotes).toEqual({
      learn: { entry: '/remotes/learn-next/mf-manifest.json' },
      forum: { entry: 'https://cdn.canopy.example/forum/mf-manifest.json' },
      admin: { entry: '/remotes/admin/mf-manifest.json' },
    });
    // A remote on another origin may load its scripts.
    expect(res.headers['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/cdn\.canopy\.example/,
    );
  });

  it('is empty, not an error, when nothing is built', async () => {
    const { url } = await startGateway();
    const res = await request(url).get('/mfe-manifest.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ remotes: {} });
  });
});

describe('static front ends', () => {
  it('serves the shell and remotes with the cache policy of CONVENTIONS.md', async () => {
    const { url } = await startGateway({ STATIC_DIR: dir });
    const cases: Array<[string, string, string]> = [
      ['/', 'no-cache', 'shell'],
      ['/index.html', 'no-cache', 'shell'],
      ['/main.0a1b2c3d4e.js', IMMUTABLE, 'console.log'],
      ['/favicon.svg', 'no-cache', '<svg/>'],
      ['/remotes/learn/mf-manifest.json', 'no-cache', 'learn'],
      ['/remotes/learn/remoteEntry.js', 'no-cache', 'var learn'],
      ['/remotes/learn/src_routes.9f8e7d6c5b.js', IMMUTABLE, 'export'],
    ];
    for (const [p, cache, text] of cases) {
      const res = await request(url)
        .get(p)
        .buffer(true)
        .parse((r, cb) => {
          let data = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (data += c));
          r.on('end', () => cb(null, data));
        });
      expect(res.status, p).toBe(200);
      expect(res.headers['cache-control'], p).toBe(cache);
      expect(String(res.body), p).toContain(text);
    }
  });

  it('falls back to index.html for client routes only', async () => {
    const { url } = await startGateway({ STATIC_DIR: dir });
    const html = (p: string) => request(url).get(p).set('Accept', 'text/html,application/xhtml+xml');

    for (const p of ['/courses/3', '/forum/topics/1/discussions/2', '/auth', '/educator/courses/1/builder']) {
      const res = await html(p);
      expect(res.status, p).toBe(200);
      expect(res.text, p).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Never for the API, remote assets, file-like paths, other methods or non-HTML requests.
    expect((await html('/api/whatever')).status).toBe(404);
    expect((await html('/api/whatever')).headers['content-type']).toMatch(/json/);
    expect((await html('/remotes/learn/missing-page')).status).toBe(404);
    expect((await html('/remotes/forum/mf-manifest.json')).status).toBe(404);
    expect((await html('/missing.js')).status).toBe(404);
    expect((await request(url).get('/courses/3').set('Accept', 'application/json')).status).toBe(404);
    expect((await request(url).post('/courses/3').set('Accept', 'text/html')).status).toBe(404);
    const head = await request(url).head('/courses/3').set('Accept', 'text/html');
    expect(head.status).toBe(200);
  });

  it('answers a short page, not a crash, before the shell is built', async () => {
    const { url } = await startGateway();
    const res = await request(url).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/not been built yet/);
    expect((await request(url).get('/remotes/learn/remoteEntry.js')).status).toBe(404);
  });

  it('sends the security headers the app needs', async () => {
    const { url } = await startGateway({ STATIC_DIR: dir });
    const res = await request(url).get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' https: data:");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(csp).toMatch(new RegExp(`connect-src 'self' ws://${new URL(url).host.replace(/\./g, '\\.')}`));
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // HSTS only over TLS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses text answers', async () => {
    await put('shell/dist/big.0123456789.js', 'x'.repeat(50_000));
    const { url } = await startGateway({ STATIC_DIR: dir });
    const res = await request(url).get('/big.0123456789.js').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('cacheControlFor', () => {
  it('tells hashed assets from the rest', () => {
    expect(cacheControlFor('/x/main.3f9a1c2e7b.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/123.deadbeef00.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/main.3f9a1c2e7b.js.map')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/robots.txt')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-stats.json')).toBe('no-cache');
  });
});
