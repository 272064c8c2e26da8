import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import {
  REMOTE_PATHS_FILE,
  createPatternMatcher,
  mfeManifestRemoteSchema,
  routePathPatternSchema,
  type MfeManifest,
  type MfeManifestRemote,
  type PatternOwner,
  type RouteGuardName,
  visitorGuards,
} from '@canopy/contracts';
import { ConfigError } from '@canopy/service-kit';
import type { GatewayConfig } from './config';
import { createPageHtml } from './page-html';
import { createRemotePathsReader, type RemotePathsReader } from './remote-paths-reader';
import { hasSessionCookie } from './session-cookie';

export const remoteNames = ['learn', 'forum', 'studio', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
// Bundlers put a hex content hash in asset names: main.3f9a1c2e.js, 123.a1b2c3d4e5f6.css, x-0badc0de.js.map.
const HASHED = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', REMOTE_PATHS_FILE]);

/** Cache policy for a file the gateway serves: hashed assets forever, everything else revalidated. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.3f9a1c2e.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name.endsWith('.html') || ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * A front end's dist folder. The build writes brotli and gzip copies of its text assets (tools/precompress-plugin.mjs):
 * a browser that accepts one gets it, with `Vary: Accept-Encoding`. The copies are listed when the gateway starts;
 * a file built later is still served, compressed per request.
 */
function staticDir(root: string, index: string | false = 'index.html') {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index,
    serveStatic: {
      index,
      cacheControl: false,
      fallthrough: true,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    },
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

function remotePathsVariable(config: GatewayConfig, name: RemoteName): string | undefined {
  const byName: Record<RemoteName, string | undefined> = {
    learn: config.REMOTE_LEARN_PATHS,
    forum: config.REMOTE_FORUM_PATHS,
    studio: config.REMOTE_STUDIO_PATHS,
    admin: config.REMOTE_ADMIN_PATHS,
  };
  return byName[name];
}

/**
 * REMOTE_{NAME}_PATHS: the path patterns a remote owns, comma-separated (`/forum,/forum/*`), for a remote whose
 * paths file the gateway cannot read (an entry on this origin behind another proxy, a CDN without it). Checked at
 * start: a bad pattern is a configuration error, not a silently unreachable page.
 */
export function configuredRemotePaths(config: GatewayConfig): Partial<Record<RemoteName, string[]>> {
  const out: Partial<Record<RemoteName, string[]>> = {};
  const problems: string[] = [];
  for (const name of remoteNames) {
    const value = remotePathsVariable(config, name);
    if (value === undefined) continue;
    const paths = value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    for (const p of paths) {
      if (!routePathPatternSchema.safeParse(p).success) {
        problems.push(
          `REMOTE_${name.toUpperCase()}_PATHS: "${p}" is not a path pattern like /forum or /forum/*`,
        );
      }
    }
    out[name] = paths;
  }
  if (problems.length) throw new ConfigError('gateway', problems);
  return out;
}

/** A remote as the gateway knows it: the manifest's part, and each page's guard and first files. */
interface DescribedRemote extends MfeManifestRemote {
  preload: Record<string, string[]>;
  guards: Record<string, RouteGuardName>;
}

/** What the front-end routes ask of the remotes: the manifest, and the scripts a page's HTML should name. */
export interface RemoteDirectory {
  /** /mfe-manifest.json. */
  manifest(): Promise<MfeManifest>;
  /**
   * The scripts the page at `pathname` needs from the remote that owns it (its entry, the chunks of its routes and
   * of the page), as URLs the browser can fetch; [] for a path no remote owns, and for a caller the page's guard
   * sends elsewhere: a visitor (no session cookie) on a signed-in page, a signed-in caller on a guest page.
   */
  pageScripts(pathname: string, signedIn: boolean): Promise<string[]>;
}

/**
 * Describes the remotes: for each, its entry and the paths it owns. The entry is REMOTE_{NAME}_URL, else the
 * locally built remote when its dist exists (checked per request: a remote built while the gateway runs shows
 * up). The paths are REMOTE_{NAME}_PATHS, else the paths file its build wrote beside its remoteEntry.js — read
 * from disk for a local build, fetched (and cached briefly) beside a configured URL. The same file names each
 * page's first files.
 */
export function createRemoteDirectory(
  config: GatewayConfig,
  logger: Logger,
  reader?: RemotePathsReader,
): RemoteDirectory {
  const pathsOf = reader ?? createRemotePathsReader({ logger });
  const configured = configuredRemotePaths(config);

  for (const name of remoteNames) {
    const url = remoteUrl(config, name);
    if (url && !configured[name] && !/^https?:\/\//i.test(url)) {
      const NAME = name.toUpperCase();
      logger.warn(
        { remote: name, entry: url },
        `REMOTE_${NAME}_URL is not an absolute URL, so its paths cannot be fetched: set REMOTE_${NAME}_PATHS`,
      );
    }
  }

  async function describeRemote(name: RemoteName): Promise<DescribedRemote | null> {
    const url = remoteUrl(config, name);
    const fixed = configured[name];
    if (url) {
      if (fixed) return { entry: url, paths: fixed, preload: {}, guards: {} };
      const file = await pathsOf.fromUrl(url, name);
      return { entry: url, paths: file.paths, preload: file.preload ?? {}, guards: file.guards ?? {} };
    }
    const dist = path.join(config.STATIC_DIR, `mfe-${name}`, 'dist');
    if (!existsSync(path.join(dist, 'remoteEntry.js'))) return null;
    const file = await pathsOf.fromFile(path.join(dist, REMOTE_PATHS_FILE), name);
    return {
      entry: `/remotes/${name}/remoteEntry.js`,
      paths: fixed ?? file.paths,
      preload: fixed ? {} : (file.preload ?? {}),
      guards: fixed ? {} : (file.guards ?? {}),
    };
  }

  /** The remotes that are there and inside the contract, by name, in the order of remoteNames. */
  async function described(): Promise<Array<[RemoteName, DescribedRemote]>> {
    const all = await Promise.all(remoteNames.map(describeRemote));
    const out: Array<[RemoteName, DescribedRemote]> = [];
    remoteNames.forEach((name, i) => {
      const remote = all[i];
      if (!remote) return;
      // Every part was checked already; this keeps the answer inside the contract whatever changes above.
      const checked = mfeManifestRemoteSchema.safeParse({ entry: remote.entry, paths: remote.paths });
      if (checked.success) out.push([name, remote]);
      else logger.error({ remote: name, issues: checked.error.issues }, 'remote left out of the manifest');
    });
    return out;
  }

  // The shell's router ranks the same patterns in the same order (manifest order, then each remote's own). Built
  // again only when a remote's paths change (a deployment), not per page.
  let matcher: { key: string; ownerOf: (pathname: string) => PatternOwner<RemoteName> | null } | null = null;
  function matcherFor(remotes: Array<[RemoteName, DescribedRemote]>) {
    const key = JSON.stringify(remotes.map(([name, r]) => [name, r.paths]));
    if (matcher?.key !== key) {
      const entries = remotes.flatMap(([owner, r]) => r.paths.map((pattern) => ({ pattern, owner })));
      matcher = { key, ownerOf: createPatternMatcher(entries) };
    }
    return matcher.ownerOf;
  }

  return {
    async manifest() {
      const remotes: MfeManifest['remotes'] = {};
      for (const [name, remote] of await described())
        remotes[name] = { entry: remote.entry, paths: remote.paths };
      return { remotes };
    },
    async pageScripts(pathname, signedIn) {
      const remotes = await described();
      const match = matcherFor(remotes)(pathname);
      const remote = match && remotes.find(([name]) => name === match.owner)?.[1];
      if (!match || !remote) return [];
      const guard = remote.guards[match.pattern];
      if (guard && (signedIn ? guard === 'guest' : !visitorGuards.includes(guard))) return [];
      const files = remote.preload[match.pattern] ?? [];
      // Relative to the entry: /remotes/learn/remoteEntry.js, or a CDN's absolute URL.
      const base = new URL(remote.entry, 'http://gateway.invalid/');
      const urls = [remote.entry, ...files.map((f) => new URL(f, base).href)];
      return urls.map((u) => u.replace(/^http:\/\/gateway\.invalid/, ''));
    },
  };
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Canopy</title></head>
<body><main><h1>Canopy is starting up</h1><p>The web front end has not been built yet. Run <code>npm run build</code>, then reload this page.</p></main></body></html>`;

/**
 * The shell at `/` (with the SPA fallback), each remote's dist at `/remotes/{name}/`, and `/mfe-manifest.json`,
 * as CONVENTIONS.md "Front ends" fixes them. Missing dist folders are not an error: the manifest leaves the
 * remote out and the shell answers a short "not built yet" page.
 */
export function staticFrontends(config: GatewayConfig, logger: Logger): Router {
  const router = Router();
  const shellDist = path.join(config.STATIC_DIR, 'shell', 'dist');
  const remotes = createRemoteDirectory(config, logger);
  const pageHtml = createPageHtml(path.join(shellDist, 'index.html'));

  router.get('/mfe-manifest.json', async (_req, res) => {
    const manifest = await remotes.manifest();
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(manifest);
  });

  for (const name of remoteNames) {
    router.use(`/remotes/${name}`, staticDir(path.join(config.STATIC_DIR, `mfe-${name}`, 'dist')));
  }

  // index.html is never served as a file: `/` is a page like the others (below).
  router.use(staticDir(shellDist, false));

  // Client-side routes (/courses/3, /forum/topics/1) get the shell's index.html, naming the scripts the page needs
  // from its remote; API calls, remote assets and anything that looks like a file never do — those answer 404.
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const p = req.path;
    if (p !== '/' && !req.headers.accept?.includes('text/html')) return next();
    if (p === '/api' || p.startsWith('/api/') || p === '/remotes' || p.startsWith('/remotes/')) return next();
    if (p === '/ws' || p === '/healthz' || p === '/readyz') return next();
    if (path.posix.basename(p).includes('.')) return next();
    res.setHeader('Cache-Control', NO_CACHE);
    // The scripts named depend on whether the caller has a session (the page's guard): one answer per kind.
    res.setHeader('Vary', 'Cookie');
    const signedIn = hasSessionCookie(req.headers.cookie, config.SESSION_COOKIE_NAME);
    const html = await pageHtml(await remotes.pageScripts(p, signedIn));
    if (html === null) {
      res.status(503).type('html').send(NOT_BUILT_PAGE);
      return;
    }
    res.type('html').send(html);
  });

  return router;
}
