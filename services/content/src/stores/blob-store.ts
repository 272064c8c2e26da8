import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { blobs } from '../db/schema';
import type { ContentDb } from './db';

/** What is known of a kept blob without its bytes. */
export interface BlobInfo {
  key: string;
  contentType: string;
  size: number;
  /** The sha-256 of the bytes (hex): a strong validator, served as the ETag. */
  etag: string;
}

export interface StoredBlob extends BlobInfo {
  data: Buffer;
}

/**
 * Where uploaded files' bytes live, readable from every instance and kept across restarts. The default keeps
 * them in the service's PostgreSQL (images of at most 5 MB), bound like every store to the database or an open
 * transaction, so bytes and their upload record are written and removed together. An object store would sit
 * behind the same calls (outside the transaction; written first, removed after).
 */
export interface BlobStore {
  /**
   * Keeps `data` under `key`. Keys are never reused: the same bytes under the same key again change nothing
   * (a repeated move from the old upload folder), other bytes under a used key are refused.
   */
  put(key: string, data: Buffer, contentType: string): Promise<BlobInfo>;
  get(key: string): Promise<StoredBlob | null>;
  head(key: string): Promise<BlobInfo | null>;
  delete(key: string): Promise<void>;
}

export const blobEtag = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const infoColumns = {
  key: blobs.key,
  contentType: blobs.contentType,
  size: blobs.size,
  etag: blobs.etag,
};

export function createPostgresBlobStore(db: ContentDb): BlobStore {
  const head = async (key: string) => {
    const [row] = await db.select(infoColumns).from(blobs).where(eq(blobs.key, key));
    return row ?? null;
  };
  return {
    async put(key, data, contentType) {
      const info = { key, contentType, size: data.length, etag: blobEtag(data) };
      const [inserted] = await db
        .insert(blobs)
        .values({ ...info, data })
        .onConflictDoNothing({ target: blobs.key })
        .returning(infoColumns);
      if (inserted) return inserted;
      const kept = await head(key);
      if (kept?.etag !== info.etag) throw new Error(`Blob ${key} already holds other bytes`);
      return kept;
    },
    async get(key) {
      const [row] = await db
        .select({ ...infoColumns, data: blobs.data })
        .from(blobs)
        .where(eq(blobs.key, key));
      return row ?? null;
    },
    head,
    async delete(key) {
      await db.delete(blobs).where(eq(blobs.key, key));
    },
  };
}
