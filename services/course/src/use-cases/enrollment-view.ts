import type { Course, Enrollment } from '@canopy/contracts';
import type { LessonPosition } from '../stores/curriculum-store';
import type { EnrollmentRecord } from '../stores/mappers';
import type { Stores } from '../stores/stores';
import { computeProgress } from './progress';

function toView(
  enrollment: EnrollmentRecord,
  course: Course,
  order: LessonPosition[],
  done: Set<number>,
  quizLeft: ReadonlySet<number>,
): Enrollment {
  const facts = computeProgress(order, done);
  return {
    ...enrollment,
    completedLessons: facts.completedLessons,
    totalLessons: facts.totalLessons,
    nextLessonId: facts.nextLesson?.id ?? null,
    nextQuizLessonId: order.find((l) => quizLeft.has(l.id))?.id ?? null,
    course,
  };
}

/**
 * Enrolments as the API answers them: the stored progress (kept on every write that changes it) with the
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
  const [order, done, quizLeft] = await Promise.all([
    stores.curriculum.lessonOrder(courseIds),
    stores.enrollments.completedLessonIds(userId, courseIds),
    stores.quizzes.lessonsWithQuizLeft(userId, courseIds),
  ]);
  return items.map(({ enrollment, course }) =>
    toView(
      enrollment,
      course,
      order.get(course.id) ?? [],
      done.get(course.id) ?? new Set(),
      quizLeft.get(course.id) ?? new Set(),
    ),
  );
}

export async function enrollmentView(
  stores: Stores,
  enrollment: EnrollmentRecord,
  course: Course,
): Promise<Enrollment> {
  return (await enrollmentViews(stores, enrollment.userId, [{ enrollment, course }]))[0]!;
}
