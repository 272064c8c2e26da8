import type { DomainEvent } from '@canopy/contracts';
import type { Logger } from 'pino';
import type { Stores } from '../stores/stores';
import type { UploadStorage } from '../uploads/upload-storage';

/**
 * `user.deleted`: a deleted account's ebooks, images and AI conversations go. The records are removed in the event's transaction;
 * the files right after. Should the transaction then fail, the event is delivered again and the records go
 * then (a recorded image whose file is gone answers 404 meanwhile).
 */
export async function forgetAuthor(
  tx: Stores,
  storage: UploadStorage,
  event: DomainEvent<'user.deleted'>,
  logger: Logger,
): Promise<void> {
  const { userId } = event.payload;
  const ebooks = await tx.ebooks.deleteByAuthor(userId);
  const files = await tx.uploads.removeByOwner(userId);
  const aiMessages = await tx.aiMessages.deleteByUser(userId);
  for (const file of files) {
    await storage.remove(file).catch((err: unknown) => logger.warn({ err, file }, 'could not remove image'));
  }
  logger.info({ userId, ebooks, images: files.length, aiMessages }, 'content of a deleted account removed');
}
