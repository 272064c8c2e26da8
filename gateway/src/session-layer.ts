import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session, { type SessionData } from 'express-session';
import type { Logger } from 'pino';
import type { User } from '@canopy/contracts';
import { TtlCache, UnavailableError } from '@canopy/service-kit';
import type { GatewayConfig } from './config';
import type { SessionBackend } from './session-backend';
import signature from 'cookie-signature';
import { hasSessionCookie, sessionCookieValue } from './session-cookie';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** The gateway's copy of the user, checked against identity's every IDENTITY_REFRESH_MS (session-user.ts). */
    user: User;
    /** Sign-in time (ms); the session is refused after SESSION_ABSOLUTE_HOURS whatever its activity. */
    signedInAt: number;
    /** When `user` was written (ms): at sign-in, and when identity's copy was found to differ from it. */
    refreshedAt: number;
    /** When the idle expiry was last moved forward (ms); see `renewEveryMs`. */
    renewedAt: number;
    /** The challenge of a passkey ceremony in progress (single use; see passkey-routes.ts). */
    passkeyChallenge: PasskeyChallenge;
  }
}

export interface PasskeyChallenge {
  purpose: 'register' | 'login';
  challenge: string;
  /** For registration: who asked, so another user's session cannot finish it. */
  userId?: number;
  /** ms since the epoch. */
  expiresAt: number;
}

export const SESSION_UNAVAILABLE = 'Sessions are temporarily unavailable. Please try again shortly.';
const unavailable = () => new UnavailableError(SESSION_UNAVAILABLE);

export interface SessionLayer {
  /** Express middleware: loads the session or answers 503 — never a hang, never a request without a session. */
  middleware: RequestHandler;
  /**
   * The same for requests that only read who is calling (proxied ones): without a session cookie there is no
   * session to read, so none is loaded or made and the store is not asked; `req.session` stays unset (a visitor).
   */
  ifCookie: RequestHandler;
  /** Whether the request carries the session cookie (valid or not). */
  hasCookie(req: IncomingMessage): boolean;
  /**
   * The stored session as it is, read without express-session (no Session object, no change tracking, no cookie
   * to send back): for the proxied-read lane, which uses it only when nothing has to be written back
   * (`renewalDue`). null: no validly signed cookie, or no such session. A store that fails or does not answer in
   * time rejects, and `load` then answers this request's 503 at once instead of asking the store again.
   */
  peek(req: IncomingMessage): Promise<Readonly<SessionData> | null>;
  /** Whether loading this session would move its idle expiry forward, which is a store write and a new cookie. */
  renewalDue(stored: Readonly<SessionData>, now: number): boolean;
  /** The same for a raw request (WebSocket upgrade). Rejects with a 503 error. */
  load(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** New session id (sign-in), keeping nothing of the old session. */
  regenerate(req: Request): Promise<void>;
  save(req: Request): Promise<void>;
  /** Removes the session from the store and clears the cookie. */
  destroy(req: Request, res: Response): Promise<void>;
  cookieName: string;
}

/**
 * express-session over the backend's store, wrapped so that a store error, a store it believes
 * disconnected, or a store that does not answer within SESSION_STORE_TIMEOUT_MS all become 503.
 * (By default express-session passes a request on without a session when the store is disconnected, and
 * waits as long as the store does.)
 */
export function createSessionLayer(
  config: GatewayConfig,
  backend: SessionBackend,
  logger: Logger,
): SessionLayer {
  const timeoutMs = config.SESSION_STORE_TIMEOUT_MS;
  const cookie: session.CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    // Secure exactly when the request came over TLS (as seen through a trusted proxy when TRUST_PROXY is set).
    secure: 'auto',
    path: '/',
    maxAge: Math.round(config.SESSION_IDLE_MINUTES * 60_000),
  };
  // The idle expiry (cookie and store TTL) moves forward with activity, but at most once a minute (a tenth of
  // the idle time when that is shorter): a signed-in request then costs one store read, not a read, a store
  // write and a freshly signed Set-Cookie each. A session may so end up to that much before the exact idle
  // time. The absolute limit is checked apart (session-user.ts).
  const renewEveryMs = Math.min(60_000, (config.SESSION_IDLE_MINUTES * 60_000) / 10);
  const handler = session({
    name: config.SESSION_COOKIE_NAME,
    secret: config.SESSION_SECRET,
    store: backend.store,
    resave: false,
    saveUninitialized: false,
    // Renewal is a change to the session (renewedAt), which express-session saves with a new TTL and answers
    // with a new cookie; the backend's store does nothing on touch.
    rolling: false,
    // Not unset: 'destroy' — that makes express-session call the store again after a failed load (no
    // req.session) and hold the 503 answer for it. Sessions are destroyed explicitly instead.
    cookie,
  });

  const renewalDue = (stored: Readonly<Partial<SessionData>>, now: number) =>
    stored.userId !== undefined && now - (stored.renewedAt ?? 0) >= renewEveryMs;
  // Requests whose store read already failed in `peek`: their 503 is answered without a second wait.
  const failedPeeks = new WeakSet<IncomingMessage>();

