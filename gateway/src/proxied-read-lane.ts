import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { ErrorBody } from '@canopy/contracts';
import { INTERNAL_ERROR_MESSAGE } from '@canopy/service-kit';
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
  /** What every answer gets on the way out, in order: the same steps the app runs before its proxy. */
  steps: RawStep[];
  /** The whole app: where a request goes that the lane does not serve after all. */
  fallback(req: IncomingMessage, res: ServerResponse): void;
  logger: Logger;
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
 * same order, with the same answers.
 *
 * Anything else stays with the app, where the rules live once: other methods, bodies, unsafe paths, gateway
 * routes, visitors (the micro-cache's part), a cookie that is not a valid session, and sessions that need a
 * write or a check now — an idle expiry to move forward, an identity refresh, an absolute limit passed. Those
 * come back to the lane at the next request once the app has written the session.
 */
export function createProxiedReadLane(opts: ProxiedReadLaneOptions): ProxiedReadLane {
  const { sessions, users, identityTokens, proxies, steps } = opts;

  function forward(req: IncomingMessage, res: ServerResponse, service: ServiceName, token: string) {
    (req as IncomingMessage & { secure?: boolean }).secure = opts.isSecure(req);
    let i = 0;
    const next = (err?: unknown) => {
      if (err) {
        opts.logger.error({ err }, 'proxied read failed before the proxy');
        if (res.headersSent) return res.destroy();
        const body: ErrorBody = { message: INTERNAL_ERROR_MESSAGE, code: 'internal' };
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(body));
        return;
      }
      const step = steps[i++];
      if (step) return step(req, res, next);
      // After the request logger: the request id it settled on is the one the service logs.
      prepareForwardedHeaders(req.headers, token, req.id);
      proxies.web(service, req, res);
    };
    next();
  }

  async function serveSignedIn(req: IncomingMessage, res: ServerResponse, service: ServiceName) {
    let token: string;
    try {
      const stored = await sessions.peek(req);
      const now = Date.now();
      const user = stored && !sessions.renewalDue(stored, now) ? users.settled(stored, now) : null;
      if (!user) return opts.fallback(req, res);
      token = await identityTokens.tokenFor(identityOf(user));
    } catch {
      // A store that failed is answered by the app (its 503, without asking the store again).
      return opts.fallback(req, res);
    }
    forward(req, res, service, token);
  }

  return {
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (hasBody(req) || !sessions.hasCookie(req)) return false;
      const url = req.url ?? '';
      if (!url.startsWith('/api/')) return false;
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const service = isSafePath(path) ? opts.serviceFor(path) : undefined;
      if (!service) return false;
      void serveSignedIn(req, res, service);
      return true;
    },
  };
}
