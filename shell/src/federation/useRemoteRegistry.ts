import { useEffect, useSyncExternalStore } from 'react';
import { manifestStore } from './manifestStore';
import { remoteRegistry } from './remoteRegistry';

/** The manifest and every remote's load state; the first caller starts reading the manifest. */
export function useRemoteRegistry() {
  const manifest = useSyncExternalStore(
    manifestStore.subscribe,
    manifestStore.getSnapshot,
    manifestStore.getSnapshot,
  );
  const remotes = useSyncExternalStore(
    remoteRegistry.subscribe,
    remoteRegistry.getSnapshot,
    remoteRegistry.getSnapshot,
  );
  useEffect(() => manifestStore.ensureLoaded(), []);
  return { manifest, remotes };
}
