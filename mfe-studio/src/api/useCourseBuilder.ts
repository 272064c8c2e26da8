import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import type {
  Course,
  CourseAnalytics,
  CourseDetail,
  CourseReview,
  CourseUpdatePayload,
} from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

/* The course builder's course-level calls: the course, its review history and figures, edit, submit, delete. */

/** A 404 will not turn into a course by asking again. */
const retryUnlessMissing = (count: number, error: unknown) => !isNotFound(error) && count < 2;

/** GET /api/courses/{id}: the course with its counts (its owner sees it in any status). */
export function useBuilderCourse(courseId: number) {
  return useQuery({
    queryKey: studioKeys.course(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CourseDetail>('GET', `/api/courses/${courseId}`, undefined, { signal }),
    enabled: courseId > 0,
    retry: retryUnlessMissing,
  });
}

/** GET /api/courses/{id}/reviews: every review transition, oldest first (owner or administrator only). */
export function useCourseReviews(courseId: number, enabled = true) {
  return useQuery({
    queryKey: studioKeys.courseReviews(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CourseReview[]>('GET', `/api/courses/${courseId}/reviews`, undefined, { signal }),
    enabled: enabled && courseId > 0,
    retry: retryUnlessMissing,
  });
}

/** GET /api/courses/{id}/analytics: read here only for the number of quizzes the course holds. */
export function useCourseQuizCount(courseId: number, enabled = true) {
  return useQuery({
    queryKey: studioKeys.courseFigures(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CourseAnalytics>('GET', `/api/courses/${courseId}/analytics`, undefined, { signal }),
    enabled: enabled && courseId > 0,
    // Quizzes are made on another tab whose calls do not touch this key: read again on every visit.
    staleTime: 0,
    select: (analytics) => analytics.quizzes.length,
  });
}

/** Everything that shows the course's status or size: the builder and the dashboard's lists and figures. */
export function refreshCourse(client: QueryClient, courseId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: studioKeys.course(courseId) }),
    client.invalidateQueries({ queryKey: studioKeys.educatorCourses() }),
    client.invalidateQueries({ queryKey: studioKeys.overview() }),
  ]);
}

/** PATCH /api/courses/{id}. */
export function useUpdateCourse(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: CourseUpdatePayload) =>
      apiRequest<Course>('PATCH', `/api/courses/${courseId}`, payload),
    onSuccess: () => refreshCourse(client, courseId),
  });
}

/** POST /api/courses/{id}/submit: a rejected course goes back to review. */
export function useResubmitCourse(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Course>('POST', `/api/courses/${courseId}/submit`),
    onSuccess: () =>
      Promise.all([
        refreshCourse(client, courseId),
        client.invalidateQueries({ queryKey: studioKeys.courseReviews(courseId) }),
      ]),
  });
}

/** DELETE /api/courses/{id}: with its modules, lessons and quizzes (refused while learners are enrolled). */
export function useDeleteCourse(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('DELETE', `/api/courses/${courseId}`),
    // The course's own entry stays: the page still shows it until it has navigated away (a read now would 404).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: studioKeys.educatorCourses() }),
        client.invalidateQueries({ queryKey: studioKeys.overview() }),
      ]),
  });
}
