import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { messages, type Identity, type User } from '@canopy/contracts';
import { HttpError, TtlCache } from '@canopy/service-kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import type { IdentityClient } from './identity-client';
import type { SessionLayer } from './session-layer';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const ACCOUNT_GONE = 'Your account is no longer available. Please log in again.';

interface Fetched {
  user: User | null;
  /** Sessions begun before this (ms) are over: a password reset or suspension. */
  sessionsValidFrom: number | null;
  at: number;
}

/**
 * Who the session belongs to, kept fresh: the session's copy of the user is re-read from identity once it is
 * older than IDENTITY_REFRESH_MS, so a suspension, rejection or deletion ends the session within seconds.
 */
export interface SessionUsers {
  /** The signed-in user, null for a visitor; 401 (session destroyed) when the session may no longer be used. */
  current(req: Request, res: Response): Promise<User | null>;
  /**
   * The user of a stored session when serving it needs no write and no identity call: signed in, within its
   * absolute life, its copy of the user read within IDENTITY_REFRESH_MS. null otherwise: `current` decides then.
   */
  settled(stored: Readonly<SessionData>, now: number): User | null;
  /** Starts a fresh session (new id) for this user. */
  signIn(req: Request, user: User): Promise<void>;
  signOut(req: Request, res: Response): Promise<void>;
}

export function createSessionUsers(
  config: GatewayConfig,
  sessions: SessionLayer,
  identity: IdentityClient,
  logger: Logger,
): SessionUsers {
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  // Shared between sessions and concurrent requests of one user: one identity call per user per refresh period.
  const recent = new TtlCache<number, Fetched>(Math.max(1, config.IDENTITY_REFRESH_MS), 10_000);
  const inFlight = new Map<number, Promise<Fetched>>();

  function fetchUser(id: number, requestId?: string): Promise<Fetched> {
    const hit = recent.get(id);
    if (hit) return Promise.resolve(hit);
    let pending = inFlight.get(id);
    if (!pending) {
      pending = identity
        .getUser(id, requestId)
        .then((owner) => {
          const fetched = {
            user: owner?.user ?? null,
            sessionsValidFrom: owner?.sessionsValidFrom ?? null,
            at: Date.now(),
          };
          recent.set(id, fetched);
          return fetched;
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  }

  async function refuse(
    req: Request,
    res: Response,
    message: string,
    code: 'unauthenticated' | 'account_suspended' = 'unauthenticated',
  ): Promise<never> {
    await sessions.destroy(req, res);
    throw new HttpError(401, message, { code });
  }

  // The two rules both `current` and `settled` apply: the absolute lifetime, and the age of the user copy.
  const pastAbsolute = (s: Readonly<Partial<SessionData>>, now: number) =>
    !s.signedInAt || now - s.signedInAt > absoluteMs;
  const fresh = (s: Readonly<Partial<SessionData>>, now: number) =>
    now - (s.refreshedAt ?? 0) < config.IDENTITY_REFRESH_MS;

  return {
    settled(stored, now) {
      if (!stored.userId || !stored.user || pastAbsolute(stored, now)) return null;
      return fresh(stored, now) ? stored.user : null;
    },

    async current(req, res) {
      const s = req.session;
      if (!s?.userId || !s.user) return null;
      const now = Date.now();
      if (pastAbsolute(s, now)) return refuse(req, res, SESSION_EXPIRED);
      if (fresh(s, now)) return s.user;

      let fetched: Fetched;
      try {
        fetched = await fetchUser(s.userId, String(req.id ?? ''));
      } catch (err) {
        // Identity unreachable: a recent enough copy still serves (identity cannot suspend anyone while it is
        // down); past IDENTITY_STALE_MS the answer is 503 rather than trusting an old copy.
        const stale = now - (s.refreshedAt ?? 0);
        if (err instanceof HttpError && err.status >= 500 && stale <= config.IDENTITY_STALE_MS) {
          logger.warn({ userId: s.userId, staleMs: stale }, 'identity unreachable; using the session copy');
          return s.user;
        }
        throw err;
      }
      const user = fetched.user;
      if (!user) return refuse(req, res, ACCOUNT_GONE);
      // A pending account keeps its session (every service refuses it educator rights: `pending_approval`), so
      // an approval takes effect at the next refresh without signing in again.
      if (user.status === 'suspended') return refuse(req, res, messages.suspended, 'account_suspended');
      if (user.status === 'rejected') return refuse(req, res, messages.rejected, 'account_suspended');
      // A password reset (or a suspension, even if lifted since) ends the sessions begun before it.
      if (fetched.sessionsValidFrom !== null && (s.signedInAt ?? 0) < fetched.sessionsValidFrom) {
        return refuse(req, res, SESSION_EXPIRED);
      }
      s.user = user;
      s.refreshedAt = fetched.at;
      return user;
    },

    async signIn(req, user) {
      await sessions.regenerate(req);
      const now = Date.now();
      req.session.userId = user.id;
      req.session.user = user;
      req.session.signedInAt = now;
      req.session.refreshedAt = now;
      // The save below sets the idle expiry: the next renewal is due a renewal interval from now.
      req.session.renewedAt = now;
      // Not put in the shared copy: the sign-in answer does not say since when the user's sessions count, and
      // the user's other sessions must still learn of a revocation within IDENTITY_REFRESH_MS.
      await sessions.save(req);
    },

    signOut: (req, res) => sessions.destroy(req, res),
  };
}

/** The claims' view of a user: one object per copy of the user, so a session's reads reuse its token key too. */
export function identityOf(user: User): Identity {
  let identity = identities.get(user);
  if (!identity) {
    identity = {
      id: user.id,
      username: user.username,
      role: user.role,
      status: user.status,
      firstName: user.firstName,
      lastName: user.lastName,
    };
    identities.set(user, identity);
  }
  return identity;
}

const identities = new WeakMap<User, Identity>();
