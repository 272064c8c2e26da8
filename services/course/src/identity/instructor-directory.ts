import type { Logger } from 'pino';
import { fullName, identityInternalApi, type User } from '@canopy/contracts';
import {
  createInternalClient,
  type PeerBaseUrls,
  peerUnavailableMessage,
  UnavailableError,
  type TokenSigner,
} from '@canopy/service-kit';

/** Role and status of an account, as identity holds them now. */
export type AccountStanding = Pick<User, 'role' | 'status'>;

/** Names and standing of instructors, owned by the identity service (its internal API). */
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

/**
 * Names are kept as `identityInternalApi.publicUser` says (a minute; after a failure, ten seconds without
 * asking). Without IDENTITY_URL names are unknown and standing cannot be confirmed.
 */
export function createIdentityInstructorDirectory(opts: {
  /** One URL per instance of the owner (spread, failed over: service-kit's internal client). */
  baseUrl: PeerBaseUrls;
  /** This service's signer: its calls carry a token it signs with its own key. */
  signer: TokenSigner;
  logger: Logger;
  timeoutMs?: number;
}): InstructorDirectory {
  const identity = createInternalClient(identityInternalApi, {
    baseUrl: opts.baseUrl,
    signer: opts.signer,
    timeoutMs: opts.timeoutMs ?? 1_500,
    logger: opts.logger,
  });
  return {
    async name(userId, requestId) {
      try {
        const user = await identity.publicUser({ params: { id: userId } }, requestId);
        return user ? fullName(user) : null;
      } catch {
        return null;
      }
    },
    async standing(userId, requestId) {
      try {
        const user = await identity.user({ params: { id: userId } }, requestId);
        return user && { role: user.role, status: user.status };
      } catch {
        throw new UnavailableError(peerUnavailableMessage('identity'));
      }
    },
  };
}
