import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded images' bytes live: a folder today, an object store later, behind the same four calls. */
export interface UploadStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** The names the service itself gives files: 32 hex digits and the type's extension. Nothing else is looked up. */
export const storedFileName = /^[a-f0-9]{32}\.(jpg|png|webp|gif|avif)$/;

function checked(name: string): string {
  if (!storedFileName.test(name)) throw new Error(`Refusing storage name ${JSON.stringify(name)}`);
  return name;
}

/** A folder on the local disk (default `${DATA_DIR}/content-uploads`). */
export function createFolderStorage(dir: string): UploadStorage {
  let ready: Promise<unknown> | undefined;
  const ensure = () => (ready ??= mkdir(dir, { recursive: true }));
  return {
    async put(name, data) {
      await ensure();
      const target = path.join(dir, checked(name));
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, data, { mode: 0o640 });
      await rename(partial, target);
    },
    async get(name) {
      if (!storedFileName.test(name)) return null;
      try {
        return await readFile(path.join(dir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(name) {
      await rm(path.join(dir, checked(name)), { force: true });
    },
  };
}
