import { isDeepStrictEqual } from 'node:util';
import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { MAX_USER_BATCH, messages, type Identity, type User } from '@canopy/contracts';
import { HttpError, TtlCache, createLookupBatches } from '@canopy/service-kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import { NOTHING_TOLD, type IdentityChanges } from './identity-changes';
import type { IdentityClient, SessionOwner } from './identity-client';
import type { SessionLayer } from './session-layer';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const ACCOUNT_GONE = 'Your account is no longer available. Please log in again.';
/** Batch calls out to identity at once; users due meanwhile wait for the next one. */
const IDENTITY_BATCHES_IN_FLIGHT = 2;

interface Fetched {
  user: User | null;
  /** Sessions begun before this (ms) are over: a password reset or suspension. */
  sessionsValidFrom: number | null;
  /** When it was asked for: a change told after this may not be in it. */
  at: number;
}

/**
 * Who the session belongs to, kept fresh: the user is re-read from identity once the copy at hand is older than
 * IDENTITY_REFRESH_MS, so a suspension, rejection or deletion ends the session within seconds. While identity's
 * change notices are heard (identity-changes.ts), a copy is kept up to IDENTITY_PUSHED_REFRESH_MS instead, and a
 * notice naming the user ends it at once: a change then takes effect sooner, and most requests ask identity nothing.
 */
export interface SessionUsers {
  /** The signed-in user, null for a visitor; 401 (session destroyed) when the session may no longer be used. */
  current(req: Request, res: Response): Promise<User | null>;
  /**
   * The user of a stored session when serving it needs no write: signed in, within its absolute life, and its
   * copy of the user the same as identity's (read at most IDENTITY_REFRESH_MS ago, an identity call otherwise).
   * null when `current` must decide: a refusal, a changed copy to write back, identity unreachable.
   */
  settle(stored: Readonly<SessionData>, now: number, requestId?: string): Promise<User | null>;
  /** Starts a fresh session (new id) for this user, as identity answered a call made at `askedAt`. */
  signIn(req: Request, user: User, askedAt: number): Promise<void>;
  signOut(req: Request, res: Response): Promise<void>;
  /** Puts identity's newer copy of the signed-in user (a setting they changed, asked at `askedAt`) in their session. */
  replace(req: Request, user: User, askedAt: number): void;
}

type Verdict =
  { user: User } | { refusal: string; code: 'unauthenticated' | 'account_suspended'; gone?: boolean };

