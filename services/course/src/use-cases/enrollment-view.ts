import type { Course, Enrollment } from '@canopy/contracts';
import type { EnrollmentRecord } from '../stores/mappers';
import type { Stores } from '../stores/stores';
import { computeProgress } from './progress';

/**
 * Enrolments as the API answers them, with progress recomputed from the completions (lessons added after
 * enrolment lower it) and the lesson to continue with. A stored progress that drifted is corrected.
 */
export async function enrollmentViews(
  stores: Stores,
  userId: number,
  items: { enrollment: EnrollmentRecord; course: Course }[],
): Promise<Enrollment[]> {
  if (items.length === 0) return [];
  const courseIds = [...new Set(items.map((i) => i.course.id))];
  const [order, done] = await Promise.all([
    stores.curriculum.lessonOrder(courseIds),
    stores.enrollments.completedLessonIds(userId, courseIds),
  ]);
  const views: Enrollment[] = [];
  for (const { enrollment, course } of items) {
    const facts = computeProgress(order.get(course.id) ?? [], done.get(course.id) ?? new Set());
    if (facts.progress !== enrollment.progress) {
      await stores.enrollments.syncProgress(enrollment.id, enrollment.progress, facts.progress);
    }
    views.push({
      ...enrollment,
      progress: facts.progress,
      completedLessons: facts.completedLessons,
      totalLessons: facts.totalLessons,
      nextLessonId: facts.nextLesson?.id ?? null,
      course,
    });
  }
  return views;
}

export async function enrollmentView(
  stores: Stores,
  enrollment: EnrollmentRecord,
  course: Course,
): Promise<Enrollment> {
  const [view] = await enrollmentViews(stores, enrollment.userId, [{ enrollment, course }]);
  return view!;
}
