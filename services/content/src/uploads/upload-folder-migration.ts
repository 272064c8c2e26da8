import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { StoreAccess } from '../stores/stores';

/** The names the service gave the files of its old upload folder: 32 hex digits and the type's extension. */
const storedFileName = /^[a-f0-9]{32}\.(jpg|png|webp|gif|avif)$/;

/** Where uploads were kept before they moved into the database: UPLOAD_DIR, default `${DATA_DIR}/content-uploads`. */
export function uploadFolderOf(config: { UPLOAD_DIR?: string; DATA_DIR: string }): string {
  return config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'content-uploads');
}

export interface FolderMove {
  /** Files now in the blob store (including those a previous, interrupted start had already put there). */
  moved: number;
  /** Files no upload record names: never served (a read needs the record), so removed. */
  discarded: number;
  /** Files left alone: not a name the service gives, or bytes that disagree with the stored ones. */
  left: number;
}

/**
 * Moves the images an older version kept in a folder on one instance's disk into the blob store, at start.
 * Each file is put under its name with its record's type, then deleted: the bytes are then in the database,
 * and a copy left behind would only be a second truth to go stale (a deleted account's images would linger on
 * disk). Idempotent: a start interrupted between the two steps finds the bytes already stored (same sha-256)
 * and only deletes the file; instances sharing the folder may run it at once.
 */
export async function moveUploadFolderIn(
  stores: StoreAccess,
  dir: string,
  logger: Logger,
): Promise<FolderMove> {
  const result: FolderMove = { moved: 0, discarded: 0, left: 0 };
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw err;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    // Half-written files of an interrupted upload were never recorded.
    if (name.endsWith('.partial') && storedFileName.test(name.slice(0, -'.partial'.length))) {
      await rm(file, { force: true });
      result.discarded += 1;
      continue;
    }
    if (!storedFileName.test(name)) {
      result.left += 1;
      continue;
    }
    const record = await stores.uploads.find(name);
    if (!record) {
      await rm(file, { force: true });
      result.discarded += 1;
      continue;
    }
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch (err) {
      // Another instance sharing the folder moved it first.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    try {
      await stores.blobs.put(name, data, record.contentType);
    } catch (err) {
      logger.error({ err, file }, 'upload folder: stored bytes differ from the file; file left in place');
      result.left += 1;
      continue;
    }
    await rm(file, { force: true });
    result.moved += 1;
  }
  // The folder goes once empty; anything left in it keeps it.
  if (result.left === 0) await rmdir(dir).catch(() => undefined);
  if (result.moved + result.discarded + result.left > 0) {
    logger.info({ dir, ...result }, 'upload folder moved into the database');
  }
  return result;
}
