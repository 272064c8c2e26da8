import {
  identityMessages as text,
  type Identity,
  type MessageAnswer,
  type User,
  type UserUpdate,
} from '@canopy/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@canopy/service-kit';
import type { StatusChange, UserRecord } from '../stores/user-store';
import type { IdentityDeps } from './deps';
import { toUser } from './views';

/*
 * What an administrator does with accounts. The gateway's token says who is asking; the acting administrator is
 * re-read here because this service owns the truth about accounts, so a suspension or demotion counts at once.
 */

async function actingAdmin(deps: IdentityDeps, identity: Identity): Promise<UserRecord> {
  const actor = await deps.stores.users.findById(identity.id);
  if (!actor || actor.role !== 'admin' || actor.status !== 'active')
    throw new ForbiddenError(text.adminRequired);
  return actor;
}

/** Moves a user between states only from the expected one: unknown is 404, any other state 409. */
async function transition(
  deps: IdentityDeps,
  id: number,
  change: StatusChange,
  conflict: string,
): Promise<User> {
  const updated = await deps.stores.users.changeStatus(id, change);
  if (updated) return toUser(updated);
  if (!(await deps.stores.users.findById(id))) throw new NotFoundError(text.userNotFound);
  throw new ConflictError(conflict);
}

export async function listUsers(deps: IdentityDeps, identity: Identity): Promise<User[]> {
  await actingAdmin(deps, identity);
  return (await deps.stores.users.list()).map(toUser);
}

export async function listPendingEducators(deps: IdentityDeps, identity: Identity): Promise<User[]> {
  await actingAdmin(deps, identity);
  return (await deps.stores.users.list({ role: 'educator', status: 'pending' })).map(toUser);
}

/** A pending educator becomes active; the approving administrator is recorded. */
export async function approveEducator(deps: IdentityDeps, identity: Identity, id: number): Promise<User> {
  const admin = await actingAdmin(deps, identity);
  return transition(
    deps,
    id,
    { from: { role: 'educator', status: 'pending' }, to: { status: 'active', approvedBy: admin.id } },
    text.notPendingEducatorApprove,
  );
}

/** A pending educator's application is turned down; they can no longer sign in. */
export async function rejectEducator(deps: IdentityDeps, identity: Identity, id: number): Promise<User> {
  await actingAdmin(deps, identity);
  return transition(
    deps,
    id,
    { from: { role: 'educator', status: 'pending' }, to: { status: 'rejected' } },
    text.notPendingEducatorReject,
  );
}

/** An active account is suspended; an administrator never suspends themself (someone must stay in charge). */
export async function suspendUser(deps: IdentityDeps, identity: Identity, id: number): Promise<User> {
  const admin = await actingAdmin(deps, identity);
  if (admin.id === id) throw new ConflictError(text.cannotSuspendSelf);
  return transition(
    deps,
    id,
    { from: { status: 'active' }, to: { status: 'suspended' } },
    text.notActiveSuspend,
  );
}

export async function reactivateUser(deps: IdentityDeps, identity: Identity, id: number): Promise<User> {
  await actingAdmin(deps, identity);
  return transition(
    deps,
    id,
    { from: { status: 'suspended' }, to: { status: 'active' } },
    text.notSuspendedReactivate,
  );
}

export async function updateUser(
  deps: IdentityDeps,
  identity: Identity,
  id: number,
  changes: UserUpdate,
): Promise<User> {
  await actingAdmin(deps, identity);
  const updated = await deps.stores.users.updateProfile(id, changes);
  if (!updated) throw new NotFoundError(text.userNotFound);
  return toUser(updated);
}

/** Deletion is permanent and never of one's own account. */
export async function deleteUser(deps: IdentityDeps, identity: Identity, id: number): Promise<MessageAnswer> {
  const admin = await actingAdmin(deps, identity);
  if (admin.id === id) throw new ConflictError(text.cannotDeleteSelf);
  // Every other service removes or anonymises what it holds for this user when the event reaches it.
  const deleted = await deps.stores.transaction(async (tx) => {
    if (!(await tx.users.delete(id))) return false;
    await tx.events.emit('user.deleted', { userId: id });
    return true;
  });
  if (!deleted) throw new NotFoundError(text.userNotFound);
  return { message: text.userDeleted };
}
