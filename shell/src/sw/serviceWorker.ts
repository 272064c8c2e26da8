/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { offlineMessages } from '@canopy/offline';
import { registerActionQueue } from './actionQueue';
import { registerApiRoutes } from './apiRoutes';
import { registerPageRoutes } from './pageRoutes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A new build takes over at once: the shell's files are content-addressed, and pages still open keep the chunks
// they loaded (the precache keeps the previous build's until cleanupOutdatedCaches).
void self.skipWaiting();
clientsClaim();

// The shell's own files (built by InjectManifest from dist/): what every page needs to start without a network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerPageRoutes();
const queue = registerActionQueue(self);
registerApiRoutes(() => queue.clear());

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === offlineMessages.list) {
    event.waitUntil(queue.list().then((actions) => event.ports[0]?.postMessage(actions)));
  } else if (type === offlineMessages.replay) {
    event.waitUntil(queue.replay());
  }
});
