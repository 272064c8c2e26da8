import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from './config';

const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** Origins of remotes served from elsewhere (REMOTE_*_URL with a host): their scripts and styles must load. */
function remoteOrigins(config: GatewayConfig): string[] {
  const origins = new Set<string>();
  for (const url of [
    config.REMOTE_LEARN_URL,
    config.REMOTE_FORUM_URL,
    config.REMOTE_STUDIO_URL,
    config.REMOTE_ADMIN_URL,
  ]) {
    if (!url) continue;
    try {
      const u = new URL(url);
      if (u.protocol === 'http:' || u.protocol === 'https:') origins.add(u.origin);
    } catch {
      // a path on this origin ('/remotes/x/...'): covered by 'self'
    }
  }
  return [...origins];
}

/** The page's own WebSocket origin (ws: or wss: on the host it was loaded from), for the live-session socket. */
function ownSocketOrigin(req: IncomingMessage): string {
  const host = req.headers.host;
  if (!host || !/^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(host)) return "'self'";
  const secure = (req as IncomingMessage & { secure?: boolean }).secure === true;
  return `${secure ? 'wss' : 'ws'}://${host}`;
}

/**
 * helmet with a CSP that fits the app: scripts from this origin (and configured remote origins), styles from it
 * plus inline ones (styled-components injects <style> tags), images from https: and data:, YouTube embeds,
 * fetch/XHR/WebSocket to this origin.
 */
export function securityHeaders(config: GatewayConfig) {
  const remotes = remoteOrigins(config);
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
        mediaSrc: ["'self'", 'https:', 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", (req) => ownSocketOrigin(req), ...remotes],
        frameSrc: YOUTUBE_FRAMES,
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // YouTube's embedded player needs to know the embedding origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below only over TLS: on a plain-http machine (localhost, the embedded launcher) it means nothing
    // at best and pins a host to https at worst.
    strictTransportSecurity: false,
  });
  // helmet's answer depends on nothing but the page's own socket origin (the CSP's connect-src): it is worked out
  // once per origin and written as recorded — its dozen middlewares per response were about 7% of the gateway's
  // time per proxied read. The Host header is the client's, so the record is bounded; past it, helmet runs as is.
  const recorded = new Map<string, HeaderWrite[]>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const origin = ownSocketOrigin(req);
    let writes = recorded.get(origin);
    if (!writes) {
      writes = recordHeaders(headers, req);
      if (!writes) return headers(req, res, next);
      if (recorded.size < MAX_RECORDED_ORIGINS) recorded.set(origin, writes);
    }
    // Which set applies is known once the answer's type is: headers go on as the head is written, each unless the
    // answer already has it (a service's own, proxied).
    const pageWrites = writes;
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const json = isJsonAnswer(res.getHeader('content-type') ?? contentTypeIn(args));
      for (const [name, value] of json ? jsonWrites(pageWrites) : pageWrites) {
        if (value === null) res.removeHeader(name);
        else if (!res.hasHeader(name)) res.setHeader(name, value);
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    next();
  };
}

/**
 * What a JSON answer carries instead of the page's set (OWASP's REST Security Cheat Sheet): it is data, never a
 * document to render, so nothing may load in it and nothing may frame it. Smaller too: the page's CSP alone is
 * 400 bytes, on every answer of the API.
 */
export const JSON_ANSWER_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** JSON, or a JSON-based type (`application/problem+json`), with or without parameters. */
function isJsonAnswer(type: unknown): boolean {
  return typeof type === 'string' && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);
}

/** The Content-Type given to `writeHead(status, [message], headers)` itself, if any. */
function contentTypeIn(args: unknown[]): unknown {
  const headers = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === 'content-type') return headers[i + 1];
    return undefined;
  }
  for (const [name, value] of Object.entries((headers as Record<string, unknown>) ?? {}))
    if (name.toLowerCase() === 'content-type') return value;
  return undefined;
}

const jsonWritesOf = new WeakMap<HeaderWrite[], HeaderWrite[]>();
/** The page set's removals (X-Powered-By) with the JSON set, worked out once per recorded page set. */
function jsonWrites(page: HeaderWrite[]): HeaderWrite[] {
  const known = jsonWritesOf.get(page);
  if (known) return known;
  const writes: HeaderWrite[] = [
    ...page.filter(([, value]) => value === null),
    ...JSON_ANSWER_HEADERS.map(([name, value]): HeaderWrite => [name, value]),
  ];
  jsonWritesOf.set(page, writes);
  return writes;
}

const MAX_RECORDED_ORIGINS = 64;

/** One header helmet sets (or removes: null). */
type HeaderWrite = [name: string, value: number | string | readonly string[] | null];

/** The headers helmet writes for this request, or undefined if it did not finish at once without an error. */
function recordHeaders(
  headers: (req: IncomingMessage, res: Response, next: (err?: unknown) => void) => void,
  req: IncomingMessage,
): HeaderWrite[] | undefined {
  const writes: HeaderWrite[] = [];
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      writes.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      writes.push([name, null]);
    },
  };
  let done = false;
  headers(req, recorder as unknown as Response, (err) => {
    done = err === undefined;
  });
  return done ? writes : undefined;
}
