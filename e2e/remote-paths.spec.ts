/**
 * Front ends deployed on their own: remotes served from their own origins, registered by configuration, released
 * without a shell or gateway rebuild or restart, and checked before their code runs.
 *
 * The test builds, once and in its own temporary folder, two variants — the real builds are untouched:
 * - mfe-forum with a page of its own at /forum (a new release of the forum), and
 * - mfe-admin requiring `@canopy/ui` ^2.0.0, a major the shell does not have (an incompatible release).
 * It serves each from a small static server on another origin (the forum's web root starts with the real forum
 * build, the release before), the shell's build from a static server of its own, and starts a second platform (the
 * launcher, on free ports and a fresh data folder) whose REMOTE_FORUM_URL, REMOTE_ADMIN_URL and SHELL_URL point at
 * them: that gateway has no shell of its own.
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
import { publish } from '../infra/remote-static/publish.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The built launcher (`npm run build`); E2E_LAUNCHER names another build of it.
const launcherMain = process.env.E2E_LAUNCHER ?? path.join(repoRoot, 'infra', 'launcher', 'dist', 'main.js');
const forumDir = path.join(repoRoot, 'mfe-forum');
const adminDir = path.join(repoRoot, 'mfe-admin');
const NEW_PAGE = '/forum';
const NEW_HEADING = 'Forum preview';
const rspackCli = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

let tmp: string;
let staticServer: Server;
let staticUrl: string;
let adminServer: Server;
let adminUrl: string;
/** The forum's web root: releases are published into it, one beside the other. */
let forumRoot: string;
/** The variant's build: the forum's next release. */
let forumNext: string;
/** The shell's web root, its static server and the paths the gateway asked of it. */
let shellRoot: string;
let shellServer: Server;
let shellUrl: string;
const shellAsked: string[] = [];
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
  await mkdir(dir, { recursive: true });
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