export function createSessionUsers(
  config: GatewayConfig,
  sessions: SessionLayer,
  identity: IdentityClient,
  logger: Logger,
  changes: IdentityChanges = NOTHING_TOLD,
): SessionUsers {
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  const refreshMs = config.IDENTITY_REFRESH_MS;
  // Identity's answer per user, shared by the user's sessions and concurrent requests: one identity call per user
  // per IDENTITY_REFRESH_MS in this process. It is a copy of identity's record, no state of its own: every gateway
  // instance keeps its own and each is at most IDENTITY_REFRESH_MS old, so a change made in identity (suspension,
  // role, password reset) reaches every instance within that time, as it did when the copy lived in the session.
  // Kept up to IDENTITY_STALE_MS: the last answer is what may serve while identity is unreachable.
  const pushedMs = config.IDENTITY_PUSHED_REFRESH_MS;
  const recent = new TtlCache<number, Fetched>(
    Math.max(1, refreshMs, pushedMs, config.IDENTITY_STALE_MS),
    10_000,
  );
  /** Whether a copy of the user asked for at `at` may still serve. */
  const trusted = (userId: number, at: number, now: number) =>
    changes.unchangedSince(userId, at) && (now - at < refreshMs || (changes.heard() && now - at < pushedMs));
  const inFlight = new Map<number, { asked: number; fetched: Promise<Fetched> }>();
  // Users due for a refresh are asked for together: a quiz storm of thousands of learners costs identity one
  // request and one query per batch, not per learner. A user identity leaves out of its answer is one it no longer
  // knows (null). The call carries the first asker's request id, so its log lines and identity's can be matched.
  const owners = createLookupBatches<{ id: number; requestId?: string }, SessionOwner | null>(
    async (asks) => {
      const found = await identity.sessionOwners(
        asks.map((a) => a.id),
        asks[0]?.requestId,
      );
      return new Map(asks.map((a) => [String(a.id), found.get(a.id) ?? null]));
    },
    { keyOf: (a) => String(a.id), maxBatch: MAX_USER_BATCH, maxInFlight: IDENTITY_BATCHES_IN_FLIGHT },
  );

  function fetchUser(id: number, requestId?: string): Promise<Fetched> {
    const hit = recent.get(id);
    if (hit && trusted(id, hit.at, Date.now())) return Promise.resolve(hit);
    const joined = inFlight.get(id);
    // A call asked before a notice naming the user may answer from before the change: it is not joined.
    if (joined && changes.unchangedSince(id, joined.asked)) return joined.fetched;
    const asked = Date.now();
    const call = {
      asked,
      fetched: owners.load({ id, requestId }).then((owner) => {
        const fetched = {
          user: owner?.user ?? null,
          sessionsValidFrom: owner?.sessionsValidFrom ?? null,
          at: asked,
        };
        recent.set(id, fetched);
        return fetched;
      }),
    };
    void call.fetched
      .catch(() => undefined)
      .finally(() => {
        if (inFlight.get(id) === call) inFlight.delete(id);
      });
    inFlight.set(id, call);
    return call.fetched;
  }

  /** Whether identity's answer lets this session go on, and as whom. */
  function judge(s: Readonly<Partial<SessionData>>, fetched: Fetched): Verdict {
    const user = fetched.user;
    if (!user) return { refusal: ACCOUNT_GONE, code: 'unauthenticated' };
    // A pending account keeps its session (every service refuses it educator rights: `pending_approval`), so
    // an approval takes effect at the next refresh without signing in again.
    if (user.status === 'suspended') return { refusal: messages.suspended, code: 'account_suspended' };
    if (user.status === 'rejected') return { refusal: messages.rejected, code: 'account_suspended' };
    // A password reset (or a suspension, even if lifted since) ends the sessions begun before it.
    if (fetched.sessionsValidFrom !== null && (s.signedInAt ?? 0) < fetched.sessionsValidFrom) {
      return { refusal: SESSION_EXPIRED, code: 'unauthenticated' };
    }
    return { user };
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

  // The rules both `current` and `settle` apply: the absolute lifetime, and the age of the session's own copy
  // (written at sign-in and whenever identity's differs from it).
  const pastAbsolute = (s: Readonly<Partial<SessionData>>, now: number) =>
    !s.signedInAt || now - s.signedInAt > absoluteMs;
  const fresh = (s: Readonly<Partial<SessionData>>, now: number) =>
    trusted(s.userId ?? 0, s.refreshedAt ?? 0, now);

  return {
    async settle(stored, now, requestId) {
      if (!stored.userId || !stored.user || pastAbsolute(stored, now)) return null;
      if (fresh(stored, now)) return stored.user;
      let fetched: Fetched;
      try {
        fetched = await fetchUser(stored.userId, requestId);
      } catch {
        return null;
      }
      const verdict = judge(stored, fetched);
      // Identity's copy is used as it is when the session's is the same: nothing to write back.
      return 'user' in verdict && isDeepStrictEqual(verdict.user, stored.user) ? verdict.user : null;
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
        const last = recent.get(s.userId);
        const known = last?.user ? last : { user: s.user, at: s.refreshedAt ?? 0 };
        const stale = now - known.at;
        if (err instanceof HttpError && err.status >= 500 && stale <= config.IDENTITY_STALE_MS) {
          logger.warn({ userId: s.userId, staleMs: stale }, 'identity unreachable; using the last copy');
          return known.user;
        }
        throw err;
      }
      const verdict = judge(s, fetched);
      if (!('user' in verdict)) return refuse(req, res, verdict.refusal, verdict.code);
      // Written back (a session store write) only when identity's copy differs from the session's: a refresh
      // that finds the same user changes nothing, so the session is not re-saved every IDENTITY_REFRESH_MS.
      if (!isDeepStrictEqual(verdict.user, s.user)) {
        s.user = verdict.user;
        s.refreshedAt = fetched.at;
      }
      return verdict.user;
    },

    async signIn(req, user, askedAt) {
      await sessions.regenerate(req);
      const now = Date.now();
      req.session.userId = user.id;
      req.session.user = user;
      req.session.signedInAt = now;
      req.session.refreshedAt = askedAt;
      // The save below sets the idle expiry: the next renewal is due a renewal interval from now.
      req.session.renewedAt = now;
      // Not put in the shared copy: the sign-in answer does not say since when the user's sessions count, and
      // the user's other sessions must still learn of a revocation within IDENTITY_REFRESH_MS.
      await sessions.save(req);
    },

    signOut: (req, res) => sessions.destroy(req, res),

    replace(req, user, askedAt) {
      // The shared copy may predate the change: dropped, so no refresh brings the old one back.
      recent.delete(user.id);
      if (req.session?.userId !== user.id) return;
      req.session.user = user;
      req.session.refreshedAt = askedAt;
    },
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
      language: user.language ?? null,
    };
    identities.set(user, identity);
  }
  return identity;
}

const identities = new WeakMap<User, Identity>();
