import { useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RouteGuard } from '@canopy/auth';
import type { AppRoute } from '@canopy/auth';
import { PageSpinner } from '@canopy/ui';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteBoundary } from './RemoteBoundary';
import { RouteTitle } from './RouteTitle';
import { areaLabel } from './remoteLabels';
import { remoteRegistry } from './remoteRegistry';
import { forgetFailedLoad, useLoadedPage } from './useLoadedPage';
import { usePagePrefetch } from './usePagePrefetch';
import { useRemoteRegistry } from './useRemoteRegistry';
import { RemoteUnavailable } from './RemoteUnavailable';

function RemotePage({ remote, route }: { remote: string; route: AppRoute }) {
  const { pathname } = useLocation();
  return (
    <RouteGuard guard={route.guard}>
      {route.title && <RouteTitle title={route.title} ns={route.titleNamespace} />}
      <RemoteBoundary
        area={areaLabel(remote)}
        resetKey={pathname}
        onRetry={() => {
          forgetFailedLoad(route.Component);
          return remoteRegistry.retry(remote);
        }}
      >
        <LoadedPage route={route} />
      </RemoteBoundary>
    </RouteGuard>
  );
}

/**
 * The page once its chunk is there (a spinner until then), inside the boundary that shows a failed load. Its first
 * reads start at the same time as the chunk (`prefetch`).
 */
function LoadedPage({ route }: { route: AppRoute }) {
  usePagePrefetch(route);
  const Page = useLoadedPage(route.Component);
  return Page ? <Page /> : <PageSpinner />;
}

/**
 * The catch-all of the shell's router. Renders the matching page of any loaded remote; otherwise finds the remote
 * that declares the path in /mfe-manifest.json, loads it, and decides between its page, the "unavailable" panel
 * (declared but not loadable) and the 404 page (declared by nobody).
 */
export default function RemoteRoutes() {
  const { pathname } = useLocation();
  const { manifest, remotes } = useRemoteRegistry();

  const routes = useMemo<RouteObject[]>(() => {
    const list: RouteObject[] = [];
    for (const [name, state] of Object.entries(remotes)) {
      if (state.status !== 'ready') continue;
      for (const route of state.routes) {
        list.push({ path: route.path, element: <RemotePage remote={name} route={route} /> });
      }
    }
    list.push({ path: '*', element: <RemoteFallback pathname={pathname} /> });
    return list;
  }, [remotes, pathname]);

  // Start loading the owner of this path as soon as the manifest is known.
  const owner = manifest.status === 'ready' ? manifest.ownerOf(pathname) : null;
  useEffect(() => {
    if (owner) void remoteRegistry.ensureRoutes(owner);
  }, [owner]);

  return useRoutes(routes);
}

/** No loaded remote rendered the path: a spinner while its owner loads, then the unavailable panel or the 404. */
function RemoteFallback({ pathname }: { pathname: string }) {
  const { manifest, remotes } = useRemoteRegistry();
  if (manifest.status === 'loading') return <PageSpinner />;
  // Without the manifest no path can be told apart from another: every one may exist, none can be shown.
  if (manifest.status === 'error') {
    return <RemoteUnavailable area={areaLabel(null)} onRetry={() => remoteRegistry.retry(null)} />;
  }
  const owner = manifest.ownerOf(pathname);
  if (!owner) return <NotFoundPage />;
  const state = remotes[owner];
  if (!state || state.status === 'idle' || state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error') {
    return (
      <RemoteUnavailable
        area={areaLabel(owner)}
        reason={state.reason}
        onRetry={() => remoteRegistry.retry(owner)}
      />
    );
  }
  // Declared in the manifest but not among the routes the remote delivered: its build and manifest disagree.
  return <NotFoundPage />;
}
