import { apiRequest } from '@canopy/api-client';

export interface RemoteManifestEntry {
  /** URL of the remote's mf-manifest.json (or remoteEntry.js), absolute or relative to the page. */
  entry: string;
}

export type RemoteManifest = Record<string, RemoteManifestEntry>;

export const MANIFEST_URL = '/mfe-manifest.json';

/** Reads `{ remotes: { name: { entry } } }` and resolves entries against the page so relative URLs work. */
export function parseRemoteManifest(body: unknown, base: string): RemoteManifest {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return {};
  const out: RemoteManifest = {};
  for (const [name, value] of Object.entries(remotes as Record<string, unknown>)) {
    const entry = (value as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string' || !entry) continue;
    try {
      out[name] = { entry: new URL(entry, base).href };
    } catch {
      // A malformed entry is skipped; that area then counts as not deployed.
    }
  }
  return out;
}

export async function fetchRemoteManifest(): Promise<RemoteManifest> {
  const body = await apiRequest<unknown>('GET', MANIFEST_URL, undefined, {
    headers: { 'Cache-Control': 'no-cache' },
  });
  return parseRemoteManifest(body, window.location.href);
}
