import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { mfeManifestSchema } from '@canopy/contracts';
import { cacheControlFor } from '../src';
import {
  cleanup,
  closedPort,
  startEchoServer,
  startGateway,
  startGatewayWithLog,
} from './support/gateway-harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let dir: string;

async function put(file: string, content: string | Buffer) {
  const full = path.join(dir, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'canopy-gw-front-'));
  await put(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>shell</title></head><body></body></html>',
  );
  await put('shell/dist/main.0a1b2c3d4e.js', 'console.log("shell")');
  await put('shell/dist/favicon.svg', '<svg/>');
  await put(
    'mfe-learn/dist/canopy-routes.json',
    JSON.stringify({
      paths: ['/', '/courses', '/courses/:id'],
      guards: { '/': 'home', '/courses': 'public', '/courses/:id': 'public' },
      preload: {
        '/': ['src_routes.9f8e7d6c5b.js', 'page-home.0123456789.js'],
        '/courses/:id': ['src_routes.9f8e7d6c5b.js', 'page-course.abcdef0123.js'],
      },
      reads: {
        '/': ['/api/enrollments'],
        '/courses': ['/api/categories', '/api/courses?sort=newest&limit=12'],
        '/courses/:id': ['/api/courses/:id', '/api/courses/:id/outline'],
      },
      readsVaryBy: { '/courses': ['search', 'page'] },
    }),
  );
  await put('mfe-learn/dist/remoteEntry.js', 'var learn;');
  await put('mfe-learn/dist/src_routes.9f8e7d6c5b.js', 'export{}');
  await put('mfe-admin/dist/remoteEntry.js', 'var admin;');
  // studio has a folder but no build output yet; forum nothing at all.
  await mkdir(path.join(dir, 'mfe-studio'), { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(cleanup);

describe('/mfe-manifest.json', () => {
  it('lists the remotes whose dist exists with the paths their build declares, uncached', async () => {
    const { url } = await startGateway({ STATIC_DIR: dir });
    const res = await request(url).get('/mfe-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      remotes: {
        learn: { entry: '/remotes/learn/remoteEntry.js', paths: ['/', '/courses', '/courses/:id'] },
        // Built before remotes declared their paths: listed, owning nothing until it is rebuilt.
        admin: { entry: '/remotes/admin/remoteEntry.js', paths: [] },
      },
    });
    expect(mfeManifestSchema.safeParse(res.body).success).toBe(true);
    // The paths file itself is served like the other manifests: never cached stale.
    const file = await request(url).get('/remotes/learn/canopy-routes.json');
    expect(file.headers['cache-control']).toBe('no-cache');
  });

  it('takes REMOTE_{NAME}_URL over the local build and fetches the paths file beside it', async () => {
    const cdn = await startEchoServer({
      handler: (req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(req.url === '/forum/canopy-routes.json' ? { paths: ['/forum', '/forum/*'] } : {}),
        );
      },
    });
    const { url } = await startGateway({
      STATIC_DIR: dir,
      REMOTE_FORUM_URL: `${cdn.url}/forum/remoteEntry.js`,
      REMOTE_LEARN_URL: '/remotes/learn-next/remoteEntry.js',
      REMOTE_LEARN_PATHS: '/, /courses ,/courses/:id/*',
    });
    const res = await request(url).get('/mfe-manifest.json');
    expect(res.body.remotes).toEqual({
      learn: { entry: '/remotes/learn-next/remoteEntry.js', paths: ['/', '/courses', '/courses/:id/*'] },
      forum: { entry: `${cdn.url}/forum/remoteEntry.js`, paths: ['/forum', '/forum/*'] },
      admin: { entry: '/remotes/admin/remoteEntry.js', paths: [] },
    });
    // A remote on another origin may load its scripts into the page.
    const page = await request(url).get('/').set('Accept', 'text/html');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${cdn.url}`);

    // Cached briefly: the next manifests do not ask the remote again.
    await request(url).get('/mfe-manifest.json');
    await request(url).get('/mfe-manifest.json');
    expect(cdn.received.map((r) => r.url)).toEqual(['/forum/canopy-routes.json']);
  });

  it('tolerates a remote whose paths file is unreachable or malformed, with a log line and no 500', async () => {
    const down = await closedPort();
    const cdn = await startEchoServer({
      handler: (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end('{"paths": ["/forum", 42]');
      },
    });
    const { url, logs } = await startGatewayWithLog({
      STATIC_DIR: dir,
      REMOTE_FORUM_URL: `${cdn.url}/forum/remoteEntry.js`,
      REMOTE_STUDIO_URL: `http://127.0.0.1:${down}/studio/remoteEntry.js`,
    });
    const res = await request(url).get('/mfe-manifest.json');
    expect(res.status).toBe(200);
    expect(res.body.remotes.forum).toEqual({ entry: `${cdn.url}/forum/remoteEntry.js`, paths: [] });
    expect(res.body.remotes.studio).toEqual({
      entry: `http://127.0.0.1:${down}/studio/remoteEntry.js`,
      paths: [],
    });
    expect(res.body.remotes.learn.paths).toEqual(['/', '/courses', '/courses/:id']);
    const warned = logs().filter((l) => l.msg.startsWith('could not read a remote paths file'));
    expect(warned.map((l) => l.remote).sort()).toEqual(['forum', 'studio']);
  });

  it('ignores a malformed paths file in a local build, with a log line and no 500', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'canopy-gw-broken-'));
    try {
      await mkdir(path.join(broken, 'mfe-forum', 'dist'), { recursive: true });
      await writeFile(path.join(broken, 'mfe-forum', 'dist', 'remoteEntry.js'), 'var forum;');
      await writeFile(path.join(broken, 'mfe-forum', 'dist', 'canopy-routes.json'), '{"paths": "/forum"}');
      const { url, logs } = await startGatewayWithLog({ STATIC_DIR: broken });
      for (let i = 0; i < 3; i++) {
        const res = await request(url).get('/mfe-manifest.json');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          remotes: { forum: { entry: '/remotes/forum/remoteEntry.js', paths: [] } },
        });
      }
      const warned = logs().filter((l) => l.msg.startsWith('ignoring malformed remote paths file'));
      expect(warned).toHaveLength(1); // once per version of the file, not once per request
      expect(warned[0]).toMatchObject({ level: 40, remote: 'forum' });

      // Rebuilt: the new file is read at once, while the gateway runs.
      await writeFile(
        path.join(broken, 'mfe-forum', 'dist', 'canopy-routes.json'),
        JSON.stringify({ paths: ['/forum', '/community-guidelines'] }),
      );
      const res = await request(url).get('/mfe-manifest.json');
      expect(res.body.remotes.forum.paths).toEqual(['/forum', '/community-guidelines']);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('refuses to start with a REMOTE_{NAME}_PATHS that is not a list of path patterns', async () => {
    await expect(startGateway({ REMOTE_FORUM_PATHS: '/forum,forum/*' })).rejects.toThrow(
      /REMOTE_FORUM_PATHS: "forum\/\*" is not a path pattern/,
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
      ['/remotes/learn/remoteEntry.js', 'no-cache', 'var learn'],
      ['/remotes/learn/canopy-routes.json', 'no-cache', '/courses/:id'],
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
    expect((await html('/remotes/forum/remoteEntry.js')).status).toBe(404);
    expect((await html('/missing.js')).status).toBe(404);
    expect((await request(url).get('/courses/3').set('Accept', 'application/json')).status).toBe(404);
    expect((await request(url).post('/courses/3').set('Accept', 'text/html')).status).toBe(404);
    const head = await request(url).head('/courses/3').set('Accept', 'text/html');
    expect(head.status).toBe(200);
  });

  it("names in a page's HTML the scripts it needs from its remote, and only those", async () => {
    const { url } = await startGateway({ STATIC_DIR: dir });
    const html = (p: string) => request(url).get(p).set('Accept', 'text/html');
    const preloads = (text: string) =>
      [...text.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map(
        (m) => m[1],
      );

    const detail = await html('/courses/3');
    expect(preloads(detail.text)).toEqual([
      '/remotes/learn/remoteEntry.js',
      '/remotes/learn/src_routes.9f8e7d6c5b.js',
      '/remotes/learn/page-course.abcdef0123.js',
    ]);
    expect(detail.text).toMatch(/page-course\.abcdef0123\.js"><\/head>/);
    expect(detail.headers.vary).toMatch(/Cookie/);
    // The home page too (served at / whatever the request accepts), for those its guard lets in: a visitor is
    // sent to /auth from there, so its HTML names nothing for them.
    expect(preloads((await request(url).get('/')).text)).toEqual([]);
    const signedIn = await request(url).get('/').set('Cookie', 'theme=dark; canopy.sid=s%3Aabc.def');
    expect(preloads(signedIn.text)).toEqual([
      '/remotes/learn/remoteEntry.js',
      '/remotes/learn/src_routes.9f8e7d6c5b.js',
      '/remotes/learn/page-home.0123456789.js',
    ]);
    // A page whose remote names no files for it: its entry; a page of the shell or of nobody: nothing.
    expect(preloads((await html('/courses')).text)).toEqual(['/remotes/learn/remoteEntry.js']);
    expect(preloads((await html('/auth')).text)).toEqual([]);
    expect(preloads((await html('/nowhere/at/all')).text)).toEqual([]);
    // Revalidated like the file was: an unchanged page is a 304.
    const again = await html('/courses/3').set('If-None-Match', String(detail.headers.etag));
    expect(again.status).toBe(304);
  });

  it("names in a page's HTML the API paths it reads first, with its parameters, for those its guard lets in", async () => {
    const { url } = await startGateway({ STATIC_DIR: dir });
    const html = (p: string) => request(url).get(p).set('Accept', 'text/html');
    const reads = (text: string) => {
      const found = /<meta name="canopy-first-reads" content="([^"]*)">/.exec(text);
      return found ? (found[1] ?? '').replaceAll('&amp;', '&').split(' ') : [];
    };
    expect(reads((await html('/courses/3')).text)).toEqual(['/api/courses/3', '/api/courses/3/outline']);
    // A parameter is one segment, encoded; one that would climb out of the API path names nothing.
    expect(reads((await html('/courses/a%20b')).text)).toEqual([
      '/api/courses/a%20b',
      '/api/courses/a%20b/outline',
    ]);
    expect(reads((await html('/courses/%2e%2e')).text)).toEqual([]);
    expect(reads((await html('/courses/a%2Fb')).text)).toEqual([
      '/api/courses/a%2Fb',
      '/api/courses/a%2Fb/outline',
    ]);
    // The home page's reads are a signed-in caller's: a visitor is sent to /auth from there.
    expect(reads((await request(url).get('/')).text)).toEqual([]);
    const signedIn = await request(url).get('/').set('Cookie', 'canopy.sid=s%3Aabc.def');
    expect(reads(signedIn.text)).toEqual(['/api/enrollments']);
    // A fixed query string is named as declared (attribute-escaped in the HTML); a URL query the page's reads vary
    // by makes it read something else, so nothing is named; any other query changes nothing.
    const listing = ['/api/categories', '/api/courses?sort=newest&limit=12'];
    expect((await html('/courses')).text).toContain('/api/courses?sort=newest&amp;limit=12');
    expect(reads((await html('/courses')).text)).toEqual(listing);
    expect(reads((await html('/courses?utm_source=mail')).text)).toEqual(listing);
    expect(reads((await html('/courses?page=2')).text)).toEqual([]);
    expect(reads((await html('/courses?utm_source=mail&search=soil')).text)).toEqual([]);
    expect(reads((await html('/courses/3?page=2')).text)).toEqual([
      '/api/courses/3',
      '/api/courses/3/outline',
    ]);
  });

  it("takes a remote's page scripts from beside its URL, and drops a list that names files elsewhere", async () => {
    const cdn = await startEchoServer({
      handler: (req, res) => {
        res.setHeader('content-type', 'application/json');
        const files: Record<string, unknown> = {
          '/forum/canopy-routes.json': {
            paths: ['/forum', '/forum/topics/:id', '/forum/join'],
            guards: { '/forum': 'public', '/forum/topics/:id': 'public', '/forum/join': 'guest' },
            preload: { '/forum/topics/:id': ['routes.1234567890.js', 'page-topic.0987654321.js'] },
            // Not API paths of this site: dropped, and the files with them are still named.
            reads: { '/forum/topics/:id': ['https://elsewhere.example/steal', '/api/topics/:id'] },
          },
          '/studio/canopy-routes.json': {
            paths: ['/educator'],
            guards: { '/educator': 'superuser' },
            preload: { '/educator': ['../../secrets.js'] },
          },
        };
        res.end(JSON.stringify(files[req.url ?? ''] ?? {}));
      },
    });
    const { url } = await startGateway({
      STATIC_DIR: dir,
      REMOTE_FORUM_URL: `${cdn.url}/forum/remoteEntry.js`,
      REMOTE_STUDIO_URL: `${cdn.url}/studio/remoteEntry.js`,
    });
    const html = (p: string) => request(url).get(p).set('Accept', 'text/html');
    expect((await html('/forum/topics/7')).text).toContain(
      `<link rel="preload" as="script" fetchpriority="low" href="${cdn.url}/forum/remoteEntry.js">` +
        `<link rel="preload" as="script" fetchpriority="low" href="${cdn.url}/forum/routes.1234567890.js">` +
        `<link rel="preload" as="script" fetchpriority="low" href="${cdn.url}/forum/page-topic.0987654321.js">`,
    );
    expect((await html('/forum/topics/7')).text).not.toContain('canopy-first-reads');
    // A guest page names its files to visitors only (a signed-in caller is sent home from it).
    const join = `<link rel="preload" as="script" fetchpriority="low" href="${cdn.url}/forum/remoteEntry.js">`;
    expect((await html('/forum/join')).text).toContain(join);
    expect((await html('/forum/join').set('Cookie', 'canopy.sid=s%3Aabc.def')).text).not.toContain(join);
    // Malformed lists are hints lost (any caller gets the entry), not the remote's pages.
    const educator = await html('/educator');
    expect(educator.text).not.toContain('secrets');
    expect(educator.text).toContain(`href="${cdn.url}/studio/remoteEntry.js"`);
    expect((await request(url).get('/mfe-manifest.json')).body.remotes.studio.paths).toEqual(['/educator']);
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

describe('precompressed copies', () => {
  const source = `export const text = "${'canopy '.repeat(2_000)}";`;
  const decoded = (res: request.Response) => String(res.body);
  const asText = (res: request.Response, cb: (err: Error | null, body: string) => void) => {
    const r = res as unknown as NodeJS.ReadableStream;
    let data = '';
    r.setEncoding('utf8');
    r.on('data', (c: string) => (data += c));
    r.on('end', () => cb(null, data));
  };

  it("serves the build's brotli or gzip copy to a browser that accepts it, the file to one that does not", async () => {
    await put('mfe-forum/dist/page.0a0b0c0d0e.js', source);
    await put('mfe-forum/dist/page.0a0b0c0d0e.js.br', brotliCompressSync(source));
    await put('mfe-forum/dist/page.0a0b0c0d0e.js.gz', gzipSync(source));
    await put('mfe-forum/dist/remoteEntry.js', 'var forum;');
    const { url } = await startGateway({ STATIC_DIR: dir });
    const get = (encoding: string) =>
      request(url)
        .get('/remotes/forum/page.0a0b0c0d0e.js')
        .set('Accept-Encoding', encoding)
        .buffer(true)
        .parse(asText);

    const br = await get('gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(brotliCompressSync(source).length));
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decoded(br)).toBe(source);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(gzipSync(source).length));
    expect(decoded(gz)).toBe(source);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(plain)).toBe(source);

    // Revalidation works per copy: each has its own ETag.
    const again = await request(url)
      .get('/remotes/forum/page.0a0b0c0d0e.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', String(br.headers.etag));
    expect(again.status).toBe(304);
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });
});

describe('cacheControlFor', () => {
  it('tells hashed assets from the rest', () => {
    expect(cacheControlFor('/x/main.3f9a1c2e7b.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/123.deadbeef00.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/main.3f9a1c2e7b.js.map')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/main.3f9a1c2e7b.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/robots.txt')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-stats.json')).toBe('no-cache');
  });
});
