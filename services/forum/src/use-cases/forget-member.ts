import type { DomainEvent } from '@canopy/contracts';
import type { Logger } from 'pino';
import type { Stores } from '../stores/stores';

/**
 * `user.deleted`: the member's posts stay (conversations keep their sense) under an anonymous name; their likes
 * and open flags go.
 */
export async function forgetMember(
  tx: Stores,
  event: DomainEvent<'user.deleted'>,
  now: Date,
  logger: Logger,
): Promise<void> {
  const { userId } = event.payload;
  await tx.authors.anonymise(userId, now);
  await tx.reactions.forgetMember(userId);
  logger.info({ userId }, 'forum member anonymised');
}
