/*
 * How a learner's progress in a course is counted, and which lesson is next, in one place: the course service
 * computes every progress figure with it, and a client that shows a completion kept while offline works the
 * figure out the same way.
 */

/**
 * Completed lessons and passed quizzes (`done`) over all lessons and quizzes of the course (`total`), rounded,
 * 0–100. Never 100 while something is left (199 of 200 is 99, not a rounded-up 100), so 100 means all done.
 */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  let percent = Math.round((done / total) * 100);
  if (done < total) percent = Math.min(percent, 99);
  return Math.max(0, Math.min(100, percent));
}

/** The learner's next lesson: the first in learning order (modules, then lessons, in order) not completed. */
export function nextLessonOf<T extends { id: number }>(
  order: readonly T[],
  completed: ReadonlySet<number>,
): T | null {
  return order.find((lesson) => !completed.has(lesson.id)) ?? null;
}
