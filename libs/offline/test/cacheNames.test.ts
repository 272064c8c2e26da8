import { describe, expect, it } from 'vitest';
import { courseCacheName, courseIdOfCache, coursePageOf, userCachePrefix } from '../src/cacheNames';

describe('offline cache names', () => {
  it('keys every copy by user and course, and finds the course again only for its own user', () => {
    const name = courseCacheName(12, 7);
    expect(name).toBe('canopy-offline:u12:c7');
    expect(courseIdOfCache(name, 12)).toBe(7);
    expect(courseIdOfCache(name, 1)).toBeNull();
    // User 1's prefix is not a prefix of user 12's caches.
    expect(name.startsWith(userCachePrefix(1))).toBe(false);
    expect(courseIdOfCache('canopy-offline-meta', 12)).toBeNull();
  });

  it("tells the enrolled view and lesson pages of a course from the course's other pages", () => {
    expect(coursePageOf('/courses/3/dashboard')).toBe(3);
    expect(coursePageOf('/courses/3/lessons/41')).toBe(3);
    expect(coursePageOf('/courses/3')).toBeNull();
    expect(coursePageOf('/courses/3/lessons/41/extra')).toBeNull();
    expect(coursePageOf('/forum/courses/3/dashboard')).toBeNull();
  });
});
