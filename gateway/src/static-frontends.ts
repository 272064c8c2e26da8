import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { GatewayConfig } from './config';

export const remoteNames = ['learn', 'forum', 'studio', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
// Bundlers put a hex content hash in asset names: main.3f9a1c2e.js, 123.a1b2c3d4e5f6.css, x-0badc0de.js.map.
const HASHED = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** Cache policy for a file the gateway serves: hashed assets forever, everything else revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name.endsWith('.html') || ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

function staticDir(root: string) {
  return express.static(root, {
    index: 'index.html',
    cacheControl: false,
    fallthrough: true,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
}

function remoteUrl(config: GatewayConfig, name: RemoteName): string | undefined {
  const byName: Record<RemoteName, string | undefined> = {
    learn: config.REMOTE_LEARN_URL,
    forum: config.REMOTE_FORUM_URL,
    studio: config.REMOTE_STUDIO_URL,
    admin: config.REMOTE_ADMIN_URL,
  };
  return byName[name];
}

/**
 * The remotes the shell should load: a configured REMOTE_{NAME}_URL, else the locally built one when its dist
 * exists. Read per request (a handful of stat calls) so a remote built while the gateway runs shows up.
 */
export function mfeManifest(config: GatewayConfig) {
  const remotes: Partial<Record<RemoteName, { entry: string }>> = {};
  for (const name of remoteNames) {
    const url = remoteUrl(config, name);
    if (url) remotes[name] = { entry: url };
    else if (existsSync(path.join(config.STATIC_DIR, `mfe-${name}`, 'dist', 'mf-manifest.json'))) {
      remotes[name] = { entry: `/remotes/${name}/mf-manifest.json` };
    }
  }
  return { remotes };
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Canopy</title></head>
<body><main><h1>Canopy is starting up</h1><p>The web front end has not been built yet. Run <code>npm run build</code>, then reload this page.</p></main></body></html>`;

/**
 * The shell at `/` (with the SPA fallback), each remote's dist at `/remotes/{name}/`, and `/mfe-manifest.json`,
 * as CONVENTIONS.md "Front ends" fixes them. Missing dist folders are not an error: the manifest leaves the
 * remote out and the shell answers a short "not built yet" page.
 */
export function staticFrontends(config: GatewayConfig): Router {
  const router = Router();
  const shellDist = path.join(config.STATIC_DIR, 'shell', 'dist');

  router.get('/mfe-manifest.json', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(mfeManifest(config));
  });

  for (const name of remoteNames) {
    router.use(`/remotes/${name}`, staticDir(path.join(config.STATIC_DIR, `mfe-${name}`, 'dist')));
  }

  router.use(staticDir(shellDist));

  // Client-side routes (/courses/3, /forum/topics/1) get the shell's index.html; API calls, remote assets
  // and anything that looks like a file never do — those answer 404 instead.
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.headers.accept?.includes('text/html')) return next();
    const p = req.path;
    if (p === '/api' || p.startsWith('/api/') || p === '/remotes' || p.startsWith('/remotes/')) return next();
    if (p === '/ws' || p === '/healthz' || p === '/readyz') return next();
    if (path.posix.basename(p).includes('.')) return next();
    const index = path.join(shellDist, 'index.html');
    res.setHeader('Cache-Control', NO_CACHE);
    if (!existsSync(index)) {
      res.status(503).type('html').send(NOT_BUILT_PAGE);
      return;
    }
    res.sendFile(index);
  });

  return router;
}
