import {
  identityInternalApi,
  type AccountLanguage,
  type InternalRegistration,
  type LoginPayload,
  type PasskeyOptions,
  type PasskeyRegistrationAnswer,
  type PasskeySummary,
  type RegistrationPayload,
  type SessionOwnerAnswer,
  type User,
} from '@canopy/contracts';
import { createInternalClient, NotFoundError, PeerNotConfiguredError } from '@canopy/service-kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import { gatewaySigner } from './gateway-signer';

/**
 * A session's owner as identity has it now: the user, and since when their sessions count (a password reset or
 * a suspension ends every session begun before; null when that never happened).
 */
export interface SessionOwner {
  user: User;
  sessionsValidFrom: number | null;
}

/** The identity service's internal API (identityInternalApi), called with a token the gateway signs for itself. */
export interface IdentityClient {
  login(payload: LoginPayload, requestId?: string): Promise<User>;
  register(payload: RegistrationPayload, requestId?: string): Promise<InternalRegistration>;
  testLogin(requestId?: string): Promise<User>;
  passkeyRegistrationOptions(userId: number, requestId?: string): Promise<PasskeyOptions>;
  verifyPasskeyRegistration(
    payload: { userId: number; expectedChallenge: string; response: unknown },
    requestId?: string,
  ): Promise<PasskeyRegistrationAnswer>;
  passkeyAuthenticationOptions(payload: { username?: string }, requestId?: string): Promise<PasskeyOptions>;
  verifyPasskeyAuthentication(
    payload: { expectedChallenge: string; response: unknown },
    requestId?: string,
  ): Promise<User>;
  listPasskeys(userId: number, requestId?: string): Promise<PasskeySummary[]>;
  /** Records the language a user chose; the user as identity now has them (null: unknown). */
  setLanguage(userId: number, language: AccountLanguage, requestId?: string): Promise<User | null>;
  /**
   * Several users as identity has them now (at most MAX_USER_BATCH ids), by id; an id identity no longer knows is
   * absent (all are when no identity is configured).
   */
  sessionOwners(ids: readonly number[], requestId?: string): Promise<Map<number, SessionOwner>>;
}

export const identityNotConfigured = () =>
  new NotFoundError('Sign-in is not available: the identity service is not configured.');

/**
 * Without IDENTITY_URL the client is still there: signing in answers 404 (identityNotConfigured) and a stored
 * session's user is unknown (the session ends).
 */
export function createIdentityClient(config: GatewayConfig, logger?: Logger): IdentityClient {
  const identity = createInternalClient(identityInternalApi, {
    baseUrl: config.IDENTITY_URL,
    signer: gatewaySigner(config),
    timeoutMs: config.IDENTITY_TIMEOUT_MS,
    callTimeoutsMs: {
      login: config.IDENTITY_PASSWORD_TIMEOUT_MS,
      register: config.IDENTITY_PASSWORD_TIMEOUT_MS,
    },
    logger,
  });
  const configured = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (err) {
      throw err instanceof PeerNotConfiguredError ? identityNotConfigured() : err;
    }
  };
  // The browser's credential is checked by identity's schema; the gateway passes it through as it came.
  type Verification<K extends 'verifyPasskeyRegistration' | 'verifyPasskeyAuthentication'> = Parameters<
    (typeof identity)[K]
  >[0]['body'];
  return {
    login: (body, requestId) => configured(identity.login({ body }, requestId)),
    register: (body, requestId) => configured(identity.register({ body }, requestId)),
    testLogin: (requestId) => configured(identity.testLogin({}, requestId)),
    passkeyRegistrationOptions: (userId, requestId) =>
      configured(identity.passkeyRegistrationOptions({ body: { userId } }, requestId)),
    verifyPasskeyRegistration: (payload, requestId) =>
      configured(
        identity.verifyPasskeyRegistration(
          { body: payload as Verification<'verifyPasskeyRegistration'> },
          requestId,
        ),
      ),
    passkeyAuthenticationOptions: (body, requestId) =>
      configured(identity.passkeyAuthenticationOptions({ body }, requestId)),
    verifyPasskeyAuthentication: (payload, requestId) =>
      configured(
        identity.verifyPasskeyAuthentication(
          { body: payload as Verification<'verifyPasskeyAuthentication'> },
          requestId,
        ),
      ),
    setLanguage: (userId, language, requestId) =>
      configured(identity.setLanguage({ params: { id: userId }, body: { language } }, requestId)),
    listPasskeys: (userId, requestId) => configured(identity.passkeys({ params: { id: userId } }, requestId)),
    async sessionOwners(ids, requestId) {
      let owners;
      try {
        owners = await identity.sessionOwners({ query: { ids: [...ids] } }, requestId);
      } catch (err) {
        if (err instanceof PeerNotConfiguredError) return new Map();
        throw err;
      }
      return new Map(owners.map((owner) => [owner.id, toSessionOwner(owner)]));
    },
  };
}

// Kept apart from the user: the session's copy (shown to the browser) is exactly a `User`.
function toSessionOwner({ sessionsValidFrom, ...user }: SessionOwnerAnswer): SessionOwner {
  const from = sessionsValidFrom ? Date.parse(sessionsValidFrom) : NaN;
  return { user, sessionsValidFrom: Number.isFinite(from) ? from : null };
}
