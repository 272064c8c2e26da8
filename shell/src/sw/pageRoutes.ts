/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** Bundlers put a hex content hash in file names (remoteEntry.3f9a1c2e0b.js): such a file never changes. */
const CONTENT_ADDRESSED = /[.-][0-9a-f]{8,}\.(?:js|css|png|svg|woff2?)$/i;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * Pages and the remotes' code. A page is always asked of the network (its HTML names the scripts it needs); with
 * no network, the shell's precached index.html starts the app, which finds everything else below.
 *
 * Module Federation: /mfe-manifest.json, a remote's unhashed remoteEntry.js, mf-manifest.json and
 * canopy-routes.json describe the deployment of the moment, so they are network-first (the gateway serves them
 * no-cache) and the kept copy is used only offline: a stale entry is never pinned. Content-addressed files
 * (remoteEntry.{hash}.js, every chunk) are kept and served from the cache: a new deployment has new names.
 */
export function registerPageRoutes(): void {
  registerRoute(
    new NavigationRoute(
      new NetworkOnly({
        plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
      }),
      { denylist: [/^\/api\//, /^\/remotes\//] },
    ),
  );

  registerRoute(
    ({ url }) =>
      sameOrigin(url) && url.pathname.startsWith('/remotes/') && CONTENT_ADDRESSED.test(url.pathname),
    new CacheFirst({
      cacheName: 'canopy-remote-code',
      plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 })],
    }),
  );

  registerRoute(
    ({ url }) =>
      sameOrigin(url) && (url.pathname === '/mfe-manifest.json' || url.pathname.startsWith('/remotes/')),
    new NetworkFirst({
      cacheName: 'canopy-federation',
      plugins: [new ExpirationPlugin({ maxEntries: 50 })],
    }),
  );
}
