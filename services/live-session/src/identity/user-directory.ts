import type { Logger } from 'pino';
import {
  identityInternalApi,
  MAX_USER_BATCH,
  type AccountLanguage,
  type PublicUser,
} from '@canopy/contracts';
import { createInternalClient, type PeerBaseUrls, type TokenSigner } from '@canopy/service-kit';

/** Accounts, owned by the identity service (its internal API). */
export interface UserDirectory {
  /**
   * Display names (first and last name, else the username) of the given users; users identity does not know are
   * absent. Null when the identity service cannot be asked: callers show no names rather than fail.
   */
  displayNames(userIds: readonly number[], requestId?: string): Promise<Map<number, string> | null>;
  /**
   * Where and in which language to mail the user (their account's language; null when they chose none); null
   * when they have no address or are unknown. Throws when identity cannot be asked (a mail is then tried again
   * later).
   */
  mailRecipient(userId: number): Promise<MailRecipient | null>;
}

export interface MailRecipient {
  email: string;
  language: AccountLanguage | null;
}

/** First and last name when there is a first name, else the username. */
export function attendeeName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  const full = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return full || user.username;
}

/** Without IDENTITY_URL: no names; asking for an address fails (PeerNotConfiguredError). */
export function createIdentityUserDirectory(opts: {
  /** One URL per instance of the owner (spread, failed over: service-kit's internal client). */
  baseUrl: PeerBaseUrls;
  /** This service's signer: its calls carry a token it signs with its own key. */
  signer: TokenSigner;
  logger: Logger;
  timeoutMs?: number;
}): UserDirectory {
  const identity = createInternalClient(identityInternalApi, {
    baseUrl: opts.baseUrl,
    signer: opts.signer,
    timeoutMs: opts.timeoutMs ?? 2_000,
    logger: opts.logger,
  });
  return {
    async displayNames(userIds, requestId) {
      const names = new Map<number, string>();
      const ids = [...new Set(userIds)];
      try {
        for (let i = 0; i < ids.length; i += MAX_USER_BATCH) {
          const batch = ids.slice(i, i + MAX_USER_BATCH);
          const users = await identity.publicUsers({ query: { ids: batch } }, requestId);
          for (const user of users) names.set(user.id, attendeeName(user));
        }
        return names;
      } catch {
        return null;
      }
    },
    async mailRecipient(userId) {
      const user = await identity.user({ params: { id: userId } });
      return user?.email ? { email: user.email, language: user.language ?? null } : null;
    },
  };
}
