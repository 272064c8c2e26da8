import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { CourseAnalytics } from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

export type AnalyticsRange = CourseAnalytics['range'];

/** GET /api/courses/{id}/analytics: enrollments per day (30 days) or week (26 weeks), completions and quizzes. */
export function useCourseAnalytics(courseId: number, range: AnalyticsRange) {
  return useQuery({
    queryKey: studioKeys.courseAnalytics(courseId, range),
    queryFn: ({ signal }) =>
      apiRequest<CourseAnalytics>('GET', `/api/courses/${courseId}/analytics?range=${range}`, undefined, {
        signal,
      }),
    // Switching the range keeps the figures on screen until the other ones arrive.
    placeholderData: keepPreviousData,
  });
}
