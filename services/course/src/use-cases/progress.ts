import { nextLessonOf, progressPercent } from '@canopy/contracts';
import type { LessonPosition } from '../stores/curriculum-reads';
import type { Stores } from '../stores/stores';

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
 * course, counted by the contracts' `progressPercent` (never 100 while a lesson or quiz is left, so "completed"
 * means all done).
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
  return {
    progress: progressPercent(done, total),
    completedLessons,
    totalLessons,
    nextLesson: nextLessonOf(order, completed),
  };
}

/** A learner's progress facts with what they were computed from. */
export interface LearnerProgress extends ProgressFacts {
  /** The course's lessons in learning order. */
  order: LessonPosition[];
  /** The lessons the learner completed. */
  done: ReadonlySet<number>;
}

/**
 * Reads what a learner's progress in a course is counted from (lessons in learning order, those completed, the
 * course's quizzes and those passed) and computes it. Run in the transaction that changes one of them, after the
 * learner's enrollment is locked: a concurrent completion or pass is then either counted here or counts this one.
 */
export async function readLearnerProgress(
  tx: Stores,
  userId: number,
  courseId: number,
): Promise<LearnerProgress> {
  const order = (await tx.curriculum.lessonOrder([courseId])).get(courseId) ?? [];
  const done =
    (await tx.enrollments.completedLessonIds(userId, [courseId])).get(courseId) ?? new Set<number>();
  const quizIds = (await tx.curriculum.quizIds([courseId])).get(courseId) ?? [];
  const passed =
    quizIds.length === 0
      ? new Set<number>()
      : ((await tx.quizzes.passedQuizIds(userId, [courseId])).get(courseId) ?? new Set<number>());
  return { ...computeProgress(order, done, { quizIds, passed }), order, done };
}
