import { manifestStore } from './manifestStore';
import { remoteRegistry } from './remoteRegistry';

/**
 * Reads the manifest and loads the routes of the remote that owns `pathname`, as RemoteRoutes would once the app
 * has rendered that far: started from src/index.ts, it runs beside the bootstrap instead of after it. Both stores
 * keep one load in flight, so RemoteRoutes joins this one.
 */
export async function preloadRemotePage(pathname: string): Promise<void> {
  await manifestStore.load();
  const manifest = manifestStore.getSnapshot();
  const owner = manifest.status === 'ready' ? manifest.ownerOf(pathname) : null;
  if (owner) remoteRegistry.ensureRoutes(owner);
}
