import yauzl, { type Entry, type ZipFile } from 'yauzl';
import yazl from 'yazl';
import { cartridgeLimits, cartridgeMessages } from '@canopy/contracts';
import { HttpError, PayloadTooLargeError, ValidationError } from '@canopy/service-kit';

/*
 * The zip side of a Common Cartridge. Reading is where hostile packages are met, so every limit is checked from
 * the central directory before a byte is inflated, and again on the bytes themselves while they are inflated
 * (yauzl's validateEntrySizes: a file that inflates past its declared size is an error, not a surprise).
 */

export type CartridgeLimits = typeof cartridgeLimits;

/** The files of an opened package: every name, and the bytes of one on demand (inflated only when asked). */
export interface PackageFiles {
  /** Every file path (folders left out), as the zip names them. */
  names: ReadonlySet<string>;
  /** The file's bytes; null when the package has no such file. */
  read(name: string): Promise<Buffer | null>;
  close(): void;
}

const refusedBomb = () => new PayloadTooLargeError(cartridgeMessages.bomb);
const refusedPath = () => new ValidationError(cartridgeMessages.unsafePath);

/**
 * A path that stays inside the package: relative, forward slashes only, no "." or ".." segment, no drive letter,
 * no control characters. yauzl refuses most of these itself (strictFileNames); this is the rule stated once.
 */
export function isSafePackagePath(name: string): boolean {
  if (name.length === 0 || name.length > 1_000) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(name)) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return name.split('/').every((segment, i, all) => {
    if (segment === '..' || segment === '.') return false;
    // Only a folder's own entry ends with "/" (an empty last segment); "a//b" is refused.
    return segment.length > 0 || i === all.length - 1;
  });
}

/** What yauzl reports for a name or an archive it will not read, as the refusal a person is shown. */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/file ?name|path|characters/i.test(message)) return refusedPath();
  if (/too many|too large|size/i.test(message)) return refusedBomb();
  return new ValidationError(cartridgeMessages.notZip);
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error || !zip ? reject(refusalOf(error)) : resolve(zip)),
    );
  });
}

/** Reads the central directory, judging each entry as it comes. */
function listEntries(zip: ZipFile, limits: CartridgeLimits): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let total = 0;
    const fail = (error: HttpError) => {
      zip.close();
      reject(error);
    };
    zip.on('error', (error: unknown) => fail(refusalOf(error)));
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      if (!isSafePackagePath(name)) return fail(refusedPath());
      if (entry.isEncrypted()) return fail(new ValidationError(cartridgeMessages.encrypted));
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes)
        return fail(new PayloadTooLargeError(cartridgeMessages.uncompressedTooLarge));
      const judged = entry.uncompressedSize >= limits.ratioFloorBytes;
      if (judged && entry.uncompressedSize > Math.max(entry.compressedSize, 1) * limits.maxRatio) {
        return fail(refusedBomb());
      }
      // Folders carry no bytes; a name given twice keeps its first file (the second could only confuse).
      if (!name.endsWith('/') && !entries.has(name)) entries.set(name, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.readEntry();
  });
}

function inflate(zip: ZipFile, entry: Entry, limits: CartridgeLimits): Promise<Buffer> {
  if (entry.uncompressedSize > limits.maxEntryBytes) return Promise.reject(refusedBomb());
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(refusalOf(error));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Never more than declared (yauzl checks too) and never more than one file may be.
        if (size > entry.uncompressedSize || size > limits.maxEntryBytes) {
          stream.destroy();
          reject(refusedBomb());
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', (streamError: unknown) => reject(refusalOf(streamError)));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Opens an uploaded package. Refuses (4xx, the contracts' messages) what is not a zip, more files than allowed,
 * more bytes once uncompressed than allowed, a file that expands far more than text does, encrypted files and any
 * path that would leave the package.
 */
export async function openPackage(
  buffer: Buffer,
  limits: CartridgeLimits = cartridgeLimits,
): Promise<PackageFiles> {
  const zip = await openZip(buffer);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new PayloadTooLargeError(cartridgeMessages.tooManyEntries);
  }
  const entries = await listEntries(zip, limits);
  return {
    names: new Set(entries.keys()),
    async read(name) {
      const entry = entries.get(name);
      return entry ? inflate(zip, entry, limits) : null;
    },
    close: () => zip.close(),
  };
}

/** A zip of the given files, in the given order (imsmanifest.xml first by convention). */
export function writeZip(
  files: Array<{ name: string; data: Buffer | string }>,
  mtime = new Date(),
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : file.data;
    zip.addBuffer(data, file.name, { mtime, compress: true });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
