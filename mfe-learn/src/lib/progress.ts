/** A course is in progress when its progress is strictly between 0 and 100 (spec section 4). */
export function isInProgress(progress: number | null | undefined): boolean {
  return typeof progress === 'number' && progress > 0 && progress < 100;
}

/** Up to `limit` courses (3 on the home page) the learner is not enrolled in, in catalogue order. */
export function featuredCourses<T extends { id: number }>(
  courses: readonly T[],
  enrolledCourseIds: ReadonlySet<number>,
  limit = 3,
): T[] {
  return courses.filter((c) => !enrolledCourseIds.has(c.id)).slice(0, limit);
}

/**
 * Where a learner resumes: the first lesson, in course order, they have not completed; the first lesson
 * when nothing is done yet; the last lesson once everything is complete; null for a course without lessons.
 */
export function resumeLesson<T extends { id: number }>(
  lessonsInOrder: readonly T[],
  completedLessonIds: ReadonlySet<number>,
): T | null {
  if (lessonsInOrder.length === 0) return null;
  return (
    lessonsInOrder.find((l) => !completedLessonIds.has(l.id)) ??
    lessonsInOrder[lessonsInOrder.length - 1] ??
    null
  );
}

/** "1 lesson", "3 lessons" — small pluraliser for counts shown in the UI. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
