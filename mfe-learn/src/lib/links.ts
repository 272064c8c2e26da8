/**
 * The lesson 'Continue Learning' opens, the same everywhere (home, course page, enrolled view): the first lesson
 * not completed; with every lesson done, the lesson of the first quiz not passed yet; null when neither is left.
 */
export function continueLessonId(
  nextLessonId: number | null | undefined,
  nextQuizLessonId: number | null | undefined,
): number | null {
  return nextLessonId ?? nextQuizLessonId ?? null;
}

/** Where 'Continue Learning' goes: see continueLessonId; the enrolled-course view when nothing is left. */
export function continueHref(
  courseId: number,
  nextLessonId: number | null | undefined,
  nextQuizLessonId: number | null | undefined,
): string {
  return resumeHref(courseId, continueLessonId(nextLessonId, nextQuizLessonId));
}

/** Where the learner continues a course: the given lesson, else the enrolled-course view. */
export function resumeHref(courseId: number, nextLessonId: number | null | undefined): string {
  return nextLessonId ? `/courses/${courseId}/lessons/${nextLessonId}` : `/courses/${courseId}/dashboard`;
}

export const lessonHref = (courseId: number, lessonId: number) => `/courses/${courseId}/lessons/${lessonId}`;
export const certificateHref = (code: string) => `/certificates/${encodeURIComponent(code)}`;
