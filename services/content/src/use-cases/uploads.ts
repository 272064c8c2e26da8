import { contentMessages, type ImageUploadAnswer, type MyUploads } from '@canopy/contracts';
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

/** How many of a user's images GET /api/uploads/mine lists (the quota keeps the real number far below). */
export const MY_UPLOADS_MAX = 500;

/** GET /api/uploads/mine: the caller's own images, newest first, with the share of the quota they take. */
export async function myUploads(deps: ContentDeps, actor: Actor): Promise<MyUploads> {
  const [rows, usedBytes] = await Promise.all([
    deps.stores.uploads.listByOwner(actor.id, MY_UPLOADS_MAX),
    deps.stores.uploads.usedBytes(actor.id),
  ]);
  return {
    items: rows.map((r) => ({
      imageUrl: uploadPath(r.fileName),
      contentType: r.contentType,
      bytes: r.bytes,
      width: r.width,
      height: r.height,
      createdAt: r.createdAt.toISOString(),
    })),
    usedBytes,
    quotaBytes: deps.uploadQuotaBytes,
  };
}
