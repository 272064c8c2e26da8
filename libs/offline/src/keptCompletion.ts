import { nextLessonOf, progressPercent, type CourseOutline } from '@canopy/contracts';

/*
 * A Mark Complete kept while offline shows at once in the learner's copies of the course (the service worker's
 * kept outline, the page's cached one): the lesson counted, the percentage and the next lesson moved on, as the
 * course service will count them once the completion is sent. Its answer then replaces these.
 */

/**
 * The outline as it reads once `lessonId` is completed too, worked out from the outline alone. Null when nothing
 * changes: not enrolled, already completed, or not a lesson of this outline. When the figure before cannot tell
 * how many quizzes were passed, and the counts it allows would give different figures after, the percentage stays
 * as it was rather than show one that may not be true.
 */
export function outlineWithKeptCompletion(outline: CourseOutline, lessonId: number): CourseOutline | null {
  const learner = outline.learner;
  if (!learner?.enrolled || !Array.isArray(learner.completedLessonIds) || !Array.isArray(outline.modules)) {
    return null;
  }
  // A copy kept by an older version of the app may lack a figure: better unchanged than NaN.
  const counts = [learner.completedLessons, learner.totalLessons, learner.progress, outline.quizCount];
  if (!counts.every(Number.isInteger)) return null;
  if (learner.completedLessonIds.includes(lessonId)) return null;
  const order = outline.modules.flatMap((m) => m.lessons ?? []);
  if (!order.some((l) => l.id === lessonId)) return null;

  const completedLessonIds = [...learner.completedLessonIds, lessonId];
  const completedLessons = learner.completedLessons + 1;
  const total = learner.totalLessons + outline.quizCount;
  // The outline gives the figure, not the passed quizzes it was made with: every count of them that gives the
  // figure before is a candidate (only one up to 100 lessons and quizzes, where an item moves it a point or more).
  const after = new Set<number>();
  for (let passed = 0; passed <= outline.quizCount; passed++) {
    if (progressPercent(learner.completedLessons + passed, total) === learner.progress) {
      after.add(progressPercent(completedLessons + passed, total));
    }
  }
  const next = nextLessonOf(order, new Set(completedLessonIds));
  return {
    ...outline,
    learner: {
      ...learner,
      completedLessonIds,
      completedLessons,
      progress: after.size === 1 ? [...after][0]! : learner.progress,
      nextLesson: next ? { id: next.id, title: next.title, moduleId: next.moduleId } : null,
    },
  };
}
