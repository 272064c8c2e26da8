import type { LessonPosition } from '../stores/curriculum-store';

export interface ProgressFacts {
  progress: number;
  completedLessons: number;
  totalLessons: number;
  nextLesson: LessonPosition | null;
}

/**
 * Progress of a learner in a course: completed lessons over all lessons of the course, rounded, 0-100.
 * Never 100 while a lesson is left (199 of 200 is 99, not a rounded-up 100), so "completed" means all done.
 */
export function computeProgress(order: LessonPosition[], completed: ReadonlySet<number>): ProgressFacts {
  const totalLessons = order.length;
  const completedLessons = order.filter((l) => completed.has(l.id)).length;
  let progress = totalLessons === 0 ? 0 : Math.round((completedLessons / totalLessons) * 100);
  if (completedLessons < totalLessons) progress = Math.min(progress, 99);
  progress = Math.max(0, Math.min(100, progress));
  return {
    progress,
    completedLessons,
    totalLessons,
    nextLesson: order.find((l) => !completed.has(l.id)) ?? null,
  };
}
