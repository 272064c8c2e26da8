/// <reference lib="webworker" />
import type { CourseOutline } from '@canopy/contracts';
import { outlineWithKeptCompletion } from '@canopy/offline';
import { ownCacheNames } from './apiRoutes';

interface KeptLesson {
  completed?: boolean;
  course?: { id?: number };
}

/** Rewrites a kept JSON answer in place (same status and headers); leaves it alone when `change` returns null. */
async function rewrite<T>(cache: Cache, url: string, change: (body: T) => T | null): Promise<T | null> {
  const kept = await cache.match(url, { ignoreVary: true });
  if (!kept) return null;
  const body = (await kept
    .clone()
    .json()
    .catch(() => null)) as T | null;
  const changed = body === null ? null : change(body);
  if (changed === null) return body;
  await cache.put(url, new Response(JSON.stringify(changed), { status: kept.status, headers: kept.headers }));
  return changed;
}

/**
 * A completion kept while offline shows in the learner's offline copies too (the lesson, and the course's outline
 * with its count, percentage and next lesson: `outlineWithKeptCompletion`), so a page opened again before it is
 * sent shows what the learner did. Once it is sent, every read goes to the server again and its answers replace
 * these.
 */
export async function markKeptCompletion(lessonId: number): Promise<void> {
  const own = await ownCacheNames();
  for (const name of own?.names ?? []) {
    const cache = await caches.open(name);
    const lesson = await rewrite<KeptLesson>(cache, `/api/lessons/${lessonId}`, (l) =>
      l.completed ? null : { ...l, completed: true },
    );
    const courseId = lesson?.course?.id;
    if (courseId === undefined) continue;
    await rewrite<CourseOutline>(cache, `/api/courses/${courseId}/outline`, (outline) =>
      outlineWithKeptCompletion(outline, lessonId),
    );
  }
}
