import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import type { CourseDetail, CourseEbookSummary, CourseOutline } from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

const noRetryOnMissing = (count: number, error: unknown) => !isNotFound(error) && count < 1;

/** GET /api/courses/{id}: the course with its enrolled count (its educator and administrators see any status). */
export function usePreviewCourse(courseId: number) {
  return useQuery({
    queryKey: studioKeys.previewCourse(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CourseDetail>('GET', `/api/courses/${courseId}`, undefined, { signal }),
    enabled: courseId > 0,
    retry: noRetryOnMissing,
  });
}

/** GET /api/courses/{id}/outline: every module with its lessons (durations, video and document flags). */
export function usePreviewOutline(courseId: number) {
  return useQuery({
    queryKey: studioKeys.previewOutline(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CourseOutline>('GET', `/api/courses/${courseId}/outline`, undefined, { signal }),
    enabled: courseId > 0,
    retry: noRetryOnMissing,
  });
}

/** GET /api/ebooks/course/{courseId}: the ebooks attached to the course (course-wide resources). */
export function useCourseEbooks(courseId: number, enabled = true) {
  return useQuery({
    queryKey: studioKeys.previewCourseEbooks(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CourseEbookSummary[]>('GET', `/api/ebooks/course/${courseId}`, undefined, { signal }),
    enabled: enabled && courseId > 0,
    retry: noRetryOnMissing,
  });
}
