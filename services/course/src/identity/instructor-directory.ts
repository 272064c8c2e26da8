import type { Logger } from 'pino';
import { fullName, type PublicUser, type User } from '@canopy/contracts';
import { createServiceClient, HttpError, TtlCache, UnavailableError } from '@canopy/service-kit';

/** Role and status of an account, as identity holds them now. */
export type AccountStanding = Pick<User, 'role' | 'status'>;

/** Names of instructors, owned by the identity service. */
export interface InstructorDirectory {
  /** The instructor's full name, or null when unknown or the identity service cannot be reached. */
  name(userId: number, requestId?: string): Promise<string | null>;
  /**
   * The account's current role and status, or null when identity does not know it. Never cached: it decides
   * who may own a course, and a suspension must count at once. Throws UnavailableError (503) when identity
   * cannot be asked.
   */
  standing(userId: number, requestId?: string): Promise<AccountStanding | null>;
}

const identityUnavailable = 'The identity service is unavailable. Please try again shortly.';

/** Without IDENTITY_URL nothing can be checked: names are unknown and standing cannot be confirmed. */
export const noInstructorDirectory: InstructorDirectory = {
  name: async () => null,
  standing: async () => {
    throw new UnavailableError(identityUnavailable);
  },
};

const NAME_TTL_MS = 60_000;
// After a failure, wait a little before asking again so a down identity service does not slow every page.
const FAILURE_TTL_MS = 10_000;

export function createIdentityInstructorDirectory(opts: {
  baseUrl: string;
  secret: string;
  logger: Logger;
  timeoutMs?: number;
}): InstructorDirectory {
  const client = createServiceClient({
    target: 'identity',
    baseUrl: opts.baseUrl,
    caller: 'course',
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 1_500,
  });
  const names = new TtlCache<number, string | null>(NAME_TTL_MS, 2_000);
  const failures = new TtlCache<number, true>(FAILURE_TTL_MS, 2_000);

  return {
    async name(userId, requestId) {
      const cached = names.get(userId);
      if (cached !== undefined) return cached;
      if (failures.get(userId)) return null;
      try {
        const user = await client.get<PublicUser>(`/internal/users/${userId}/public`, requestId);
        const name = fullName(user);
        names.set(userId, name);
        return name;
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) {
          names.set(userId, null);
          return null;
        }
        failures.set(userId, true);
        opts.logger.warn({ err, userId }, 'instructor name unavailable from identity service');
        return null;
      }
    },

    async standing(userId, requestId) {
      try {
        const user = await client.get<User>(`/internal/users/${userId}`, requestId);
        return { role: user.role, status: user.status };
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return null;
        opts.logger.warn({ err, userId }, 'account standing unavailable from identity service');
        throw new UnavailableError(identityUnavailable);
      }
    },
  };
}
