import { CURRENT_USER_URL, OFFLINE_CACHE_PREFIX, OFFLINE_META_CACHE } from './cacheNames';

/**
 * The user whose copies may be served: the one the service worker last saw answer GET /api/user or sign in.
 * null when nobody is signed in (a 401, a logout) or nothing was recorded yet.
 */
export async function readCurrentUser(storage: CacheStorage = caches): Promise<number | null> {
  // Reading must not create the cache (`open` would): after a logout nothing of ours is left.
  if (!(await storage.has(OFFLINE_META_CACHE))) return null;
  const cache = await storage.open(OFFLINE_META_CACHE);
  const res = await cache.match(CURRENT_USER_URL);
  if (!res) return null;
  const body = (await res.json().catch(() => null)) as { userId?: unknown } | null;
  return typeof body?.userId === 'number' ? body.userId : null;
}

export async function writeCurrentUser(userId: number | null, storage: CacheStorage = caches): Promise<void> {
  if (userId === null) {
    // Nobody signed in leaves nothing behind (not even an empty cache after a logout).
    if (await storage.has(OFFLINE_META_CACHE)) await storage.delete(OFFLINE_META_CACHE);
    return;
  }
  const cache = await storage.open(OFFLINE_META_CACHE);
  await cache.put(CURRENT_USER_URL, Response.json({ userId }));
}

/** Every offline copy of every user, and who is signed in: what a logout leaves behind is nothing. */
export async function clearOfflineData(storage: CacheStorage = caches): Promise<void> {
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((n) => n.startsWith(OFFLINE_CACHE_PREFIX) || n === OFFLINE_META_CACHE)
      .map((n) => storage.delete(n)),
  );
}