/** mfe-admin as it is, built for a major of @canopy/ui the shell does not have. */
async function writeIncompatibleAdmin(dir: string) {
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'rspack.config.mjs'),
    `import { createFrontendConfig } from ${JSON.stringify(path.join(repoRoot, 'tools', 'frontend-config.mjs'))};

export default createFrontendConfig({
  dir: ${JSON.stringify(adminDir)},
  name: 'admin',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  requiredVersions: { '@canopy/ui': '^2.0.0' },
  port: 0,
  extend: (config) => ({ ...config, output: { ...config.output, path: ${JSON.stringify(path.join(dir, 'dist'))} } }),
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

/** Every answer 404 of the static servers (a rollout must cause none). */
const notFound: string[] = [];

/**
 * A remote's host on another origin (a CDN): files of `root`, readable cross-origin, never cached. `asked` (the
 * shell's server, which the gateway asks for brotli copies that may not exist): the paths asked, and 404s are not
 * a rollout's.
 */
async function serveStatic(root: string, asked?: string[]): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    asked?.push(req.url ?? '');
    res.on('finish', () => !asked && res.statusCode === 404 && notFound.push(req.url ?? ''));
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
  const forumVariant = path.join(tmp, 'forum-next');
  const admin = path.join(tmp, 'admin-incompatible');
  await Promise.all([writeForumVariant(forumVariant), writeIncompatibleAdmin(admin)]);
  await Promise.all(
    [forumVariant, admin].map((dir) =>
      run(process.execPath, [rspackCli, 'build', '-c', 'rspack.config.mjs'], dir),
    ),
  );
  // The forum's own origin holds the release before (the real build); the variant is published there later.
  forumRoot = path.join(tmp, 'forum-web');
  await publish(path.join(forumDir, 'dist'), forumRoot);
  ({ server: staticServer, url: staticUrl } = await serveStatic(forumRoot));
  ({ server: adminServer, url: adminUrl } = await serveStatic(path.join(admin, 'dist')));
  forumNext = path.join(forumVariant, 'dist');
  shellRoot = path.join(tmp, 'shell-web');
  await publish(path.join(repoRoot, 'shell', 'dist'), shellRoot);
  ({ server: shellServer, url: shellUrl } = await serveStatic(shellRoot, shellAsked));

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
    REMOTE_ADMIN_URL: `${adminUrl}/remoteEntry.js`,
    // A release is picked up a second after it is published (30 s by default).
    REMOTE_DESCRIPTION_TTL_MS: '1000',
    // The shell from its own static server, not STATIC_DIR's build; a release of it shows up a second later.
    SHELL_URL: `${shellUrl}/`,
    SHELL_TEMPLATE_TTL_MS: '1000',
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
  for (const server of [staticServer, adminServer, shellServer]) {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

interface RoutesFile {
  paths: string[];
  preload: Record<string, string[]>;
  entry: string;
  integrity: string;
  requires: Record<string, string>;
}
type Described = { entry: string; paths: string[]; integrity?: string; requires?: Record<string, string> };

const routesFile = async (): Promise<RoutesFile> =>
  (await (await fetch(`${staticUrl}/canopy-routes.json`)).json()) as RoutesFile;
const described = async (): Promise<Record<string, Described>> =>
  ((await (await fetch(`${gatewayUrl}/mfe-manifest.json`)).json()) as { remotes: Record<string, Described> })
    .remotes;

test('a forum release published beside the last is served by the unchanged shell and gateway; a tab on the last loads no chunk with 404', async ({
  page,
  request,
}) => {
  // The release before (the real forum build), as the gateway describes it from its paths file: its own
  // content-addressed entry, that entry's integrity and the shared ranges it was built for.
  const before = await routesFile();
  expect(before.entry).toMatch(/^remoteEntry\.[0-9a-f]{10}\.js$/);
  expect(before.requires['@canopy/ui']).toBe('^1.0.0');
  expect((await described()).forum).toEqual({
    entry: `${staticUrl}/${before.entry}`,
    paths: before.paths,
    integrity: before.integrity,
    requires: before.requires,
  });

  // A tab opened on it.
  await page.goto(`${gatewayUrl}/community-guidelines`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
  ).toBeVisible();

  // The next release is published into the same web root, beside it; nothing is rebuilt or restarted.
  await publish(forumNext, forumRoot);
  const next = await routesFile();
  expect(next.entry).not.toBe(before.entry);
  await expect
    .poll(async () => (await described()).forum?.entry, { timeout: 15_000 })
    .toBe(`${staticUrl}/${next.entry}`);

  // The open tab still runs the release before: the chunks of the page it opens next are still there.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sustainability Forum' })).toBeVisible();
  expect(notFound).toEqual([]);

  // A page loaded now gets the new release and its new page, with its first files named in the page's HTML (the
  // entry with its integrity, as the loader asks for it).
  const firstFiles = next.preload[NEW_PAGE] ?? [];
  expect(firstFiles.length).toBeGreaterThan(0);
  const pageHtml = await (
    await fetch(`${gatewayUrl}${NEW_PAGE}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(pageHtml).toContain(
    `<link rel="preload" as="script" fetchpriority="low" href="${staticUrl}/${next.entry}" ` +
      `integrity="${next.integrity}" crossorigin="anonymous">`,
  );
  for (const f of firstFiles) {
    expect(pageHtml).toContain(
      `<link rel="preload" as="script" fetchpriority="low" href="${staticUrl}/${f}">`,
    );
  }
  // One shell build serves both platforms: the same index.html (hence the same hashed bundles) on each.
  const shellHere = await (await request.get('/')).text();
  const shellThere = await (await fetch(`${gatewayUrl}/`, { headers: { accept: 'text/html' } })).text();
  expect(shellThere).toBe(shellHere);

  await page.goto(`${gatewayUrl}${NEW_PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(NEW_HEADING));
  expect(notFound).toEqual([]);
});

test("the shell is served from its own static server: pages from its index.html, its files on the gateway's origin, a release picked up without a restart", async ({
  page,
}) => {
  // The gateway keeps the shell's index.html for SHELL_TEMPLATE_TTL_MS (1 s here), so an earlier test may have
  // fetched it just before this one: the shell's server must have been asked for it at some time, and for the
  // page's files now.
  const askedBefore = shellAsked.length;
  const fromGateway: string[] = [];
  page.on('response', (r) => void (r.url().startsWith(gatewayUrl) && fromGateway.push(r.url())));
  await page.goto(`${gatewayUrl}/auth`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The page and its main chunk came through the gateway, which took them from the shell's server.
  const main = /\/main\.[0-9a-f]{8,}\.js$/;
  expect(fromGateway.some((u) => main.test(new URL(u).pathname))).toBe(true);
  expect(shellAsked).toContain('/index.html');
  expect(shellAsked.slice(askedBefore).some((p) => main.test(p.replace(/\.br$/, '')))).toBe(true);
  const servedHtml = await (await fetch(`${gatewayUrl}/auth`, { headers: { accept: 'text/html' } })).text();
  const mainFile = (await readFile(path.join(shellRoot, 'index.html'), 'utf8')).match(
    /main\.[0-9a-f]{8,}\.js/,
  )?.[0];
  expect(mainFile).toBeTruthy();
  expect(servedHtml).toContain(mainFile);

  // A shell release (here: its index.html with one more tag) is published beside the last; no restart.
  const next = path.join(tmp, 'shell-next');
  await publish(path.join(repoRoot, 'shell', 'dist'), next);
  const html = await readFile(path.join(next, 'index.html'), 'utf8');
  await writeFile(
    path.join(next, 'index.html'),
    html.replace('</head>', '<meta name="canopy-release" content="next"></head>'),
  );
  await publish(next, shellRoot);
  await expect
    .poll(async () => (await fetch(`${gatewayUrl}/auth`, { headers: { accept: 'text/html' } })).text(), {
      timeout: 15_000,
    })
    .toContain('<meta name="canopy-release" content="next">');
  await page.goto(`${gatewayUrl}/courses`);
  await expect(page.locator('meta[name="canopy-release"]')).toHaveAttribute('content', 'next');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('an admin release built for another major of @canopy/ui is refused before its code runs; the other areas keep working', async ({
  page,
}) => {
  expect((await described()).admin?.requires?.['@canopy/ui']).toBe('^2.0.0');
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  const adminRequests: string[] = [];
  page.on('request', (r) => void (r.url().startsWith(adminUrl) && adminRequests.push(r.url())));

  await page.goto(`${gatewayUrl}/admin`);
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel.getByRole('heading', { name: 'Admin area is temporarily unavailable' })).toBeVisible();
  await expect(panel).toHaveAttribute('data-reason', 'incompatible');
  await expect(panel).toContainText('updated for a newer version of the site');
  // The shell's own copy is the library's version at build time (libs/ui/package.json).
  const shellHas = JSON.parse(await readFile(path.join(repoRoot, 'libs/ui/package.json'), 'utf8')).version;
  expect(logs.join('\n')).toContain(
    `remote "admin" refused before any of its code ran: it requires @canopy/ui ^2.0.0 (the shell has ${shellHas})`,
  );
  // Not one file of it was fetched, let alone run.
  expect(adminRequests).toEqual([]);

  // Learning, forum and studio areas, one after the other in the same tab.
  for (const [path, area] of [
    ['/courses', 'learn'],
    ['/community-guidelines', 'forum'],
    ['/ebook-library', 'studio'],
  ] as const) {
    await page.goto(`${gatewayUrl}${path}`);
    await expect(page.locator('h1').first(), area).toBeVisible();
    await expect(page.getByTestId('remote-unavailable'), area).toHaveCount(0);
  }
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
