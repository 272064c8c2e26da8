import { identityMessages, type Identity } from '@canopy/contracts';
import { ForbiddenError } from '@canopy/service-kit';
import type { UserRecord } from '../stores/user-store';
import type { IdentityDeps } from './deps';

/**
 * The administrator asking. The gateway's token says who it is; the account is re-read here because this
 * service owns the truth about accounts, so a suspension or demotion counts at once.
 */
export async function actingAdmin(deps: IdentityDeps, identity: Identity): Promise<UserRecord> {
  const actor = await deps.stores.users.findById(identity.id);
  if (!actor || actor.role !== 'admin' || actor.status !== 'active')
    throw new ForbiddenError(identityMessages.adminRequired);
  return actor;
}
