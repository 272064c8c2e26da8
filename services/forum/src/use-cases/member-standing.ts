import type { Identity } from '@canopy/contracts';
import { PeerNotConfiguredError } from '@canopy/service-kit';
import type { ForumDeps } from './deps';

export interface MemberStanding {
  /** Younger than the new-account age: the stricter posting limits apply. */
  isNew: boolean;
  createdAt: Date | null;
}

/**
 * How long the member has had an account, asked of the identity service once and then kept with the author.
 * When identity cannot say (unreachable, or it does not know the account) the stricter new-member limits apply;
 * without an identity service at all (standalone development) accounts count as established.
 */
export async function memberStanding(
  deps: ForumDeps,
  actor: Identity,
  requestId?: string,
): Promise<MemberStanding> {
  const now = deps.clock();
  const known = await deps.stores.authors.find(actor.id);
  let createdAt = known?.accountCreatedAt ?? null;
  if (!createdAt) {
    try {
      createdAt = (await deps.accounts.lookup(actor.id, requestId))?.createdAt ?? null;
    } catch (err) {
      if (err instanceof PeerNotConfiguredError) return { isNew: false, createdAt: null };
      createdAt = null;
    }
    if (!createdAt) return { isNew: true, createdAt: null };
  }
  return { isNew: now.getTime() - createdAt.getTime() < deps.limits.newAccountMs, createdAt };
}
