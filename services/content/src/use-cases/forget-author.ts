import type { DomainEvent } from '@canopy/contracts';
import type { Logger } from 'pino';
import type { Stores } from '../stores/stores';

/**
 * `user.deleted`: a deleted account's ebooks, images (records and bytes) and AI conversations go, all in the
 * event's transaction: should it fail, the event is delivered again and nothing is half removed.
 */
export async function forgetAuthor(
  tx: Stores,
  event: DomainEvent<'user.deleted'>,
  logger: Logger,
): Promise<void> {
  const { userId } = event.payload;
  const ebooks = await tx.ebooks.deleteByAuthor(userId);
  const files = await tx.uploads.removeByOwner(userId);
  for (const file of files) await tx.blobs.delete(file);
  const aiMessages = await tx.aiMessages.deleteByUser(userId);
  logger.info({ userId, ebooks, images: files.length, aiMessages }, 'content of a deleted account removed');
}
