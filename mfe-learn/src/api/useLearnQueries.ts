import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import { useAuth } from '@canopy/auth';
import type {
  Certificate,
  CertificateVerification,
  DiscussionSummary,
  LessonDetail,
  Milestone,
  Paged,
} from '@canopy/contracts';
import { courseDiscussionsQuery, type DiscussionPlace } from '../lib/courseDiscussions';
import {
  categoriesQuery,
  courseOutlineQuery,
  courseQuery,
  coursesQuery,
  enrollmentsQuery,
  everyCourse,
  type CourseFilters,
} from './learnQueries';
import { learnKeys } from '../queryKeys';

/**
 * The catalogue (see `coursesQuery`); the previous results stay on screen while new filters load. A visitor's
 * My Courses / Not Enrolled tab asks nothing: it shows the sign-in prompt instead.
 */
export function useCourses(filters: CourseFilters = everyCourse) {
  const { user } = useAuth();
  return useQuery({
    ...coursesQuery(filters),
    placeholderData: keepPreviousData,
    enabled: filters.tab === 'all' || Boolean(user),
  });
}

export function useCategories() {
  return useQuery(categoriesQuery());
}

/** The signed-in learner's enrollments; disabled (and empty) for visitors. */
export function useEnrollments() {
  const { user } = useAuth();
  return useQuery({ ...enrollmentsQuery(), enabled: Boolean(user) });
}

export function useCourse(id: number | null) {
  return useQuery({ ...courseQuery(id ?? 0), enabled: id != null });
}

/**
 * The course's modules with their lessons (no bodies) and, signed in, the caller's progress: one call for the
 * course page, the lesson view's contents and the enrolled-course view.
 */
export function useCourseOutline(id: number | null) {
  const { user } = useAuth();
  return useQuery({ ...courseOutlineQuery(id ?? 0, user?.id ?? null), enabled: id != null });
}

export function useCourseMilestones(id: number | null, enabled = true) {
  return useQuery<Milestone[]>({
    queryKey: learnKeys.courseMilestones(id ?? 0),
    enabled: id != null && enabled,
  });
}

export function useLesson(id: number | null) {
  return useQuery<LessonDetail>({
    queryKey: learnKeys.lesson(id ?? 0),
    enabled: id != null,
  });
}

export function useMyCertificates() {
  const { user } = useAuth();
  return useQuery<Certificate[]>({ queryKey: learnKeys.certificates(), enabled: Boolean(user) });
}

/** Public verification of a certificate code; a 404 is an answer ("not found"), not something to retry. */
export function useCertificateVerification(code: string | undefined) {
  return useQuery<CertificateVerification>({
    queryKey: learnKeys.certificate(code ?? ''),
    enabled: Boolean(code),
  });
}

/** Discussions per page in the enrolled view's Discussions tab and under a lesson. */
export const COURSE_DISCUSSIONS_PAGE_SIZE = 10;

/** A course's (or one lesson's) discussions in the forum, newest first, a page at a time. */
export function useCourseDiscussions(place: DiscussionPlace | null, page = 1) {
  return useQuery({
    queryKey: learnKeys.courseDiscussions(place?.courseId ?? 0, place?.lessonId ?? null, page),
    queryFn: ({ signal }) =>
      apiRequest<Paged<DiscussionSummary>>(
        'GET',
        `/api/discussions${courseDiscussionsQuery({ ...place!, page, pageSize: COURSE_DISCUSSIONS_PAGE_SIZE })}`,
        undefined,
        { signal },
      ),
    enabled: place != null,
    // The next page keeps the current one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * How many discussions the signed-in learner has started in the forum (all topics, course ones included): the
 * total of the forum's list filtered by author, so a member who has not posted yet simply has 0.
 */
export function useMyDiscussionCount() {
  const { user } = useAuth();
  return useQuery({
    queryKey: learnKeys.authoredDiscussions(user?.id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<Paged<DiscussionSummary>>(
        'GET',
        `/api/discussions?authorId=${user!.id}&pageSize=1`,
        undefined,
        {
          signal,
        },
      ),
    enabled: Boolean(user),
    select: (paged) => paged.total,
  });
}
