import { contentMessages, type ImageUploadAnswer } from '@canopy/contracts';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '@canopy/service-kit';
import { reencodeImage } from '../uploads/image-processing';
import type { Actor } from './access';
import type { ContentDeps } from './deps';

export const uploadPath = (fileName: string) => `/api/uploads/${fileName}`;

/** Checks, re-encodes and keeps one image, within the user's quota; answers where it is served. */
export async function uploadImage(
  deps: ContentDeps,
  actor: Actor,
  file: Buffer | undefined,
): Promise<ImageUploadAnswer> {
  if (!file || file.length === 0) throw new ValidationError(contentMessages.imageRequired);
  const image = await reencodeImage(file, deps.images);
  const quota = deps.uploadQuotaBytes;
  try {
    await deps.stores.transaction(async (tx) => {
      await tx.uploads.lockOwner(actor.id);
      const used = await tx.uploads.usedBytes(actor.id);
      if (used + image.data.length > quota) {
        throw new PayloadTooLargeError(
          contentMessages.uploadQuotaExceeded(Math.floor(quota / (1024 * 1024))),
        );
      }
      await deps.storage.put(image.fileName, image.data);
      await tx.uploads.record(
        {
          fileName: image.fileName,
          ownerId: actor.id,
          contentType: image.contentType,
          bytes: image.data.length,
          width: image.width,
          height: image.height,
        },
        deps.clock(),
      );
    });
  } catch (err) {
    // The record was not kept: neither is the file.
    await deps.storage.remove(image.fileName).catch(() => undefined);
    throw err;
  }
  deps.logger.info({ userId: actor.id, file: image.fileName, bytes: image.data.length }, 'image uploaded');
  return { imageUrl: uploadPath(image.fileName) };
}

/** An uploaded image's bytes and type, for anyone (images appear on public course pages). */
export async function readUpload(deps: ContentDeps, fileName: string) {
  const record = await deps.stores.uploads.find(fileName);
  const data = record ? await deps.storage.get(fileName) : null;
  if (!record || !data) throw new NotFoundError(contentMessages.uploadNotFound);
  return { data, contentType: record.contentType };
}
