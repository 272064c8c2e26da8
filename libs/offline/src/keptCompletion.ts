import { progressPercent, type CourseOutline } from '@canopy/contracts';

/*
 * A Mark Complete kept while offline shows at once in the learner's copies of the course (the service worker's
 * kept outline, the page's cached one): the lesson counted, the percentage and the next lesson moved on, as the
 * course service will count them once the completion is sent. Its answer then replaces these.
 */

/**
 * The passed quizzes the learner's percentage was made with. The outline does not list them, only the figure they
 * make with the completed lessons; every count that gives that figure is a candidate (one only, up to 100 lessons
 * and quizzes, where each item moves the figure by at least a point).
 */
function passedQuizCounts(
  completedLessons: number,
  quizCount: number,
  total: number,
  percent: number,
): number[] {
  const counts: number[] = [];
  for (let passed = 0; passed <= quizCount; passed++) {
    if (progressPercent(completedLessons + passed, total) === percent) counts.push(passed);
  }
  return counts;
}

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
  const after = new Set(
    passedQuizCounts(learner.completedLessons, outline.quizCount, total, learner.progress).map((passed) =>
      progressPercent(completedLessons + passed, total),
    ),
  );
  const done = new Set(completedLessonIds);
  const next = order.find((l) => !done.has(l.id));
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
