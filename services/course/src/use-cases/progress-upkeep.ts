import type { Course } from '@canopy/contracts';
import type { EnrollmentRecord } from '../stores/mappers';
import type { Stores } from '../stores/stores';
import { finishEnrollment } from './course-completion';
import { computeProgress } from './progress';

/** The name printed on a learner's certificate (the identity service knows it; see authoring.ts). */
export type LearnerNameLookup = (userId: number) => Promise<string>;

/**
 * Keeps every learner's stored progress in a course true after its lessons or quizzes changed (added or removed), in
 * the transaction of that change, so no read ever has to correct it. `enrollments` are the course's enrollments
 * as locked (enrollments.lockCourse) before the lessons were changed. A learner whom a removal leaves with
 * nothing to do finishes the course here, certificate included.
 */
export async function keepCourseProgress(
  tx: Stores,
  course: Course,
  enrollments: EnrollmentRecord[],
  learnerNameOf: LearnerNameLookup,
): Promise<{ updated: number; finished: number }> {
  if (enrollments.length === 0) return { updated: 0, finished: 0 };
  const order = (await tx.curriculum.lessonOrder([course.id])).get(course.id) ?? [];
  const done = await tx.enrollments.completedLessonIdsByLearner(course.id);
  const quizIds = (await tx.curriculum.quizIds([course.id])).get(course.id) ?? [];
  const passed =
    quizIds.length === 0
      ? new Map<number, Set<number>>()
      : await tx.quizzes.passedQuizIdsByLearner(course.id);
  const changed: { id: number; progress: number }[] = [];
  const finishing: EnrollmentRecord[] = [];
  for (const enrollment of enrollments) {
    const { progress } = computeProgress(order, done.get(enrollment.userId) ?? new Set(), {
      quizIds,
      passed: passed.get(enrollment.userId) ?? new Set(),
    });
    if (progress === 100 && !enrollment.completed) finishing.push(enrollment);
    else if (progress !== enrollment.progress) changed.push({ id: enrollment.id, progress });
  }
  await tx.enrollments.setProgress(changed);
  if (finishing.length > 0) {
    // Names are looked up while the transaction is open: only a removal that leaves a learner nothing to do
    // gets here (rare), names are cached, and the lookup is bounded by the directory's time-out.
    const named = await Promise.all(
      finishing.map(async (enrollment) => ({
        enrollment,
        learnerName: await learnerNameOf(enrollment.userId),
      })),
    );
    const now = new Date();
    for (const { enrollment, learnerName } of named) {
      await finishEnrollment(tx, { enrollment, course, learnerName, now });
    }
  }
  return { updated: changed.length, finished: finishing.length };
}
