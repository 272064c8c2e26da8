import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppRoute } from '@canopy/auth';
import { fetchRemoteManifest } from './remoteManifest';
import type { RemoteManifest } from './remoteManifest';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; routes: AppRoute[] }
  | { status: 'error'; error: unknown };

export type ManifestState =
  { status: 'loading' } | { status: 'ready'; remotes: RemoteManifest } | { status: 'error'; error: unknown };

export interface RegistrySnapshot {
  manifest: ManifestState;
  remotes: Record<string, RemoteState>;
}

type RoutesModule = { default?: unknown } | unknown[];

function readRoutes(mod: RoutesModule | null | undefined, name: string): AppRoute[] {
  const list = Array.isArray(mod) ? mod : (mod as { default?: unknown } | null)?.default;
  if (!Array.isArray(list)) throw new Error(`Remote "${name}" does not export a routes array from ./routes`);
  return list.filter(
    (r): r is AppRoute =>
      !!r && typeof r === 'object' && typeof (r as AppRoute).path === 'string' && !!(r as AppRoute).Component,
  );
}

/**
 * Finds the remotes at run time (GET /mfe-manifest.json), registers them with the Module Federation runtime and
 * loads each one's `./routes` on demand. Changing a remote's URL needs no shell rebuild: only the manifest changes.
 */
class RemoteRegistry {
  private snapshot: RegistrySnapshot = { manifest: { status: 'loading' }, remotes: {} };
  private listeners = new Set<() => void>();
  private manifestPromise: Promise<void> | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  private set(next: Partial<RegistrySnapshot>) {
    this.snapshot = { ...this.snapshot, ...next };
    for (const l of this.listeners) l();
  }

  private setRemote(name: string, state: RemoteState) {
    this.set({ remotes: { ...this.snapshot.remotes, [name]: state } });
  }

  /** Fetches the manifest once (again after a failure) and registers every listed remote. */
  loadManifest(): Promise<void> {
    if (this.manifestPromise) return this.manifestPromise;
    this.set({ manifest: { status: 'loading' } });
    this.manifestPromise = fetchRemoteManifest().then(
      (remotes) => {
        registerRemotes(Object.entries(remotes).map(([name, { entry }]) => ({ name, entry })));
        const states: Record<string, RemoteState> = {};
        for (const name of Object.keys(remotes))
          states[name] = this.snapshot.remotes[name] ?? { status: 'idle' };
        this.set({ manifest: { status: 'ready', remotes }, remotes: states });
      },
      (error: unknown) => {
        console.error('[federation] could not read the remote manifest', error);
        this.manifestPromise = null;
        this.set({ manifest: { status: 'error', error } });
      },
    );
    return this.manifestPromise;
  }

  /** Loads a remote's routes unless they are loaded or loading. */
  ensureRoutes(name: string): void {
    const state = this.snapshot.remotes[name];
    if (!state || state.status === 'loading' || state.status === 'ready') return;
    if (state.status === 'error') return; // only an explicit retry tries again
    void this.load(name);
  }

  private async load(name: string) {
    this.setRemote(name, { status: 'loading' });
    try {
      const mod = await loadRemote<RoutesModule>(`${name}/routes`);
      this.setRemote(name, { status: 'ready', routes: readRoutes(mod, name) });
    } catch (error) {
      console.error(`[federation] remote "${name}" could not be loaded`, error);
      this.setRemote(name, { status: 'error', error });
    }
  }

  /** Retry after a failure: re-read the manifest if that failed, else re-register the remote and load it again. */
  async retry(name: string | null): Promise<void> {
    if (this.snapshot.manifest.status === 'error') {
      await this.loadManifest();
    }
    const manifest = this.snapshot.manifest;
    if (!name || manifest.status !== 'ready') return;
    const entry = manifest.remotes[name];
    if (!entry) return;
    // force: drop the failed container from the runtime's cache so the entry is fetched again.
    registerRemotes([{ name, entry: entry.entry }], { force: true });
    await this.load(name);
  }
}

export const remoteRegistry = new RemoteRegistry();
