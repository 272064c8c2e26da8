import { identityMessages, type PublicUser, type SessionOwnerAnswer } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { UserRecord } from '../stores/user-store';
import type { IdentityDeps } from './deps';
import { toPublicUser, toUser } from './views';

/**
 * The full user plus `sessionsValidFrom`: sessions begun before it are over (a password reset or suspension).
 * Internal only: the gateway strips it before anything reaches a browser.
 */
export async function getUser(deps: IdentityDeps, id: number): Promise<SessionOwnerAnswer> {
  const user = await deps.stores.users.findById(id);
  if (!user) throw new NotFoundError(identityMessages.userNotFound);
  return toSessionOwner(user);
}

/**
 * getUser for several users in one read: the gateway's session refreshes, gathered so that a crowd of learners
 * costs one request and one query per batch. Unknown ids are absent (the gateway ends those sessions).
 */
export async function getSessionOwners(
  deps: IdentityDeps,
  ids: readonly number[],
): Promise<SessionOwnerAnswer[]> {
  return (await deps.stores.users.findByIds(ids)).map(toSessionOwner);
}

const toSessionOwner = (user: UserRecord): SessionOwnerAnswer => ({
  ...toUser(user),
  sessionsValidFrom: user.sessionsValidFrom?.toISOString() ?? null,
});

/** What another service may show about one user (e.g. an instructor's name). */
export async function getPublicUser(deps: IdentityDeps, id: number): Promise<PublicUser> {
  const user = await deps.stores.users.findById(id);
  if (!user) throw new NotFoundError(identityMessages.userNotFound);
  return toPublicUser(user);
}

/** Batched lookup for other services; unknown ids are simply absent from the answer. */
export async function getPublicUsers(deps: IdentityDeps, ids: readonly number[]): Promise<PublicUser[]> {
  return (await deps.stores.users.findByIds(ids)).map(toPublicUser);
}
