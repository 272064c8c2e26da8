import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { canopyLoaderPlugin } from './canopyLoaderPlugin';

export { isUnavailable } from './canopyLoaderPlugin';
export { describeIncompatibilities, incompatibilities } from './sharedCompatibility';
import { remoteContainerGlobal } from './remoteContainerGlobal';
import type { RemoteManifestEntry } from './remoteManifest';

// The bundler's sharing API, as Module Federation defines it for a host (rspack's container plugins): the shell
// provides its singletons (React, the router, the theme, the shared libs) in this scope.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, SharedScope>;

/** `{ package: { version: { get, loaded, from, ... } } }`: a Module Federation share scope. */
type SharedScope = Record<string, Record<string, unknown>>;

const SHARE_SCOPE = 'default';

/**
 * A remote entry that failed to load is fetched twice more, half a second apart (the official retry plugin):
 * long enough for a redeploy's files to land, short for people. (The plugin's `retryTimes: 1` is two more
 * attempts after the failed load: its loop counts from the first one it makes itself.)
 */
export const ENTRY_RETRIES = { retryTimes: 1, retryDelay: 500 };

let instance: ModuleFederation | null = null;

/**
 * The Module Federation runtime of @module-federation/enhanced, made once when the first remote is needed (this
 * module is its own chunk: /auth never downloads it). It does not bring shared modules of its own: it is handed
 * the scope the shell's bundler filled, so every remote gets the shell's singletons.
 */
export async function federation(): Promise<ModuleFederation> {
  if (instance) return instance;
  await __webpack_init_sharing__(SHARE_SCOPE);
  const mf = createInstance({
    name: 'canopy_shell',
    remotes: [],
    shared: {},
    plugins: [RetryPlugin({ script: ENTRY_RETRIES }), canopyLoaderPlugin()],
  });
  instance ??= mf;
  instance.initShareScopeMap(
    SHARE_SCOPE,
    __webpack_share_scopes__[SHARE_SCOPE] as Parameters<ModuleFederation['initShareScopeMap']>[1],
  );
  return instance;
}

/**
 * The version of each package the shell provides. Only the shell provides them (a remote consumes with `import:
 * false`), so each has one.
 */
export function providedVersions(): Record<string, string> {
  const scope = __webpack_share_scopes__[SHARE_SCOPE] ?? {};
  const out: Record<string, string> = {};
  for (const [name, versions] of Object.entries(scope)) {
    const [version] = Object.keys(versions);
    if (version) out[name] = version;
  }
  return out;
}

const registered = new Map<string, string>();

/**
 * Registers (again, when its entry or integrity changed, or `fresh`: a retry after a failure may find a newer
 * deployment) a remote of /mfe-manifest.json with the runtime: a webpack-5 container defining
 * `window.canopy_remote_{name}`, loaded with its integrity.
 */
export function registerRemote(
  mf: ModuleFederation,
  name: string,
  remote: RemoteManifestEntry,
  fresh: boolean,
): void {
  const key = `${remote.entry} ${remote.integrity ?? ''}`;
  const known = registered.get(name);
  if (known === key && !fresh) return;
  mf.registerRemotes(
    [
      {
        name,
        entry: remote.entry,
        type: 'global',
        entryGlobalName: remoteContainerGlobal(name),
        shareScope: SHARE_SCOPE,
        // Read back by canopyLoaderPlugin's createScript (the runtime passes a remote's fields through).
        ...(remote.integrity ? { integrity: remote.integrity } : {}),
      },
    ],
    { force: known !== undefined },
  );
  registered.set(name, key);
}
