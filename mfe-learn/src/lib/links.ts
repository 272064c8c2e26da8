/** Where the learner continues a course: the given lesson, else the enrolled-course view. */
export function resumeHref(courseId: number, nextLessonId: number | null | undefined): string {
  return nextLessonId ? `/courses/${courseId}/lessons/${nextLessonId}` : `/courses/${courseId}/dashboard`;
}

export const lessonHref = (courseId: number, lessonId: number) => `/courses/${courseId}/lessons/${lessonId}`;
export const certificateHref = (code: string) => `/certificates/${encodeURIComponent(code)}`;
