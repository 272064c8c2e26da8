import type { LoginPayload, RegistrationPayload, User } from '@canopy/contracts';
import { HttpError, NotFoundError, createServiceClient } from '@canopy/service-kit';
import type { GatewayConfig } from './config';

export interface RegistrationResult {
  user?: User;
  message?: string;
}

/** The identity service's internal API, called with a token the gateway signs for itself. */
export interface IdentityClient {
  login(payload: LoginPayload, requestId?: string): Promise<User>;
  register(payload: RegistrationPayload, requestId?: string): Promise<RegistrationResult>;
  testLogin(requestId?: string): Promise<User>;
  /** The user as identity has it now; null when identity no longer knows them. */
  getUser(id: number, requestId?: string): Promise<User | null>;
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
    async getUser(id, requestId) {
      try {
        const data = await client.get<User | { user: User }>(`/internal/users/${id}`, requestId);
        return 'user' in data && typeof data.user === 'object' ? data.user : (data as User);
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

export const identityNotConfigured = () =>
  new NotFoundError('Sign-in is not available: the identity service is not configured.');
