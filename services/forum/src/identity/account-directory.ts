import type { Logger } from 'pino';
import type { Role, User } from '@canopy/contracts';
import { createServiceClient, HttpError, TtlCache } from '@canopy/service-kit';

/** What the forum learns about an account from the identity service (never the email). */
export interface AccountFacts {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: Date;
}

/** Accounts, owned by the identity service. */
export interface AccountDirectory {
  /**
   * The account's facts; null when identity does not know the user. Throws when the identity service cannot be
   * reached, so a caller can choose its own safe default.
   */
  lookup(userId: number, requestId?: string): Promise<AccountFacts | null>;
}

/** Without an identity service (standalone development): nothing is known, nothing fails. */
export const noAccountDirectory: AccountDirectory = { lookup: async () => null };

// An account's creation time never changes; names do, but the forum refreshes those from each signed token.
const FACTS_TTL_MS = 10 * 60_000;

export function createIdentityAccountDirectory(opts: {
  baseUrl: string;
  secret: string;
  logger: Logger;
  timeoutMs?: number;
}): AccountDirectory {
  const client = createServiceClient({
    target: 'identity',
    baseUrl: opts.baseUrl,
    caller: 'forum',
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 1_500,
  });
  const cache = new TtlCache<number, AccountFacts | null>(FACTS_TTL_MS, 5_000);

  return {
    async lookup(userId, requestId) {
      const cached = cache.get(userId);
      if (cached !== undefined) return cached;
      try {
        // The internal full lookup is the one that carries createdAt; only public facts are kept.
        const user = await client.get<User>(`/internal/users/${userId}`, requestId);
        const facts: AccountFacts = {
          id: user.id,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          createdAt: new Date(user.createdAt),
        };
        cache.set(userId, facts);
        return facts;
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) {
          cache.set(userId, null);
          return null;
        }
        opts.logger.warn({ err, userId }, 'account facts unavailable from identity service');
        throw err;
      }
    },
  };
}
