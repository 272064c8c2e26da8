import type { LoginPayload, RegistrationPayload, User } from '@canopy/contracts';
import { HttpError, NotFoundError, createServiceClient } from '@canopy/service-kit';
import type { GatewayConfig } from './config';

/** A passkey as identity shows it (no key material, no credential id). */
export interface PasskeySummary {
  id: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** WebAuthn options for the browser; the gateway reads only the challenge and passes the rest through. */
export type PasskeyOptions = { challenge: string } & Record<string, unknown>;

/**
 * A session's owner as identity has it now: the user, and since when their sessions count (a password reset or
 * a suspension ends every session begun before; null when that never happened).
 */
export interface SessionOwner {
  user: User;
  sessionsValidFrom: number | null;
}

export interface RegistrationResult {
  user?: User;
  message?: string;
}

/** The identity service's internal API, called with a token the gateway signs for itself. */
export interface IdentityClient {
  login(payload: LoginPayload, requestId?: string): Promise<User>;
  register(payload: RegistrationPayload, requestId?: string): Promise<RegistrationResult>;
  testLogin(requestId?: string): Promise<User>;
  passkeyRegistrationOptions(userId: number, requestId?: string): Promise<PasskeyOptions>;
  verifyPasskeyRegistration(
    payload: { userId: number; expectedChallenge: string; response: unknown },
    requestId?: string,
  ): Promise<{ user: User; passkey: PasskeySummary }>;
  passkeyAuthenticationOptions(payload: { username?: string }, requestId?: string): Promise<PasskeyOptions>;
  verifyPasskeyAuthentication(
    payload: { expectedChallenge: string; response: unknown },
    requestId?: string,
  ): Promise<User>;
  listPasskeys(userId: number, requestId?: string): Promise<PasskeySummary[]>;
  /** The user as identity has it now; null when identity no longer knows them. */
  getUser(id: number, requestId?: string): Promise<SessionOwner | null>;
}

export function createIdentityClient(config: GatewayConfig): IdentityClient | undefined {
  if (!config.IDENTITY_URL) return undefined;
  const client = createServiceClient({
    target: 'identity',
    baseUrl: config.IDENTITY_URL,
    caller: 'gateway',
    secret: config.IDENTITY_TOKEN_SECRET,
    timeoutMs: config.IDENTITY_TIMEOUT_MS,
  });
  return {
    login: (payload, requestId) => client.post<User>('/internal/auth/login', payload, requestId),
    register: (payload, requestId) =>
      client.post<RegistrationResult>('/internal/auth/register', payload, requestId),
    testLogin: (requestId) => client.post<User>('/internal/auth/test-login', {}, requestId),
    passkeyRegistrationOptions: (userId, requestId) =>
      client.post<PasskeyOptions>('/internal/passkeys/registration/options', { userId }, requestId),
    verifyPasskeyRegistration: (payload, requestId) =>
      client.post<{ user: User; passkey: PasskeySummary }>(
        '/internal/passkeys/registration/verify',
        payload,
        requestId,
      ),
    passkeyAuthenticationOptions: (payload, requestId) =>
      client.post<PasskeyOptions>('/internal/passkeys/authentication/options', payload, requestId),
    verifyPasskeyAuthentication: (payload, requestId) =>
      client.post<User>('/internal/passkeys/authentication/verify', payload, requestId),
    listPasskeys: (userId, requestId) =>
      client.get<PasskeySummary[]>(`/internal/users/${userId}/passkeys`, requestId),
    async getUser(id, requestId) {
      try {
        const data = await client.get<User & { sessionsValidFrom?: string | null }>(
          `/internal/users/${id}`,
          requestId,
        );
        // Kept apart from the user: the session's copy (shown to the browser) is exactly a `User`.
        const { sessionsValidFrom, ...user } = data;
        const from = sessionsValidFrom ? Date.parse(sessionsValidFrom) : NaN;
        return { user, sessionsValidFrom: Number.isFinite(from) ? from : null };
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

export const identityNotConfigured = () =>
  new NotFoundError('Sign-in is not available: the identity service is not configured.');
