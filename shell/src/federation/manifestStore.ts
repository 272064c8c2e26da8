import { apiRequest, readQueryResponse } from '@canopy/api-client';
import type { SiteLinks } from '@canopy/contracts';
import { createPathMatcher } from '@canopy/auth';
import { takeEarlyRequest } from '../earlyRequests';
import { loadManifestParser } from './loadManifestParser';
import { MANIFEST_URL } from './manifestUrl';
import type { RemoteManifest } from './remoteManifest';

export type ManifestState =
  | { status: 'loading' }
  | {
      status: 'ready';
      remotes: RemoteManifest;
      /** The home site and support address the gateway is configured with (each absent when not). */
      site: SiteLinks;
      /** The remote that declares a page at this path (most specific pattern first), or null. */
      ownerOf: (path: string) => string | null;
    }
  | { status: 'error'; error: unknown };

/**
 * The manifest's JSON, revalidated with the gateway every time (it changes when a remote is deployed): the answer
 * to the request main.js started on a remote's page, else (or if that one could not reach the gateway) asked now.
 */
async function fetchManifestBody(): Promise<unknown> {
  const early = await takeEarlyRequest(MANIFEST_URL)?.catch(() => undefined);
  if (early) return readQueryResponse<unknown>(early);
  return apiRequest<unknown>('GET', MANIFEST_URL, undefined, { headers: { 'Cache-Control': 'no-cache' } });
}

/**
 * `/mfe-manifest.json` as the shell knows it: which remotes exist, where, and which paths each owns. Read on first
 * use (a remote page, or a link that depends on a remote’s page); /auth reads it only once the page is shown.
 */
class ManifestStore {
  private state: ManifestState = { status: 'loading' };
  private listeners = new Set<() => void>();
  private pending: Promise<void> | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): ManifestState => this.state;

  private set(state: ManifestState) {
    this.state = state;
    for (const l of this.listeners) l();
  }

  /** Fetches the manifest once (again after a failure). */
  load = (): Promise<void> => {
    if (this.pending) return this.pending;
    if (this.state.status === 'error') this.set({ status: 'loading' });
    // The manifest is requested at once and its parser (zod, through @canopy/contracts: kept out of the first
    // download) is fetched meanwhile, rather than one after the other.
    this.pending = Promise.all([fetchManifestBody(), loadManifestParser()])
      .then(([body, { readManifest }]) => readManifest(body, window.location.href))
      .then(
        ({ remotes, site }) =>
          this.set({ status: 'ready', remotes, site, ownerOf: createPathMatcher(remotes) }),
        (error: unknown) => {
          console.error('[federation] could not read the remote manifest', error);
          this.pending = null;
          this.set({ status: 'error', error });
        },
      );
    return this.pending;
  };

  ensureLoaded = (): void => {
    void this.load();
  };
}

export const manifestStore = new ManifestStore();
