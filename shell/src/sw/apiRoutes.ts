/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import {
  clearOfflineData,
  courseCacheName,
  coursePageOf,
  readCurrentUser,
  userCachePrefix,
  writeCurrentUser,
} from '@canopy/offline';

declare const self: ServiceWorkerGlobalScope;

/** Answers that start a session: they name the user now signed in. */
const SIGN_IN_PATHS = new Set([
  '/api/login',
  '/api/register',
  '/api/test-login',
  '/api/passkeys/login/verify',
]);
const isApi = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/api/');

/** The current user's course caches (none when nobody is known to be signed in). */
export async function ownCacheNames(): Promise<{ userId: number; names: string[] } | null> {
  const userId = await readCurrentUser();
  if (userId === null) return null;
  const prefix = userCachePrefix(userId);
  return { userId, names: (await caches.keys()).filter((n) => n.startsWith(prefix)) };
}

/** The current user's kept answer for `request`, from any of their course copies. Never another user's. */
async function ownCopyOf(request: Request): Promise<Response | undefined> {
  const own = await ownCacheNames();
  for (const name of own?.names ?? []) {
    const hit = await (await caches.open(name)).match(request, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Keeps copies fresh: an answer already kept in one of the user's course copies replaces it there, and a read
 * made by a page of a kept course (its enrolled view or a lesson: the request's referrer) joins that course's
 * copy, so what the learner opened online opens offline too.
 */
async function refreshCopies(request: Request, answer: Response): Promise<void> {
  const own = await ownCacheNames();
  if (!own || own.names.length === 0) return;
  const referrer = request.referrer ? new URL(request.referrer) : null;
  const pageCourse =
    referrer && referrer.origin === self.location.origin ? coursePageOf(referrer.pathname) : null;
  const pageCache = pageCourse === null ? null : courseCacheName(own.userId, pageCourse);
  for (const name of own.names) {
    const cache = await caches.open(name);
    if (name === pageCache || (await cache.match(request, { ignoreVary: true }))) {
      await cache.put(request, answer.clone());
    }
  }
}

/** Who GET /api/user says is signed in (null: nobody) decides whose copies may be served. */
async function noteUser(answer: Response): Promise<void> {
  if (answer.status === 401) return writeCurrentUser(null);
  if (!answer.ok) return;
  const user = (await answer.json().catch(() => null)) as { id?: unknown } | null;
  await writeCurrentUser(typeof user?.id === 'number' ? user.id : null);
}

async function apiRead({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const req = request as Request;
  let answer: Response;
  try {
    answer = await fetch(req);
  } catch (error) {
    // No network: the learner's own kept copy, if the course was made available offline.
    const kept = await ownCopyOf(req);
    if (kept) return kept;
    throw error;
  }
  const copy = answer.clone();
  const after = (async () => {
    if (new URL(req.url).pathname === '/api/user') await noteUser(copy.clone());
    if (copy.ok) await refreshCopies(req, copy);
  })();
  (event as ExtendableEvent).waitUntil(after.catch(() => undefined));
  return answer;
}

/**
 * A sign-in names its user (nobody's copies are served while it runs); a logout clears every copy and who was
 * signed in, whichever page sent it.
 */
async function sessionChange(
  { request, event }: RouteHandlerCallbackOptions,
  onLogout: () => Promise<void>,
): Promise<Response> {
  const req = request as Request;
  const path = new URL(req.url).pathname;
  if (SIGN_IN_PATHS.has(path)) await writeCurrentUser(null);
  const answer = await fetch(req);
  const done = (async () => {
    if (path === '/api/logout') {
      if (answer.ok) await Promise.all([clearOfflineData(), onLogout()]);
    } else if (answer.ok) {
      const user = (await answer
        .clone()
        .json()
        .catch(() => null)) as { id?: unknown } | null;
      if (typeof user?.id === 'number') await writeCurrentUser(user.id);
    }
  })();
  (event as ExtendableEvent).waitUntil(done.catch(() => undefined));
  // The page learns it is signed in only once the new user is recorded.
  await done.catch(() => undefined);
  return answer;
}

/** `onLogout`: what else a logout clears (the actions kept for the user who leaves). */
export function registerApiRoutes(onLogout: () => Promise<void>): void {
  // Event streams (an ebook job's progress) are left to the browser: nothing of them is kept, and a stream is
  // never teed for a copy nobody reads.
  registerRoute(
    ({ url, request }) =>
      isApi(url) && request.method === 'GET' && !request.headers.get('accept')?.includes('text/event-stream'),
    apiRead,
    'GET',
  );
  registerRoute(
    ({ url }) => isApi(url) && (url.pathname === '/api/logout' || SIGN_IN_PATHS.has(url.pathname)),
    (options) => sessionChange(options, onLogout),
    'POST',
  );
}
