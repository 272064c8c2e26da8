import type { Logger } from 'pino';
import { identityInternalApi, type Role } from '@canopy/contracts';
import { createInternalClient, type PeerBaseUrls, type TokenSigner } from '@canopy/service-kit';

/** What the forum learns about an account from the identity service (never the email). */
export interface AccountFacts {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: Date;
}

/** Accounts, owned by the identity service (its internal API). */
export interface AccountDirectory {
  /**
   * The account's facts; null when identity does not know the user. Throws when the identity service cannot be
   * reached (PeerNotConfiguredError when none is configured), so a caller can choose its own safe default.
   */
  lookup(userId: number, requestId?: string): Promise<AccountFacts | null>;
}

// An account's creation time never changes; names do, but the forum refreshes those from each signed token.
const FACTS_TTL_MS = 10 * 60_000;

export function createIdentityAccountDirectory(opts: {
  /** One URL per instance of the owner (spread, failed over: service-kit's internal client). */
  baseUrl: PeerBaseUrls;
  /** This service's signer: its calls carry a token it signs with its own key. */
  signer: TokenSigner;
  logger: Logger;
  timeoutMs?: number;
}): AccountDirectory {
  const identity = createInternalClient(identityInternalApi, {
    baseUrl: opts.baseUrl,
    signer: opts.signer,
    timeoutMs: opts.timeoutMs ?? 1_500,
    logger: opts.logger,
    // The full lookup is the one that carries createdAt; the forum keeps it longer than the call's own rule.
    cache: { user: { ttlMs: FACTS_TTL_MS, maxEntries: 5_000, keepMissing: true } },
  });
  return {
    async lookup(userId, requestId) {
      const user = await identity.user({ params: { id: userId } }, requestId);
      if (!user) return null;
      // Only public facts are kept.
      const { id, username, firstName, lastName, role, createdAt } = user;
      return { id, username, firstName, lastName, role, createdAt: new Date(createdAt) };
    },
  };
}
