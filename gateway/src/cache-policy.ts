import path from 'node:path';
import { REMOTE_PATHS_FILE } from '@canopy/contracts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
// Bundlers put a hex content hash in asset names: main.3f9a1c2e.js, 123.a1b2c3d4e5f6.css, x-0badc0de.js.map.
const HASHED = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', REMOTE_PATHS_FILE]);

/** Cache policy for a file the gateway serves: hashed assets forever, everything else revalidated. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.3f9a1c2e.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name.endsWith('.html') || ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
