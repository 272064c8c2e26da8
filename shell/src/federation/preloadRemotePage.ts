import { matchRoutes, type Params } from 'react-router-dom';
import { fetchCurrentUser, resolveGuard, USER_QUERY_KEY, type AppRoute } from '@canopy/auth';
import type { User } from '@canopy/contracts';
import { queryClient } from '../queryClient';
import { manifestStore } from './manifestStore';
import { remoteRegistry } from './remoteRegistry';
import { preloadPage } from './useLoadedPage';

/**
 * Reads the manifest, loads the routes of the remote that owns `pathname`, starts the chunk of the page that
 * matches it and the page's first reads (its `prefetch`), as RemoteRoutes would once the app has rendered that far
 * (and, on a signed-in page, once the user is known). Started from src/index.ts, it runs beside the bootstrap
 * instead of after it. The stores keep one load in flight and the reads land in the app's QueryClient, so
 * RemoteRoutes and the page join these.
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
  if (!match) return;
  preloadPage(match.route.Component);
  const isDeclared = (path: string) => manifest.status === 'ready' && manifest.ownerOf(path) !== null;
  await prefetchFirstReads(match.route, match.params, isDeclared);
}

/**
 * The page's first reads, once the current user is known and only if the page's guard lets them in: a visitor
 * sent to /auth, or an account sent elsewhere, starts no read for a page it will not see.
 */
async function prefetchFirstReads(
  route: AppRoute,
  params: Params,
  isDeclared: (path: string) => boolean,
): Promise<void> {
  if (!route.prefetch) return;
  // The query AuthProvider reads: joined while main.js's request is on its way, read from the cache after.
  const user = await queryClient
    .ensureQueryData<User | null>({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false })
    .catch(() => null);
  if (resolveGuard(route.guard, user, false, isDeclared).kind !== 'allow') return;
  route.prefetch({ params, search: new URLSearchParams(window.location.search), queryClient, user });
}
