/**
 * Remotes own their paths at run time: a forum remote that gains a page is served by the running, unchanged shell.
 *
 * The test builds, in its own temporary folder, a variant of mfe-forum with one more page (/forum) — the real
 * build is untouched — serves it from a small static server on another origin, and starts a second platform
 * (the launcher, on free ports and a fresh data folder) whose REMOTE_FORUM_URL points at it. The gateway reads the
 * variant's paths file beside its remoteEntry.js, and the shell, built before the page existed, routes to it and
 * shows the header's Forum link.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './support/free-port';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The built launcher (`npm run build`); E2E_LAUNCHER names another build of it.
const launcherMain = process.env.E2E_LAUNCHER ?? path.join(repoRoot, 'infra', 'launcher', 'dist', 'main.js');
const forumDir = path.join(repoRoot, 'mfe-forum');
const NEW_PAGE = '/forum';
const NEW_HEADING = 'Forum preview';

let tmp: string;
let staticServer: Server;
let staticUrl: string;
let launcher: ChildProcess | undefined;
let gatewayUrl: string;
let launcherLog = '';

test.describe.configure({ mode: 'serial' });

/** Runs a command to completion; its output is kept for the failure message. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${out}`)),
    );
  });
}

/** The variant's sources: the real forum's paths and routes, plus one page. Nothing in mfe-forum is changed. */
async function writeForumVariant(dir: string) {
  const real = (file: string) => JSON.stringify(path.join(forumDir, 'src', file));
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(
    path.join(dir, 'src', 'paths.ts'),
    `import { pages as forumPages } from ${real('paths.ts')};
export const pages = { ...forumPages, '${NEW_PAGE}': { page: './ForumPreviewPage', guard: 'public' } };
export const paths = Object.keys(pages);
`,
  );
  await writeFile(
    path.join(dir, 'src', 'ForumPreviewPage.tsx'),
    `export default function ForumPreviewPage() {
  return (
    <div style={{ padding: 32 }}>
      <h1>${NEW_HEADING}</h1>
      <p>A page the forum remote gained after the shell was built.</p>
    </div>
  );
}
`,
  );
  await writeFile(
    path.join(dir, 'src', 'routes.tsx'),
    `import { lazy } from 'react';
import { defineRoutes } from '@canopy/auth';
import forumRoutes from ${real('routes.tsx')};

const ForumPreviewPage = lazy(() => import('./ForumPreviewPage'));

export default defineRoutes([
  ...forumRoutes.filter((r) => r.path !== '${NEW_PAGE}'),
  { path: '${NEW_PAGE}', guard: 'public', Component: ForumPreviewPage, title: '${NEW_HEADING}' },
]);
`,
  );
  // The one front-end configuration, as the real forum uses it; only the exposed routes, the paths module and
  // the output folder differ. Modules the temporary files import resolve from the repository's node_modules.
  await writeFile(
    path.join(dir, 'rspack.config.mjs'),
    `import { createFrontendConfig } from ${JSON.stringify(path.join(repoRoot, 'tools', 'frontend-config.mjs'))};

export default createFrontendConfig({
  dir: ${JSON.stringify(forumDir)},
  name: 'forum',
  kind: 'remote',
  exposes: { './routes': ${JSON.stringify(path.join(dir, 'src', 'routes.tsx'))} },
  paths: ${JSON.stringify(path.join(dir, 'src', 'paths.ts'))},
  port: 0,
  extend: (config) => ({
    ...config,
    output: { ...config.output, path: ${JSON.stringify(path.join(dir, 'dist'))} },
    resolve: { ...config.resolve, modules: ['node_modules', ${JSON.stringify(path.join(repoRoot, 'node_modules'))}] },
  }),
});
`,
  );
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
};

