import { courseInternalApi, type CourseStatus } from '@canopy/contracts';
import { startInternalStandIn, type InternalStandIn } from './internal-stand-in';

/** A course the stand-in knows (approved unless said otherwise). */
export interface StandInCourse {
  id: number;
  instructorId: number;
  title?: string;
  categoryId?: number | null;
  status?: CourseStatus;
  /** Ids of its lessons. */
  lessons?: number[];
}

export interface CourseStandIn extends InternalStandIn<typeof courseInternalApi.calls> {
  /** Makes the course exist (or replaces it). */
  addCourse(course: StandInCourse): void;
  enrol(courseId: number, userId: number): void;
}

/**
 * The course service's internal API (`courseInternalApi`) for another service's tests, answering from the
 * courses and enrollments it is given: who teaches a course, who is enrolled, what an educator holds (approved
 * courses with learners), approved courses and the course of a lesson.
 */
export async function standInCourseService(
  data: { courses?: StandInCourse[]; enrollments?: Array<{ courseId: number; userId: number }> } = {},
): Promise<CourseStandIn> {
  const courses = new Map<number, Required<StandInCourse>>();
  const enrolled = new Map<number, Set<number>>();
  const learnersOf = (courseId: number) => enrolled.get(courseId) ?? new Set<number>();
  const approved = (id: number) => {
    const course = courses.get(id);
    return course?.status === 'approved' ? course : undefined;
  };

  const standIn = await startInternalStandIn(courseInternalApi, {
    enrollmentCheck: ({ query }) => ({ enrolled: learnersOf(query.courseId).has(query.userId) }),
    courseLearners: ({ params }) => ({ userIds: [...learnersOf(params.id)] }),
    educatorHoldings: ({ params }) => ({
      approvedCoursesWithLearners: [...courses.values()].filter(
        (c) => c.instructorId === params.id && c.status === 'approved' && learnersOf(c.id).size > 0,
      ).length,
    }),
    courseOwner: ({ params }) => {
      const course = courses.get(params.id);
      return course ? { instructorId: course.instructorId } : null;
    },
    approvedCourse: ({ params }) => {
      const course = approved(params.id);
      return course ? { id: course.id, title: course.title, categoryId: course.categoryId } : null;
    },
    lessonCourse: ({ params }) => {
      const course = [...courses.values()].find((c) => c.lessons.includes(params.id));
      return course && approved(course.id) ? { courseId: course.id } : null;
    },
  });

  const addCourse = (course: StandInCourse) =>
    courses.set(course.id, {
      title: `Course ${course.id}`,
      categoryId: null,
      status: 'approved',
      lessons: [],
      ...course,
    });
  const enrol = (courseId: number, userId: number) => {
    enrolled.set(courseId, learnersOf(courseId).add(userId));
  };
  for (const course of data.courses ?? []) addCourse(course);
  for (const { courseId, userId } of data.enrollments ?? []) enrol(courseId, userId);
  return Object.assign(standIn, { addCourse, enrol });
}
