import { identityMessages, type PublicUser, type User } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { IdentityDeps } from './deps';
import { toPublicUser, toUser } from './views';

/**
 * The full user, for the gateway's session refresh, plus `sessionsValidFrom`: sessions begun before it are over
 * (a password reset or suspension). Internal only: the gateway strips it before anything reaches a browser.
 */
export async function getUser(
  deps: IdentityDeps,
  id: number,
): Promise<User & { sessionsValidFrom: string | null }> {
  const user = await deps.stores.users.findById(id);
  if (!user) throw new NotFoundError(identityMessages.userNotFound);
  return { ...toUser(user), sessionsValidFrom: user.sessionsValidFrom?.toISOString() ?? null };
}

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
