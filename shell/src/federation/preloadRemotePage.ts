import { matchRoutes } from 'react-router-dom';
import { manifestStore } from './manifestStore';
import { remoteRegistry } from './remoteRegistry';
import { preloadPage } from './useLoadedPage';

/**
 * Reads the manifest, loads the routes of the remote that owns `pathname` and starts the chunk of the page that
 * matches it, as RemoteRoutes would once the app has rendered that far (and, on a signed-in page, once the user
 * is known). Started from src/index.ts, it runs beside the bootstrap instead of after it. The stores keep one
 * load in flight, so RemoteRoutes joins these.
 */
export async function preloadRemotePage(pathname: string): Promise<void> {
  await manifestStore.load();
  const manifest = manifestStore.getSnapshot();
  const owner = manifest.status === 'ready' ? manifest.ownerOf(pathname) : null;
  if (!owner) return;
  await remoteRegistry.ensureRoutes(owner);
  const state = remoteRegistry.getSnapshot()[owner];
  if (state?.status !== 'ready') return;
  const [match] = matchRoutes(state.routes, pathname) ?? [];
  if (match) preloadPage(match.route.Component);
}
