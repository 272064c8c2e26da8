/**
 * Where offline copies live in Cache Storage. Every copy is in a cache named after its user and course, so a
 * user's copies are found by prefix, a course's copy is removed by deleting one cache, and another user's copies
 * are never looked at (the service worker searches only the current user's prefix).
 */
export const OFFLINE_CACHE_PREFIX = 'canopy-offline:';

/** Holds who the service worker last saw signed in (`CURRENT_USER_URL`). Not a copy of anyone's answers. */
export const OFFLINE_META_CACHE = 'canopy-offline-meta';

/** Synthetic URLs inside the caches above: never requested from the network. */
export const CURRENT_USER_URL = '/__canopy-offline/current-user';
export const COURSE_INDEX_URL = '/__canopy-offline/course';

export function userCachePrefix(userId: number): string {
  return `${OFFLINE_CACHE_PREFIX}u${userId}:`;
}

export function courseCacheName(userId: number, courseId: number): string {
  return `${userCachePrefix(userId)}c${courseId}`;
}

/** The course id of a cache name of this user's, else null. */
export function courseIdOfCache(name: string, userId: number): number | null {
  const prefix = userCachePrefix(userId);
  if (!name.startsWith(prefix)) return null;
  const match = /^c(\d+)$/.exec(name.slice(prefix.length));
  return match ? Number(match[1]) : null;
}

/** The course whose enrolled view or lesson page `pathname` is, else null. */
export function coursePageOf(pathname: string): number | null {
  const match = /^\/courses\/(\d+)\/(?:dashboard|lessons\/\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