/** A remote's host on another origin (a CDN): files of `root`, readable cross-origin, never cached. */
async function serveStatic(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = path.join(
      root,
      path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)),
    );
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-cache');
    if (!file.startsWith(root + path.sep)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function waitForHealth(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (launcher?.exitCode !== null && launcher?.exitCode !== undefined) {
      throw new Error(`the second platform exited (${launcher.exitCode}):\n${launcherLog}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the second platform did not start:\n${launcherLog}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  tmp = await mkdtemp(path.join(os.tmpdir(), 'canopy-e2e-remote-paths-'));
  await writeForumVariant(tmp);
  await run(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'),
      'build',
      '-c',
      'rspack.config.mjs',
    ],
    tmp,
  );
  ({ server: staticServer, url: staticUrl } = await serveStatic(path.join(tmp, 'dist')));

  const [port, identityPort, coursePort, forumPort, liveSessionPort, contentPort] = await Promise.all(
    Array.from({ length: 6 }, freePort),
  );
  gatewayUrl = `http://localhost:${port}`;
  // Only what this platform needs: never the developer's DATABASE_URL or REDIS_URL (it would share their data).
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmp,
    PORT: String(port),
    IDENTITY_PORT: String(identityPort),
    COURSE_PORT: String(coursePort),
    FORUM_PORT: String(forumPort),
    LIVE_SESSION_PORT: String(liveSessionPort),
    CONTENT_PORT: String(contentPort),
    DATA_DIR: path.join(tmp, 'data'),
    // This repository's built shell and remotes (the launcher would otherwise look beside its own bundle).
    STATIC_DIR: repoRoot,
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    REMOTE_FORUM_URL: `${staticUrl}/remoteEntry.js`,
  };
  launcher = spawn(process.execPath, [launcherMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher.stdout?.on('data', (c: Buffer) => (launcherLog += c));
  launcher.stderr?.on('data', (c: Buffer) => (launcherLog += c));
  await waitForHealth(gatewayUrl, 180_000);
});

test.afterAll(async () => {
  if (launcher && launcher.exitCode === null) {
    const exited = new Promise((resolve) => launcher!.once('exit', resolve));
    launcher.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (launcher.exitCode === null) launcher.kill('SIGKILL');
  }
  await new Promise<void>((resolve) => (staticServer ? staticServer.close(() => resolve()) : resolve()));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

test('a page the forum remote declares after the shell was built is served by the unchanged shell', async ({
  page,
  request,
}) => {
  // The variant declares the page beside its remoteEntry.js, and the second gateway lists it.
  const routesFile = (await (await fetch(`${staticUrl}/canopy-routes.json`)).json()) as {
    paths: string[];
    preload: Record<string, string[]>;
  };
  expect(routesFile.paths).toEqual(expect.arrayContaining([NEW_PAGE, '/community-guidelines']));
  const manifest = (await (await fetch(`${gatewayUrl}/mfe-manifest.json`)).json()) as {
    remotes: Record<string, { entry: string; paths: string[] }>;
  };
  expect(manifest.remotes.forum).toEqual({ entry: `${staticUrl}/remoteEntry.js`, paths: routesFile.paths });
  // With the new page's first files (its routes' chunks and its own), which its HTML names on the other origin.
  const firstFiles = routesFile.preload[NEW_PAGE] ?? [];
  expect(firstFiles.length).toBeGreaterThan(0);
  const pageHtml = await (
    await fetch(`${gatewayUrl}${NEW_PAGE}`, { headers: { accept: 'text/html' } })
  ).text();
  for (const src of [`${staticUrl}/remoteEntry.js`, ...firstFiles.map((f) => `${staticUrl}/${f}`)]) {
    expect(pageHtml).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${src}">`);
  }

  // One shell build serves both platforms: the same index.html (hence the same hashed bundles) on each.
  const shellHere = await (await request.get('/')).text();
  const shellThere = await (await fetch(`${gatewayUrl}/`, { headers: { accept: 'text/html' } })).text();
  expect(shellThere).toBe(shellHere);

  // The unchanged shell routes the new path to the variant, loaded from the other origin.
  const fromVariant = page.waitForResponse((r) => r.url().startsWith(`${staticUrl}/`) && r.ok());
  await page.goto(`${gatewayUrl}${NEW_PAGE}`);
  await fromVariant;
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(NEW_HEADING));

  // Links follow the same manifest: the header's Forum entry exists here, and leads to the page.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto(`${gatewayUrl}/community-guidelines`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Forum' }).click();
  await expect(page).toHaveURL(`${gatewayUrl}${NEW_PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
});

test('on the main platform the same path is a page, with a link to it, exactly when its forum declares it', async ({
  page,
  request,
}) => {
  const { remotes } = (await (await request.get('/mfe-manifest.json')).json()) as {
    remotes: Record<string, { paths: string[] }>;
  };
  const declared = (remotes.forum?.paths ?? []).includes(NEW_PAGE);
  await page.goto('/community-guidelines');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
  ).toBeVisible();
  const forumLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum' });
  await expect(forumLink).toHaveCount(declared ? 1 : 0);
  await page.goto(NEW_PAGE);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toHaveCount(
    declared ? 0 : 1,
  );
});
