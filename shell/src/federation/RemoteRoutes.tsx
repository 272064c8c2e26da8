import { useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RouteGuard } from '@canopy/auth';
import type { AppRoute } from '@canopy/auth';
import { PageSpinner } from '@canopy/ui';
import { NotFoundPage } from '../pages/NotFoundPage';
import { DocumentTitle } from '../DocumentTitle';
import { RemoteBoundary } from './RemoteBoundary';
import { ownerOf, remoteLabels } from './remoteOwnership';
import type { RemoteName } from './remoteOwnership';
import { remoteRegistry } from './remoteRegistry';
import { useRemoteRegistry } from './useRemoteRegistry';
import { RemoteUnavailable } from './RemoteUnavailable';

function areaLabel(name: string): string {
  return remoteLabels[name as RemoteName] ?? name;
}

function RemotePage({ remote, route }: { remote: string; route: AppRoute }) {
  const { pathname } = useLocation();
  const { Component } = route;
  return (
    <RouteGuard guard={route.guard}>
      {route.title && <DocumentTitle title={route.title} />}
      <RemoteBoundary
        area={areaLabel(remote)}
        resetKey={pathname}
        onRetry={() => remoteRegistry.retry(remote)}
      >
        <Component />
      </RemoteBoundary>
    </RouteGuard>
  );
}

/**
 * The catch-all of the shell's router. Renders the matching page of any loaded remote; otherwise loads the remote
 * that owns the path (or, for an unknown path, every remote not loaded yet), then decides between the page, the
 * "unavailable" panel (owner listed but not loadable) and the 404 page.
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
  const owner = ownerOf(pathname);
  useEffect(() => {
    if (manifest.status === 'ready' && owner && manifest.remotes[owner]) remoteRegistry.ensureRoutes(owner);
  }, [manifest, owner]);

  return useRoutes(routes);
}

/** No loaded remote matched: load what could match, then show the page, the unavailable panel or the 404. */
function RemoteFallback({ pathname }: { pathname: string }) {
  const { manifest, remotes } = useRemoteRegistry();
  const owner = ownerOf(pathname);
  const listed = useMemo(
    () => (manifest.status === 'ready' ? Object.keys(manifest.remotes) : []),
    [manifest],
  );
  const ownerListed = owner !== null && listed.includes(owner);
  const ownerState = ownerListed ? remotes[owner] : undefined;
  const ownerSettled = !ownerListed || ownerState?.status === 'ready' || ownerState?.status === 'error';
  const pending = listed.filter((n) => {
    const s = remotes[n];
    return !s || s.status === 'idle' || s.status === 'loading';
  });

  useEffect(() => {
    if (manifest.status !== 'ready') return;
    // The owner first; once it has answered without a matching page, any other remote could have it.
    if (ownerListed && !ownerSettled) remoteRegistry.ensureRoutes(owner);
    else for (const name of listed) remoteRegistry.ensureRoutes(name);
  }, [manifest, owner, ownerListed, ownerSettled, listed]);

  if (manifest.status === 'loading') return <PageSpinner />;
  if (manifest.status === 'error') {
    if (owner)
      return <RemoteUnavailable area={areaLabel(owner)} onRetry={() => remoteRegistry.retry(owner)} />;
    return <NotFoundPage />;
  }
  if (ownerListed) {
    if (!ownerSettled) return <PageSpinner />;
    if (ownerState?.status === 'error') {
      return <RemoteUnavailable area={areaLabel(owner)} onRetry={() => remoteRegistry.retry(owner)} />;
    }
  }
  if (pending.length > 0) return <PageSpinner />;
  return <NotFoundPage />;
}
