import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { CoursePreferenceDistribution } from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

/** GET /api/courses/{id}/learning-preferences: the spread of learners' preferences, aggregated only. */
export function useCoursePreferences(courseId: number) {
  return useQuery({
    queryKey: studioKeys.coursePreferences(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CoursePreferenceDistribution>(
        'GET',
        `/api/courses/${courseId}/learning-preferences`,
        undefined,
        { signal },
      ),
  });
}