  function load(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!backend.isUp() || failedPeeks.has(req)) return Promise.reject(unavailable());
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const finish = (err?: Error) => {
        // express-session may call back again after the answer (a failed save at the end): ignore it.
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err) reject(err);
        else resolve();
      };
      const timer = setTimeout(() => {
        logger.warn({ timeoutMs }, 'session store did not answer in time');
        finish(unavailable());
      }, timeoutMs);
      handler(req as Request, res as Response, (err?: unknown) => {
        if (err) {
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'session store error');
          return finish(unavailable());
        }
        const loaded = (req as Request).session;
        if (!loaded) return finish(unavailable());
        // Secure follows this request (TLS directly, or through a trusted proxy), also for sessions made
        // before; the cookie is not part of what express-session compares, so this costs no store write.
        loaded.cookie.secure = (req as Request).secure === true;
        // Only a stored session is renewed (a visitor's new one must stay unsaved).
        if (renewalDue(loaded, Date.now())) loaded.renewedAt = Date.now();
        finish();
      });
    });
  }

  /** Runs one store operation through its callback, bounded in time; failures become 503. */
  function storeCall(op: (cb: (err?: unknown) => void) => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(unavailable()), timeoutMs);
      op((err) => {
        clearTimeout(timer);
        if (err) {
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'session store error');
          reject(unavailable());
        } else resolve();
      });
    });
  }

  const hasCookie = (req: IncomingMessage) =>
    hasSessionCookie(req.headers.cookie, config.SESSION_COOKIE_NAME);

  // Every request of a session brings the same signed cookie: its verified id is kept (bounded, a minute) instead
  // of an HMAC per request. Only a valid signature is kept, so forged cookies cannot push the real ones out.
  const verified = new TtlCache<string, string>(60_000, 10_000);

  /** The session id of a cookie express-session would accept: `s:` + id, signed with SESSION_SECRET. */
  function sessionIdOf(req: IncomingMessage): string | undefined {
    const raw = sessionCookieValue(req.headers.cookie, config.SESSION_COOKIE_NAME);
    if (!raw?.startsWith('s:')) return undefined;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const id = signature.unsign(raw.slice(2), config.SESSION_SECRET);
    if (id === false) return undefined;
    verified.set(raw, id);
    return id;
  }

  // A page's reads come in bursts (a page asks several services at once): one store read serves a session's
  // reads for SESSION_READ_REUSE_MS. Every write or removal of a session through this gateway drops its entry,
  // so a sign-out, a renewal or a refresh here is seen at once.
  const reuseMs = config.SESSION_READ_REUSE_MS;
  const recent = new TtlCache<string, Promise<Readonly<SessionData> | null>>(Math.max(1, reuseMs), 10_000);
  const store = backend.store;
  const storeSet = store.set.bind(store);
  const storeDestroy = store.destroy.bind(store);
  store.set = (sid, data, callback) => {
    recent.delete(sid);
    storeSet(sid, data, callback);
  };
  store.destroy = (sid, callback) => {
    recent.delete(sid);
    storeDestroy(sid, callback);
  };

  function peek(req: IncomingMessage): Promise<Readonly<SessionData> | null> {
    const id = sessionIdOf(req);
    if (id === undefined) return Promise.resolve(null);
    const failed = () => {
      failedPeeks.add(req);
      return unavailable();
    };
    const reused = reuseMs > 0 ? recent.get(id) : undefined;
    if (reused) return reused.catch(() => Promise.reject(failed()));
    if (!backend.isUp()) return Promise.reject(failed());
    const read = new Promise<Readonly<SessionData> | null>((resolve, reject) => {
      const timer = setTimeout(() => reject(unavailable()), timeoutMs);
      store.get(id, (err, stored) => {
        clearTimeout(timer);
        if (err) {
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'session store error');
          reject(unavailable());
        } else resolve(stored ?? null);
      });
    });
    if (reuseMs > 0) {
      // Concurrent reads of one session share the read; a failed read is not kept.
      recent.set(id, read);
      read.catch(() => recent.delete(id));
    }
    return read.catch(() => Promise.reject(failed()));
  }
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    load(req, res).then(() => next(), next);
  };

  return {
    cookieName: config.SESSION_COOKIE_NAME,
    middleware,
    hasCookie,
    peek,
    renewalDue,
    ifCookie: (req, res, next) => (hasCookie(req) ? middleware(req, res, next) : next()),
    load,
    regenerate: (req) => storeCall((cb) => req.session.regenerate(cb)),
    save: (req) => storeCall((cb) => req.session.save(cb)),
    async destroy(req, res) {
      if (req.session) await storeCall((cb) => req.session.destroy(cb));
      // A WebSocket upgrade has no Express response and no cookie to clear.
      if (typeof res.clearCookie !== 'function') return;
      res.clearCookie(config.SESSION_COOKIE_NAME, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
      });
    },
  };
}
