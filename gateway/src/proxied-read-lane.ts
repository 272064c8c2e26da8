import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, type ErrorBody, type User } from '@canopy/contracts';
import { INTERNAL_ERROR_MESSAGE } from '@canopy/service-kit';
import { clientAddressOf, type TrustProxy } from './client-address';
import type { IdentityTokens } from './identity-tokens';
import { isSafePath, type ServiceName } from './route-table';
import { hasBody } from './service-forwarder';
import { prepareForwardedHeaders, type ServiceProxies } from './service-proxy';
import type { SessionLayer } from './session-layer';
import { identityOf, type SessionUsers } from './session-user';

/** A connect-style step that works on the raw request and response (request logger, security headers, compression). */
export type RawStep = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export interface ProxiedReadLaneOptions {
  sessions: SessionLayer;
  users: SessionUsers;
  identityTokens: IdentityTokens;
  proxies: ServiceProxies;
  /** The service a path goes to, when the route table names one that is configured. */
  serviceFor(path: string): ServiceName | undefined;
  /** Whether the request came over TLS, as Express would say (`req.secure`, trust proxy included). */
  isSecure(req: IncomingMessage): boolean;
  /** The app's trust-proxy rule: the client address and the forwarding headers are worked out by it. */
  trustProxy: TrustProxy;
  /** What every answer gets on the way out, in order: the same steps the app runs before its proxy. */
  steps: RawStep[];
  /** The whole app: where a request goes that the lane does not serve after all. */
  fallback(req: IncomingMessage, res: ServerResponse): void;
  /** The app's ETag function (`app.get('etag fn')`), so that GET /api/user carries the ETag the app would give it. */
  etagOf(body: Buffer, encoding: BufferEncoding): string | undefined;
  logger: Logger;
}

const USER_PATH = '/api/user';

/** Express's `req.fresh` for an answer carrying only an ETag: If-None-Match names it (weakly), no `no-cache`. */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (!noneMatch || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  if (noneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return noneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export interface ProxiedReadLane {
  /**
   * Takes a signed-in read bound for a service (true), or leaves the request to the app (false). A request it
   * takes still goes to the app when its session needs a write or a check (see below).
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * Most requests a signed-in user makes are reads that the gateway only forwards: GETs of a service's path with a
 * session that needs nothing written back. For those the app's whole middleware stack (router, express-session's
 * change tracking and response wrapping, the session-creating layers) is work without effect, about half of the
 * gateway's time per request. The lane serves them beside the app with what they need: the stored session as it
 * is, the identity token, the request log, security headers, compression and the proxy — the same steps, in the
 * same order, with the same answers. GET /api/user, the gateway's own answer of who is signed in, is served
 * here too: it is the session's user and nothing else.
 *
 * Anything else stays with the app, where the rules live once: other methods, bodies, unsafe paths, the other
 * gateway routes, visitors (the micro-cache's part), a cookie that is not a valid session, and sessions that need
 * a write or a decision now — an idle expiry to move forward (once a minute), a user whose copy in identity
 * differs from the session's or who may no longer sign in, identity unreachable, an absolute limit passed. Those
 * come back to the lane at the next request once the app has written the session. A due identity check itself
 * (IDENTITY_REFRESH_MS) is made here: identity's answer is shared by the user's sessions (session-user.ts).
 */
export function createProxiedReadLane(opts: ProxiedReadLaneOptions): ProxiedReadLane {
  const { sessions, users, identityTokens, proxies, steps } = opts;

  /** A read that failed before its answer: 500 as the app's error handler words it, or the connection cut. */
  function fail(res: ServerResponse, err: unknown) {
    opts.logger.error({ err }, 'signed-in read failed before its answer');
    if (res.headersSent) return res.destroy();
    const body: ErrorBody = { message: INTERNAL_ERROR_MESSAGE, code: 'internal' };
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  }

  /** The app's outgoing steps (request log, security headers, compression), then `done`. */
  function runSteps(req: IncomingMessage, res: ServerResponse, done: () => void) {
    // A request born with the app's prototype (appServerClasses) has Express's own `secure` getter, the same rule.
    if (!('secure' in req)) (req as IncomingMessage & { secure?: boolean }).secure = opts.isSecure(req);
    let i = 0;
    const next = (err?: unknown) => {
      if (err) return fail(res, err);
      const step = steps[i++];
      if (step) return step(req, res, next);
      done();
    };
    next();
  }

  function forward(req: IncomingMessage, res: ServerResponse, service: ServiceName, token: string) {
    runSteps(req, res, () => {
      // After the request logger: the request id it settled on is the one the service logs.
      prepareForwardedHeaders(req, token, req.id, opts.trustProxy);
      proxies.web(service, req, res);
    });
  }

  /** GET /api/user (auth-routes.ts) as the app answers it: the user, not to be stored, with Express's ETag. */
  function answerUser(req: IncomingMessage, res: ServerResponse, user: User) {
    runSteps(req, res, () => {
      const body = Buffer.from(JSON.stringify(user));
      const etag = opts.etagOf(body, 'utf8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (etag) res.setHeader('ETag', etag);
      if (etag && isFresh(req, etag)) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.statusCode = 200;
      res.setHeader('Content-Length', String(body.length));
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  }

  /** The user of a session that needs no write now; null: the app serves the request (see above). */
  async function settledUser(req: IncomingMessage): Promise<User | null> {
    const stored = await sessions.peek(req);
    const now = Date.now();
    if (!stored || sessions.renewalDue(stored, now)) return null;
    const requestId = req.headers[REQUEST_ID_HEADER];
    return users.settle(stored, now, typeof requestId === 'string' ? requestId : undefined);
  }

  async function serveSignedIn(req: IncomingMessage, res: ServerResponse, service: ServiceName | 'user') {
    let user: User | null;
    let token = '';
    try {
      user = await settledUser(req);
      if (user && service !== 'user')
        token = await identityTokens.tokenFor(identityOf(user), clientAddressOf(req, opts.trustProxy));
    } catch {
      // A store that failed is answered by the app (its 503, without asking the store again).
      return opts.fallback(req, res);
    }
    if (!user) return opts.fallback(req, res);
    if (service === 'user') answerUser(req, res, user);
    else forward(req, res, service, token);
  }

  return {
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (hasBody(req) || !sessions.hasCookie(req)) return false;
      const url = req.url ?? '';
      if (!url.startsWith('/api/')) return false;
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      // The gateway's own read of who is signed in (the exact path; Express's other spellings go to the app).
      const service = path === USER_PATH ? 'user' : isSafePath(path) ? opts.serviceFor(path) : undefined;
      if (!service) return false;
      // A throw in a step or the forwarder is answered, never left hanging.
      serveSignedIn(req, res, service).catch((err: unknown) => fail(res, err));
      return true;
    },
  };
}
