/// <reference lib="webworker" />
import { ownCacheNames } from './apiRoutes';

interface KeptLesson {
  completed?: boolean;
  course?: { id?: number };
}

interface KeptOutline {
  learner?: { enrolled?: boolean; completedLessonIds?: number[]; completedLessons?: number } | null;
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
 * A completion kept while offline shows in the learner's offline copies too (the lesson, and the course's
 * outline), so a page opened again before it is sent shows what the learner did. Once it is sent, every read goes
 * to the server again and its answers replace these.
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
    await rewrite<KeptOutline>(cache, `/api/courses/${courseId}/outline`, (outline) => {
      const learner = outline.learner;
      if (
        !learner?.enrolled ||
        !learner.completedLessonIds ||
        learner.completedLessonIds.includes(lessonId)
      ) {
        return null;
      }
      return {
        ...outline,
        learner: {
          ...learner,
          completedLessonIds: [...learner.completedLessonIds, lessonId],
          completedLessons: (learner.completedLessons ?? 0) + 1,
        },
      };
    });
  }
}
