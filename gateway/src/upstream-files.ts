import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isConnectionFailure } from '@canopy/service-kit';
import { IMMUTABLE, cacheControlFor } from './cache-policy';

export interface UpstreamFilesOptions {
  /** The static server's base URL (`http://shell:8080/`); a request's path is resolved against it. */
  base: string;
  /** What the files are, for log lines (`shell`, `remote forum`). */
  label: string;
  logger: Logger;
  /** Longest wait for the static server's answer to start. */
  timeoutMs?: number;
  /** Paths this handler never serves (they fall through), e.g. the shell's index.html. */
  skip?: (relPath: string) => boolean;
}

// The front-end builds write brotli copies of these beside them (tools/precompress-plugin.mjs).
const PRECOMPRESSED = /\.(js|css|json|svg|txt)$/i;
// Headers of the static server's answer the browser gets as they are.
const PASSED = ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified'] as const;
/** Hashed files known to have no brotli copy (too small to compress); bounded so that it cannot grow unchecked. */
const NO_BROTLI_MAX = 4096;

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * A GET of the static server. A request sent on a kept-alive connection that the server was closing at that very
 * moment fails before any answer; the GET is then sent once more on a new connection, as Node's documentation
 * advises (`request.reusedSocket`): the page would otherwise miss a chunk it needs (a 503) for nothing.
 */
function get(
  url: URL,
  headers: http.OutgoingHttpHeaders,
  timeoutMs: number,
  retried = false,
): Promise<http.IncomingMessage> {
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.get(url, { headers, agent: url.protocol === 'https:' ? agents.https : agents.http });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.once('response', resolve);
    req.once('error', (err: Error) => {
      // On a reused connection, a connection failure (ECONNRESET, EPIPE) is the server closing it as it was reused.
      if (!retried && req.reusedSocket && isConnectionFailure(err)) {
        resolve(get(url, headers, timeoutMs, true));
      } else reject(err);
    });
  });
}

/** A path with a `..` segment, plain or encoded, or one that cannot be decoded: never asked of the server. */
function leavesBase(rel: string): boolean {
  try {
    return decodeURIComponent(rel).split('/').includes('..');
  } catch {
    return true;
  }
}

/**
 * Serves the files of a front end's own static server (its image: infra/remote-static) on the gateway's origin, so
 * the browser sees one origin and the CSP, cookies and first-page connections stay as they are. Files are streamed
 * as the static server sends them, never decompressed: a browser that accepts brotli gets the build's `.br` copy
 * (a static server answers it as a plain file), any other the static server's own encoding (nginx's gzip_static).
 * The cache policy is the gateway's, as for files it serves from disk: hashed files a year and immutable, the rest
 * revalidated. A file the static server does not have falls through (the gateway's 404); a static server that
 * cannot be reached answers 503 with Retry-After, never a cached error.
 */
export function createUpstreamFiles(opts: UpstreamFilesOptions): RequestHandler {
  const base = new URL(opts.base.endsWith('/') ? opts.base : `${opts.base}/`);
  const timeoutMs = opts.timeoutMs ?? 5000;
  const noBrotli = new Set<string>();

  const conditional = (req: Request): http.OutgoingHttpHeaders => ({
    ...(req.headers['if-none-match'] ? { 'if-none-match': req.headers['if-none-match'] } : {}),
    ...(req.headers['if-modified-since'] ? { 'if-modified-since': req.headers['if-modified-since'] } : {}),
  });

  function send(req: Request, res: Response, answer: http.IncomingMessage, rel: string, brotli: boolean) {
    res.status(answer.statusCode ?? 502);
    for (const name of PASSED) {
      const value = answer.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    if (brotli) {
      res.setHeader('Content-Encoding', 'br');
      res.type(path.extname(rel));
    }
    res.setHeader('Cache-Control', cacheControlFor(rel));
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method === 'HEAD' || answer.statusCode === 304) {
      answer.resume();
      res.end();
      return;
    }
    answer.pipe(res);
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rel = req.path;
    const name = path.posix.basename(rel);
    // Files only (pages are the gateway's), and nothing that could leave the static server's base path.
    if (!name.includes('.') || leavesBase(rel)) return next();
    if (opts.skip?.(rel)) return next();
    const url = new URL(rel.replace(/^\/+/, ''), base);
    try {
      const acceptsBrotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (acceptsBrotli && PRECOMPRESSED.test(name) && !noBrotli.has(rel)) {
        const copy = await get(new URL(`${url.pathname}.br`, url), conditional(req), timeoutMs);
        if (copy.statusCode === 200 || copy.statusCode === 304) return send(req, res, copy, rel, true);
        copy.resume();
        // A hashed file never changes, so its missing copy is not asked for again; another file's may appear.
        const hashed = cacheControlFor(rel) === IMMUTABLE;
        if (copy.statusCode === 404 && hashed && noBrotli.size < NO_BROTLI_MAX) noBrotli.add(rel);
      }
      const headers = {
        ...conditional(req),
        'accept-encoding': req.headers['accept-encoding'] ?? 'identity',
      };
      const answer = await get(url, headers, timeoutMs);
      const status = answer.statusCode ?? 502;
      if (status === 404 || status === 403) {
        answer.resume();
        return next();
      }
      if (status !== 200 && status !== 304) {
        answer.resume();
        throw new Error(`HTTP ${status}`);
      }
      send(req, res, answer, rel, false);
    } catch (err) {
      opts.logger.warn(
        { frontEnd: opts.label, url: url.href, err: err instanceof Error ? err.message : String(err) },
        `the ${opts.label}'s static server did not answer a file`,
      );
      if (res.headersSent) return void res.destroy();
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': '5' })
        .type('text')
        .send(`The ${opts.label} cannot be reached right now.`);
    }
  };
}
