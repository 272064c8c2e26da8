import type { Course, Enrollment } from '@canopy/contracts';
import type { LearnerLessonState } from '../stores/curriculum-reads';
import type { EnrollmentRecord } from '../stores/mappers';
import type { Stores } from '../stores/stores';

function toView(enrollment: EnrollmentRecord, course: Course, lessons: LearnerLessonState[]): Enrollment {
  return {
    ...enrollment,
    completedLessons: lessons.filter((l) => l.done).length,
    totalLessons: lessons.length,
    nextLessonId: lessons.find((l) => !l.done)?.id ?? null,
    nextQuizLessonId: lessons.find((l) => l.quizLeft)?.id ?? null,
    course,
  };
}

/**
 * Enrollments as the API answers them: the stored progress (kept on every write that changes it) with the
 * lesson counts, the lesson to continue with and the lesson of the first quiz not passed (where to continue once
 * every lesson is done). Read only: nothing here writes.
 */
export async function enrollmentViews(
  stores: Stores,
  userId: number,
  items: { enrollment: EnrollmentRecord; course: Course }[],
): Promise<Enrollment[]> {
  if (items.length === 0) return [];
  const courseIds = [...new Set(items.map((i) => i.course.id))];
  const states = await stores.curriculum.learnerLessonStates(userId, courseIds);
  return items.map(({ enrollment, course }) => toView(enrollment, course, states.get(course.id) ?? []));
}

export async function enrollmentView(
  stores: Stores,
  enrollment: EnrollmentRecord,
  course: Course,
): Promise<Enrollment> {
  return (await enrollmentViews(stores, enrollment.userId, [{ enrollment, course }]))[0]!;
}
