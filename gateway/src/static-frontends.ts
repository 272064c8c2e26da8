import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import { NO_CACHE, cacheControlFor } from './cache-policy';
import type { GatewayConfig } from './config';
import { NOT_BUILT_PAGE, SHELL_UNAVAILABLE_PAGE } from './front-end-pages';
import { createPageHtml } from './page-html';
import { createRemoteDirectory, remoteNames, remoteUpstreamUrl } from './remote-directory';
import { siteLinksPart } from './site-links';
import { hasSessionCookie } from './session-cookie';
import { localShellTemplate, upstreamShellTemplate, type ShellTemplate } from './shell-template';
import { createUpstreamFiles } from './upstream-files';

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

/** Where the shell comes from: its files, its index.html, and the page shown while there is none. */
interface ShellSource {
  files: RequestHandler;
  template: ShellTemplate;
  missingPage: string;
}

/**
 * SHELL_URL: the shell's own static server (its image: infra/remote-static), whose files the gateway serves on its
 * origin and whose index.html it renders each page from. Without it, the local build (`npm start`).
 */
function shellSource(config: GatewayConfig, logger: Logger): ShellSource {
  if (config.SHELL_URL) {
    const base = config.SHELL_URL.endsWith('/') ? config.SHELL_URL : `${config.SHELL_URL}/`;
    return {
      files: createUpstreamFiles({
        base,
        label: 'shell',
        logger,
        // The remotes' files are not the shell's.
        skip: (rel) => rel.startsWith('/remotes/'),
      }),
      template: upstreamShellTemplate({
        url: new URL('index.html', base).href,
        logger,
        ttlMs: config.SHELL_TEMPLATE_TTL_MS,
      }),
      missingPage: SHELL_UNAVAILABLE_PAGE,
    };
  }
  const shellDist = path.join(config.STATIC_DIR, 'shell', 'dist');
  if (config.NODE_ENV === 'production' && !existsSync(path.join(shellDist, 'index.html'))) {
    logger.warn({ shellDist }, 'no SHELL_URL and no local shell build: pages answer 503 until one is there');
  }
  return {
    // index.html is never served as a file: `/` is a page like the others (below).
    files: staticDir(shellDist, false),
    template: localShellTemplate(path.join(shellDist, 'index.html')),
    missingPage: NOT_BUILT_PAGE,
  };
}

/**
 * The shell at `/` (with the SPA fallback), each remote's dist at `/remotes/{name}/`, and `/mfe-manifest.json`,
 * as CONVENTIONS.md "Front ends" fixes them. Missing dist folders are not an error: the manifest leaves the
 * remote out, and pages answer 503 with a short page saying why until the shell is there.
 */
export function staticFrontends(config: GatewayConfig, logger: Logger): Router {
  const router = Router();
  const shell = shellSource(config, logger);
  const remotes = createRemoteDirectory(config, logger);
  const pageHtml = createPageHtml(shell.template);

  router.get('/mfe-manifest.json', async (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.json({ ...(await remotes.manifest()), ...siteLinksPart(config) });
  });

  for (const name of remoteNames) {
    const upstream = remoteUpstreamUrl(config, name);
    router.use(
      `/remotes/${name}`,
      upstream
        ? createUpstreamFiles({ base: upstream, label: `${name} remote`, logger })
        : staticDir(path.join(config.STATIC_DIR, `mfe-${name}`, 'dist')),
    );
  }

  router.use(shell.files);

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
    // The scripts and reads named depend on whether the caller has a session (the page's guard): one answer per kind.
    res.setHeader('Vary', 'Cookie');
    const signedIn = hasSessionCookie(req.headers.cookie, config.SESSION_COOKIE_NAME);
    const query = req.url.indexOf('?');
    const html = await pageHtml(
      await remotes.pageHints(p, query === -1 ? '' : req.url.slice(query), signedIn),
    );
    if (html === null) {
      // Never kept by a cache: the next attempt may well succeed.
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': '5' })
        .type('html')
        .send(shell.missingPage);
      return;
    }
    res.type('html').send(html);
  });

  return router;
}
