import { contentMessages, type ImageUploadAnswer, type MyUploads } from '@canopy/contracts';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '@canopy/service-kit';
import type { BlobInfo, StoredBlob } from '../stores/blob-store';
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
  // The bytes and their record in one transaction: both kept, or neither.
  await deps.stores.transaction(async (tx) => {
    await tx.uploads.lockOwner(actor.id);
    const used = await tx.uploads.usedBytes(actor.id);
    if (used + image.data.length > quota) {
      throw new PayloadTooLargeError(contentMessages.uploadQuotaExceeded(Math.floor(quota / (1024 * 1024))));
    }
    await tx.blobs.put(image.fileName, image.data, image.contentType);
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
  deps.logger.info({ userId: actor.id, file: image.fileName, bytes: image.data.length }, 'image uploaded');
  return { imageUrl: uploadPath(image.fileName) };
}

/**
 * An uploaded image's bytes, type and ETag, for anyone (images appear on public course pages); `bytes: false`
 * (HEAD) reads everything but the bytes. Bytes exist exactly when their record does (one transaction).
 */
export async function readUpload(
  deps: ContentDeps,
  fileName: string,
  opts: { bytes: false },
): Promise<BlobInfo>;
export async function readUpload(deps: ContentDeps, fileName: string): Promise<StoredBlob>;
export async function readUpload(
  deps: ContentDeps,
  fileName: string,
  opts: { bytes?: boolean } = {},
): Promise<BlobInfo | StoredBlob> {
  const blob =
    opts.bytes === false ? await deps.stores.blobs.head(fileName) : await deps.stores.blobs.get(fileName);
  if (!blob) throw new NotFoundError(contentMessages.uploadNotFound);
  return blob;
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
