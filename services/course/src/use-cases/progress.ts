import type { LessonPosition } from '../stores/curriculum-reads';

export interface ProgressFacts {
  progress: number;
  completedLessons: number;
  totalLessons: number;
  nextLesson: LessonPosition | null;
}

/** A course's quizzes and which of them the learner passed: passed quizzes count towards progress. */
export interface QuizFacts {
  quizIds: readonly number[];
  passed: ReadonlySet<number>;
}

/**
 * Progress of a learner in a course: completed lessons and passed quizzes over all lessons and quizzes of the
 * course, rounded, 0-100. Never 100 while a lesson or quiz is left (199 of 200 is 99, not a rounded-up 100), so
 * "completed" means all done.
 */
export function computeProgress(
  order: LessonPosition[],
  completed: ReadonlySet<number>,
  quizzes: QuizFacts = { quizIds: [], passed: new Set() },
): ProgressFacts {
  const totalLessons = order.length;
  const completedLessons = order.filter((l) => completed.has(l.id)).length;
  const totalQuizzes = quizzes.quizIds.length;
  const passedQuizzes = quizzes.quizIds.filter((id) => quizzes.passed.has(id)).length;
  const total = totalLessons + totalQuizzes;
  const done = completedLessons + passedQuizzes;
  let progress = total === 0 ? 0 : Math.round((done / total) * 100);
  if (done < total) progress = Math.min(progress, 99);
  progress = Math.max(0, Math.min(100, progress));
  return {
    progress,
    completedLessons,
    totalLessons,
    nextLesson: order.find((l) => !completed.has(l.id)) ?? null,
  };
}
