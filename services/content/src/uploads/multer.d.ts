// multer 2 ships no types; this is the part of its API the upload route uses.
declare module 'multer' {
  import type { RequestHandler } from 'express';

  interface StorageEngine {
    readonly _storage: unique symbol;
  }
  interface Options {
    storage?: StorageEngine;
    limits?: { fileSize?: number; files?: number; fields?: number; parts?: number; fieldSize?: number };
  }
  interface Multer {
    single(field: string): RequestHandler;
  }
  interface MulterFactory {
    (options?: Options): Multer;
    memoryStorage(): StorageEngine;
    MulterError: new (code: string, field?: string) => Error & { code: string; field?: string };
  }
  const multer: MulterFactory;
  export default multer;
}
