import type { Identity } from '@canopy/contracts';
import { contentMessages } from '@canopy/contracts';
import { ForbiddenError, UnauthenticatedError, inactiveAccountError } from '@canopy/service-kit';

export type Actor = Identity;

/** The content tools (ebooks, uploads, extraction) are for active educators and administrators. */
export function assertContentAuthor(identity: Identity | null): asserts identity is Identity {
  if (!identity) throw new UnauthenticatedError();
  if (identity.role !== 'educator' && identity.role !== 'admin') {
    throw new ForbiddenError(contentMessages.educatorsOnly);
  }
  if (identity.status !== 'active') throw inactiveAccountError(identity.status);
}

export const isAdmin = (actor: Actor) => actor.role === 'admin';
