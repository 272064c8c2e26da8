import { parseMfeManifest } from '@canopy/contracts';

export interface RemoteManifestEntry {
  /** Absolute URL of the remote's entry (its remoteEntry.js). */
  entry: string;
  /** The react-router path patterns the remote owns. */
  paths: readonly string[];
}

export type RemoteManifest = Record<string, RemoteManifestEntry>;

/**
 * Reads `{ remotes: { name: { entry, paths } } }` with the contract's schema, remote by remote (a malformed
 * remote is left out and logged; the others still work), and resolves entries against the page so relative
 * URLs work.
 */
export function parseRemoteManifest(body: unknown, base: string): RemoteManifest {
  const { manifest, rejected } = parseMfeManifest(body);
  if (rejected.length) console.error('[federation] malformed /mfe-manifest.json entries left out:', rejected);
  const out: RemoteManifest = {};
  for (const [name, { entry, paths }] of Object.entries(manifest.remotes)) {
    try {
      out[name] = { entry: new URL(entry, base).href, paths };
    } catch {
      console.error(`[federation] remote "${name}" has an entry that is not a URL:`, entry);
    }
  }
  return out;
}
