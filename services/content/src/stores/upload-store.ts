import { desc, eq, sql } from 'drizzle-orm';
import { uploads } from '../db/schema';
import type { ContentDb } from './db';

export interface UploadRecord {
  fileName: string;
  ownerId: number;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

export interface UploadStore {
  record(upload: UploadRecord, now: Date): Promise<void>;
  find(fileName: string): Promise<UploadRecord | null>;
  /** The user's uploads, newest first, at most `limit`. */
  listByOwner(ownerId: number, limit: number): Promise<(UploadRecord & { createdAt: Date })[]>;
  /** Bytes the user's uploads take. */
  usedBytes(ownerId: number): Promise<number>;
  /** Takes the user's uploads out of the records and answers their file names (to remove from storage). */
  removeByOwner(ownerId: number): Promise<string[]>;
  /**
   * Serialises uploads of one user inside a transaction, so two at once cannot both squeeze under the quota.
   */
  lockOwner(ownerId: number): Promise<void>;
}

export function createDrizzleUploadStore(db: ContentDb): UploadStore {
  return {
    async record(upload, now) {
      await db.insert(uploads).values({ ...upload, createdAt: now });
    },
    async find(fileName) {
      const [row] = await db.select().from(uploads).where(eq(uploads.fileName, fileName));
      if (!row) return null;
      const { fileName: name, ownerId, contentType, bytes, width, height } = row;
      return { fileName: name, ownerId, contentType, bytes, width, height };
    },
    async listByOwner(ownerId, limit) {
      return db
        .select({
          fileName: uploads.fileName,
          ownerId: uploads.ownerId,
          contentType: uploads.contentType,
          bytes: uploads.bytes,
          width: uploads.width,
          height: uploads.height,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(eq(uploads.ownerId, ownerId))
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(limit);
    },
    async usedBytes(ownerId) {
      const [row] = await db
        .select({ used: sql<string | number | null>`sum(${uploads.bytes})` })
        .from(uploads)
        .where(eq(uploads.ownerId, ownerId));
      return Number(row?.used ?? 0);
    },
    async removeByOwner(ownerId) {
      const rows = await db
        .delete(uploads)
        .where(eq(uploads.ownerId, ownerId))
        .returning({ fileName: uploads.fileName });
      return rows.map((r) => r.fileName);
    },
    async lockOwner(ownerId) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${7_005}, ${ownerId})`);
    },
  };
}
