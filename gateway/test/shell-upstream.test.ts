/**
 * SHELL_URL: the shell deployed on its own static server; the gateway serves its files on its own origin and
 * renders every page from its index.html.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, closedPort, startGateway, startGatewayWithLog } from './support/gateway-harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAIN = 'console.log("the shell from its own server");'.repeat(40);
let webRoot: string;
let staticDir: string;
let shell: { server: Server; url: string; asked: string[] };

/** Written whole and renamed into place, as a release is published: the server never reads half a file. */
const put = async (root: string, file: string, content: string | Buffer) => {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(`${target}.part`, content);
  await rename(`${target}.part`, target);
};
const indexHtml = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script defer src="/main.0a1b2c3d4e.js"></script></head><body></body></html>`;

/** The shell's static server as nginx would be: files with an ETag, 304 on a match, .br copies as plain files. */
async function startShellServer(root: string) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    asked.push(`${req.method} ${p}${req.headers['if-none-match'] ? ' (conditional)' : ''}`);
    readFile(path.join(root, path.normalize(p))).then(
      (body) => {
        const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
        if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
        const type = p.endsWith('.html')
          ? 'text/html'
          : p.endsWith('.js')
            ? 'text/javascript'
            : 'application/octet-stream';
        res.writeHead(200, {
          etag,
          'content-type': type,
          'content-length': body.length,
          'cache-control': 'no-store',
        });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, asked };
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'canopy-gw-shell-web-'));
  staticDir = await mkdtemp(path.join(tmpdir(), 'canopy-gw-shell-local-'));
  await put(webRoot, 'index.html', indexHtml('shell from its server'));
  await put(webRoot, 'main.0a1b2c3d4e.js', MAIN);
  await put(webRoot, 'main.0a1b2c3d4e.js.br', brotliCompressSync(MAIN));
  await put(webRoot, 'tiny.9f8e7d6c5b.js', 'export{}');
  await put(webRoot, 'favicon.svg', '<svg/>');
  // A local shell build that must not be used once SHELL_URL is set, and a local remote that still is.
  await put(staticDir, 'shell/dist/index.html', indexHtml('local shell'));
  await put(
    staticDir,
    'mfe-learn/dist/canopy-routes.json',
    JSON.stringify({ paths: ['/courses'], guards: { '/courses': 'public' }, preload: {} }),
  );
  await put(staticDir, 'mfe-learn/dist/remoteEntry.js', 'var learn;');
  shell = await startShellServer(webRoot);
});
afterAll(async () => {
  await new Promise((resolve) => shell.server.close(resolve));
  await Promise.all([webRoot, staticDir].map((d) => rm(d, { recursive: true, force: true })));
});
afterEach(cleanup);

const html = (url: string, p: string) => request(url).get(p).set('Accept', 'text/html');
const raw = (req: request.Test) =>
  req.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });

describe('SHELL_URL', () => {
  it("renders every page from the shell server's index.html, with the page's remote scripts, never the local build", async () => {
    const { url } = await startGateway({ STATIC_DIR: staticDir, SHELL_URL: shell.url });
    for (const p of ['/', '/courses', '/auth']) {
      const res = await html(url, p);
      expect(res.status, p).toBe(200);
      expect(res.text, p).toContain('<title>shell from its server</title>');
      expect(res.headers['cache-control'], p).toBe('no-cache');
    }
    expect((await html(url, '/courses')).text).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/remotes/learn/remoteEntry.js">',
    );
    // The local remote is still served from disk, and the manifest is the gateway's.
    expect((await request(url).get('/remotes/learn/remoteEntry.js')).text).toBe('var learn;');
    expect((await request(url).get('/mfe-manifest.json')).body.remotes.learn.paths).toEqual(['/courses']);
  });

  it("serves the shell server's files on the gateway's origin: brotli copies when accepted, the gateway's cache policy", async () => {
    const { url } = await startGateway({ STATIC_DIR: staticDir, SHELL_URL: shell.url });
    const br = await raw(request(url).get('/main.0a1b2c3d4e.js').set('Accept-Encoding', 'br'));
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    // The copy as it is on the server (the client here decodes it).
    expect(br.headers['content-length']).toBe(String(brotliCompressSync(MAIN).length));
    expect(br.body.toString()).toBe(MAIN);

    const plain = await raw(request(url).get('/main.0a1b2c3d4e.js').set('Accept-Encoding', 'identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(MAIN);

    // A small file has no brotli copy: asked for once, then never again.
    shell.asked.length = 0;
    for (let i = 0; i < 2; i++) {
      const tiny = await request(url).get('/tiny.9f8e7d6c5b.js').set('Accept-Encoding', 'br');
      expect(tiny.text).toBe('export{}');
    }
    expect(shell.asked.filter((a) => a.includes('tiny.9f8e7d6c5b.js.br'))).toHaveLength(1);

    const icon = await request(url).get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const again = await request(url).get('/favicon.svg').set('If-None-Match', String(icon.headers.etag));
    expect(again.status).toBe(304);
    // A file the shell does not have is the gateway's 404; the remotes' paths are never asked of the shell.
    expect((await request(url).get('/missing.0123456789.js')).status).toBe(404);
    // Nothing outside the server's base path, and no crash on a path that does not decode.
    shell.asked.length = 0;
    expect((await request(url).get('/%2e%2e/secret.js')).status).toBe(404);
    expect((await request(url).get('/bad%E0.js')).status).toBe(404);
    expect(shell.asked).toEqual([]);
    shell.asked.length = 0;
    expect((await request(url).get('/remotes/forum/remoteEntry.js')).status).toBe(404);
    expect(shell.asked).toEqual([]);
  });

  it('picks up a shell release after SHELL_TEMPLATE_TTL_MS, revalidating with If-None-Match meanwhile', async () => {
    const { url } = await startGateway({
      STATIC_DIR: staticDir,
      SHELL_URL: shell.url,
      SHELL_TEMPLATE_TTL_MS: '50',
    });
    try {
      expect((await html(url, '/')).text).toContain('shell from its server');
      await new Promise((r) => setTimeout(r, 80));
      shell.asked.length = 0;
      await html(url, '/'); // starts the revalidation; answered from the copy in hand
      // The polls allow for a busy CI machine; the TTL under test is 50 ms.
      await expect.poll(() => shell.asked, { timeout: 5000 }).toContain('GET /index.html (conditional)');

      await put(webRoot, 'index.html', indexHtml('the next shell release'));
      await new Promise((r) => setTimeout(r, 80));
      await html(url, '/');
      await expect
        .poll(async () => (await html(url, '/')).text, { timeout: 5000 })
        .toContain('the next shell release');
    } finally {
      await put(webRoot, 'index.html', indexHtml('shell from its server'));
    }
  });
});

describe('REMOTE_{NAME}_UPSTREAM_URL', () => {
  it("serves a remote's own static server at /remotes/{name}/ and describes it from there", async () => {
    const web = await mkdtemp(path.join(tmpdir(), 'canopy-gw-forum-web-'));
    await put(web, 'remoteEntry.js', 'var forum;');
    await put(web, 'remoteEntry.0123456789.js', 'var forum;');
    await put(
      web,
      'canopy-routes.json',
      JSON.stringify({
        paths: ['/forum'],
        guards: { '/forum': 'public' },
        preload: { '/forum': ['routes.abcdef0123.js'] },
        entry: 'remoteEntry.0123456789.js',
      }),
    );
    const forum = await startShellServer(web);
    try {
      const { url } = await startGateway({ STATIC_DIR: staticDir, REMOTE_FORUM_UPSTREAM_URL: forum.url });
      const { remotes } = (await request(url).get('/mfe-manifest.json')).body;
      expect(remotes.forum).toEqual({ entry: '/remotes/forum/remoteEntry.0123456789.js', paths: ['/forum'] });
      const entry = await request(url).get('/remotes/forum/remoteEntry.0123456789.js');
      expect(entry.text).toBe('var forum;');
      expect(entry.headers['cache-control']).toBe(IMMUTABLE);
      expect((await request(url).get('/remotes/forum/remoteEntry.js')).headers['cache-control']).toBe(
        'no-cache',
      );
      expect((await html(url, '/forum')).text).toContain('href="/remotes/forum/routes.abcdef0123.js"');
    } finally {
      await new Promise((resolve) => forum.server.close(resolve));
      await rm(web, { recursive: true, force: true });
    }
  });

  it('refuses a remote given both a browser URL and an upstream', async () => {
    await expect(
      startGateway({
        REMOTE_FORUM_URL: 'https://cdn.example/forum/remoteEntry.js',
        REMOTE_FORUM_UPSTREAM_URL: 'http://forum:8080/',
      }),
    ).rejects.toThrow(/set one, not both/);
  });
});

describe('SHELL_URL unreachable', () => {
  it('answers pages with a 503 page saying so and files with a 503, never cached; the API and health are untouched', async () => {
    const { url, logs } = await startGatewayWithLog({
      STATIC_DIR: staticDir,
      SHELL_URL: `http://127.0.0.1:${await closedPort()}/`,
    });
    {
      const page = await html(url, '/courses');
      expect(page.status).toBe(503);
      expect(page.headers['content-type']).toMatch(/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['retry-after']).toBe('5');
      expect(page.text).toContain('<h1>Canopy is unavailable right now</h1>');
      expect(page.text).not.toContain('local shell');

      const file = await request(url).get('/main.0a1b2c3d4e.js');
      expect(file.status).toBe(503);
      expect(file.headers['cache-control']).toBe('no-store');

      expect((await request(url).get('/healthz')).status).toBe(200);
      expect((await request(url).get('/mfe-manifest.json')).status).toBe(200);
      expect(logs().map((l) => l.msg)).toContain(
        "could not read the shell's index.html from SHELL_URL: pages answer 503 until it can be read",
      );
    }
  });

  it('keeps rendering pages from the last good index.html when the shell server goes away', async () => {
    const web = await mkdtemp(path.join(tmpdir(), 'canopy-gw-shell-gone-'));
    await put(web, 'index.html', indexHtml('last good shell'));
    const gone = await startShellServer(web);
    try {
      const { url } = await startGateway({
        STATIC_DIR: staticDir,
        SHELL_URL: gone.url,
        SHELL_TEMPLATE_TTL_MS: '20',
      });
      expect((await html(url, '/courses')).text).toContain('last good shell');
      gone.server.closeAllConnections();
      await new Promise((resolve) => gone.server.close(resolve));
      for (let i = 0; i < 3; i++) {
        await new Promise((r) => setTimeout(r, 30));
        const res = await html(url, '/courses');
        expect(res.status).toBe(200);
        expect(res.text).toContain('last good shell');
      }
    } finally {
      await rm(web, { recursive: true, force: true });
    }
  });

  it('refuses to start with a SHELL_URL that is not an http(s) URL', async () => {
    await expect(startGateway({ SHELL_URL: 'shell:8080' })).rejects.toThrow(/SHELL_URL/);
  });
});
