import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, isRemoteLoadError } from './RemoteLoadError';

type ErrorLoadRemote = NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>;
type ErrorLoadRemoteArgs = Parameters<ErrorLoadRemote>[0];

/**
 * Module Federation runtime plugin: classifies what the runtime could not load. `errorLoadRemote` is the runtime's
 * hook for a failed `loadRemote` (its documented stages: beforeRequest, afterResolve, onLoad, beforeLoadShare); a
 * value it returns would be used as the module, a throw replaces the error. Every failure that ends a `loadRemote`
 * reaches the `onLoad` (or `beforeRequest`) stage, where it is rethrown as a RemoteLoadError naming the remote.
 * `afterResolve` (the remote's mf-manifest.json failed) is left to the runtime, which clears its manifest cache
 * and then fails the load at `onLoad`; `beforeLoadShare` too, since the runtime carries on without that remote's
 * shared modules there and nothing has failed for the page yet.
 */
export function remoteLoadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'canopy-remote-load',
    errorLoadRemote({ id, error, lifecycle, remote }: ErrorLoadRemoteArgs) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'beforeRequest') return undefined;
      if (isRemoteLoadError(error)) throw error;
      throw new RemoteLoadError(remote?.name ?? id.split('/')[0] ?? id, lifecycle, error);
    },
  };
}
