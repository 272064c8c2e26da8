import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';

/*
 * Packages for the Common Cartridge tests. Well-behaved zip writers (yazl included) refuse to write the hostile
 * ones — names with "..", absolute paths, backslashes, sizes that lie — so this writes the zip format by hand:
 * local headers, data, central directory, end record (PKWARE APPNOTE 4.3), nothing else.
 */

export const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'cartridge');

export interface RawEntry {
  name: string;
  data: Buffer | string;
  /** Deflate (default) or store. */
  method?: 'deflate' | 'store';
  /** Declared uncompressed size, when it should lie. */
  declaredSize?: number;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip of the entries exactly as given. */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const method = entry.method === 'store' ? 0 : 8;
    const body = method === 8 ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? data.length;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Every file under a fixture folder, with paths relative to it (forward slashes). */
export function folderEntries(folder: string): RawEntry[] {
  const root = path.join(fixturesDir, folder);
  const walk = (dir: string): RawEntry[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return walk(full);
        return [{ name: path.relative(root, full).split(path.sep).join('/'), data: readFileSync(full) }];
      });
  return walk(root);
}

/** A minimal valid manifest with one module and one page (for the hostile cases to build on). */
export const tinyManifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="M" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1">
  <metadata><schema>IMS Common Cartridge</schema><schemaversion>1.3.0</schemaversion></metadata>
  <organizations><organization identifier="O" structure="rooted-hierarchy"><item identifier="R">
    <item identifier="M1"><title>Module</title><item identifier="I1" identifierref="P1"><title>Page</title></item></item>
  </item></organization></organizations>
  <resources><resource identifier="P1" type="webcontent" href="page.html"><file href="page.html"/></resource></resources>
</manifest>`;

export const tinyPage = '<html><head><title>Page</title></head><body><p>Hello</p></body></html>';
