import { useEffect, useSyncExternalStore } from 'react';
import { remoteRegistry } from './remoteRegistry';

/** The registry's current snapshot; the first caller triggers the manifest fetch. */
export function useRemoteRegistry() {
  const snapshot = useSyncExternalStore(
    remoteRegistry.subscribe,
    remoteRegistry.getSnapshot,
    remoteRegistry.getSnapshot,
  );
  useEffect(() => {
    void remoteRegistry.loadManifest();
  }, []);
  return snapshot;
}
