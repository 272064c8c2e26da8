import type { AppRoute } from '@canopy/auth';
import { manifestStore } from './manifestStore';
import type { RemoteManifest } from './remoteManifest';
import { isRemoteLoadError } from './RemoteLoadError';
import { loadRemoteModule } from './loadRemoteModule';
import { retryWithBackoff } from './retryWithBackoff';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; routes: AppRoute[] }
  | { status: 'error'; error: unknown };

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
 * Loads the `./routes` of each remote the manifest lists, on demand. A load that fails for want of code (a
 * RemoteLoadError) is retried twice with backoff, fetching the remote's entry afresh each time, before the remote
 * counts as unavailable.
 */
class RemoteRegistry {
  private remotes: Record<string, RemoteState> = {};
  private listeners = new Set<() => void>();
  private inflight = new Map<string, Promise<void>>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): Readonly<Record<string, RemoteState>> => this.remotes;

  private setRemote(name: string, state: RemoteState) {
    this.remotes = { ...this.remotes, [name]: state };
    for (const l of this.listeners) l();
  }

  private listed(): RemoteManifest | null {
    const manifest = manifestStore.getSnapshot();
    return manifest.status === 'ready' ? manifest.remotes : null;
  }

  /**
   * Loads a remote's routes unless they are loaded, loading, or failed (only an explicit retry tries again).
   * Settles when the load in flight does (never rejects: a failure is the remote's state).
   */
  ensureRoutes(name: string): Promise<void> {
    if ((this.remotes[name]?.status ?? 'idle') === 'idle') return this.load(name, false);
    return this.inflight.get(name) ?? Promise.resolve();
  }

  /**
   * Reloads a remote after a failure (the Retry button, or the page boundary's automatic retry); re-reads the
   * manifest first when that is what failed. Routes already shown stay in place while the new ones load, so the
   * page that asked keeps its state.
   */
  async retry(name: string | null): Promise<void> {
    if (manifestStore.getSnapshot().status !== 'ready') await manifestStore.load();
    if (name) await this.load(name, true);
  }

  private load(name: string, fresh: boolean): Promise<void> {
    const running = this.inflight.get(name);
    if (running) return running;
    const remotes = this.listed();
    const listed = remotes?.[name];
    if (!remotes || !listed) return Promise.resolve();
    if (this.remotes[name]?.status !== 'ready') this.setRemote(name, { status: 'loading' });

    const run = retryWithBackoff(
      async (attempt) =>
        readRoutes(
          (await loadRemoteModule(name, listed.entry, './routes', fresh || attempt > 0)) as RoutesModule,
          name,
        ),
      { shouldRetry: isRemoteLoadError },
    )
      .then(
        (routes) => this.setRemote(name, { status: 'ready', routes }),
        (error: unknown) => {
          console.error(`[federation] remote "${name}" could not be loaded`, error);
          this.setRemote(name, { status: 'error', error });
        },
      )
      .finally(() => this.inflight.delete(name));
    this.inflight.set(name, run);
    return run;
  }
}

export const remoteRegistry = new RemoteRegistry();
