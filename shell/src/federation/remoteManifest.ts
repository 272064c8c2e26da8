import { parseMfeManifest, type SiteLinks } from '@canopy/contracts';

export interface RemoteManifestEntry {
  /** Absolute URL of the remote's entry (its remoteEntry.js). */
  entry: string;
  /** The react-router path patterns the remote owns. */
  paths: readonly string[];
  /** SRI hash its entry must match (`sha384-…`), when the gateway knows it. */
  integrity?: string;
  /** The ranges of the shared libraries its build requires (`{ "@canopy/ui": "^1.0.0" }`). */
  requires?: Readonly<Record<string, string>>;
}

export type RemoteManifest = Record<string, RemoteManifestEntry>;

/**
 * Reads `{ remotes: { name: { entry, paths, integrity?, requires? } } }` with the contract's schema, remote by remote (a malformed
 * remote is left out and logged; the others still work), and resolves entries against the page so relative
 * URLs work.
 */
export function parseRemoteManifest(body: unknown, base: string): RemoteManifest {
  return readManifest(body, base).remotes;
}

/** The remotes as parseRemoteManifest reads them, and the installation's configured outside addresses. */
export function readManifest(body: unknown, base: string): { remotes: RemoteManifest; site: SiteLinks } {
  const { manifest, rejected } = parseMfeManifest(body);
  if (rejected.length) console.error('[federation] malformed /mfe-manifest.json entries left out:', rejected);
  const out: RemoteManifest = {};
  for (const [name, { entry, ...rest }] of Object.entries(manifest.remotes)) {
    try {
      out[name] = { ...rest, entry: new URL(entry, base).href };
    } catch {
      console.error(`[federation] remote "${name}" has an entry that is not a URL:`, entry);
    }
  }
  return { remotes: out, site: manifest.site ?? {} };
}
