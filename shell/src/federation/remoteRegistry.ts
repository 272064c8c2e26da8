import type { AppRoute } from '@canopy/auth';
import { loadFederationRuntime } from './loadFederationRuntime';
import { manifestStore } from './manifestStore';
import type { RemoteManifest } from './remoteManifest';
import { RemoteLoadError } from './RemoteLoadError';

/** Why a remote is not shown: its code could not be had, or it was built for other shared libraries. */
export type RemoteRefusal = 'unavailable' | 'incompatible';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; routes: AppRoute[] }
  | { status: 'error'; error: unknown; reason: RemoteRefusal };

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
 * Loads the `./routes` of each remote the manifest lists, on demand, with the Module Federation runtime: first
 * checks that the shell's shared libraries are in the ranges the remote requires (else it is refused before any
 * of its code runs), then `loadRemote`. The runtime's plugins retry a failed entry, check its integrity and time
 * limit, and turn a failure that outlasts the retries into the unavailable panel (federationRuntime.ts).
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

  /**
   * Starts fetching a remote's entry (the runtime's `preloadRemote`) before it is asked for — a link to one of its
   * pages is pointed at or focused — so that following the link waits only for the routes and the page. Nothing
   * for a remote already loading, loaded, failed or refused: the real load decides and shows what went wrong.
   */
  async warm(name: string): Promise<void> {
    const listed = this.listed()?.[name];
    if (!listed || (this.remotes[name]?.status ?? 'idle') !== 'idle' || this.warming.has(name)) return;
    this.warming.add(name);
    try {
      const runtime = await loadFederationRuntime();
      if (runtime.incompatibilities(listed.requires, runtime.providedVersions()).length) return;
      const mf = await runtime.federation();
      runtime.registerRemote(mf, name, listed, false);
      await mf.preloadRemote([{ nameOrAlias: name }]);
    } catch {
      // A warm-up only: the load that follows the click retries and reports.
    }
  }

  private warming = new Set<string>();

  private load(name: string, fresh: boolean): Promise<void> {
    const running = this.inflight.get(name);
    if (running) return running;
    const remotes = this.listed();
    const listed = remotes?.[name];
    if (!remotes || !listed) return Promise.resolve();
    if (this.remotes[name]?.status !== 'ready') this.setRemote(name, { status: 'loading' });

    const run = this.loadRoutes(name, listed, fresh)
      .then(
        (routes) => this.setRemote(name, { status: 'ready', routes }),
        (error: unknown) => {
          const reason: RemoteRefusal = isIncompatible(error) ? 'incompatible' : 'unavailable';
          if (reason === 'unavailable')
            console.error(`[federation] remote "${name}" could not be loaded`, error);
          this.setRemote(name, { status: 'error', error, reason });
        },
      )
      .finally(() => this.inflight.delete(name));
    this.inflight.set(name, run);
    return run;
  }

  private async loadRoutes(
    name: string,
    listed: RemoteManifest[string],
    fresh: boolean,
  ): Promise<AppRoute[]> {
    let runtime: Awaited<ReturnType<typeof loadFederationRuntime>>;
    try {
      runtime = await loadFederationRuntime();
    } catch (error) {
      throw new RemoteLoadError(name, 'entry', error);
    }
    const { federation, providedVersions, registerRemote, incompatibilities, describeIncompatibilities } =
      runtime;
    const refused = incompatibilities(listed.requires, providedVersions());
    if (refused.length) {
      console.error(
        `[federation] remote "${name}" refused before any of its code ran: it requires ` +
          `${describeIncompatibilities(refused)}`,
      );
      throw new IncompatibleRemoteError(name, describeIncompatibilities(refused));
    }
    const mf = await federation();
    registerRemote(mf, name, listed, fresh);
    const mod = await mf.loadRemote<RoutesModule>(`${name}/routes`);
    if (runtime.isUnavailable(mod)) throw new RemoteLoadError(name, 'entry', mod.error);
    return readRoutes(mod, name);
  }
}

/** A remote built for shared-library versions the shell does not have. */
class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    readonly requires: string,
  ) {
    super(`The "${remote}" remote requires ${requires}`);
  }
}

const isIncompatible = (error: unknown) => error instanceof IncompatibleRemoteError;

export const remoteRegistry = new RemoteRegistry();
