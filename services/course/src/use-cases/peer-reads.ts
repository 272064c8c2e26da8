import { courseMessages, type ApprovedCourse } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { CourseDeps } from './deps';

/*
 * What other services read of courses through the internal API (courseInternalApi in the contracts): small
 * answers, each the one fact a caller needs, never a page's worth of course.
 */

export async function isEnrolled(deps: CourseDeps, courseId: number, userId: number): Promise<boolean> {
  return (await deps.stores.enrollments.findFor(userId, courseId)) !== null;
}

export async function courseLearners(deps: CourseDeps, courseId: number): Promise<number[]> {
  // lockCourse is the store's one read of a course's enrollments; its row locks end with this short transaction.
  const enrolled = await deps.stores.transaction((tx) => tx.enrollments.lockCourse(courseId));
  return enrolled.map((e) => e.userId);
}

/** Who teaches the course, whatever its status. */
export async function courseOwner(deps: CourseDeps, courseId: number): Promise<number> {
  const course = await deps.stores.courses.find(courseId);
  if (!course) throw new NotFoundError(courseMessages.courseNotFound);
  return course.instructorId;
}

/** An approved course (the forum files discussions under approved courses only); 404 for any other. */
export async function approvedCourse(deps: CourseDeps, courseId: number): Promise<ApprovedCourse> {
  const course = await deps.stores.courses.find(courseId);
  if (course?.status !== 'approved') throw new NotFoundError(courseMessages.courseNotFound);
  return { id: course.id, title: course.title, categoryId: course.categoryId };
}

/** The approved course a lesson belongs to; 404 when there is no such lesson or its course is not approved. */
export async function lessonCourse(deps: CourseDeps, lessonId: number): Promise<number> {
  const found = await deps.stores.curriculum.findLesson(lessonId);
  if (found?.course.status !== 'approved') throw new NotFoundError(courseMessages.lessonNotFound);
  return found.course.id;
}
