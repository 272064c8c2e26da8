import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { AdminCoursePage, CourseFigures, ForumFigures, IdentityFigures } from '@canopy/contracts';
import { adminKeys } from '../queryKeys';
import { queryString } from './queryString';
import { useApiOffers } from './useApiOffers';

/** GET /api/admin/figures: the identity service's totals and daily sign-ups over 30 or 90 days. */
export function useIdentityFigures(days: 30 | 90 = 30) {
  return useQuery({
    queryKey: adminKeys.figures(days),
    queryFn: ({ signal }) =>
      apiRequest<IdentityFigures>('GET', `/api/admin/figures?days=${days}`, undefined, { signal }),
    // Switching 30 ↔ 90 days keeps the chart (and an opened table) until the other period arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * GET /api/admin/course-figures: enrollments and completions per day, when the course service offers it (`offered`
 * false: the chart is left out; a failure is that chart's error, never the whole tab's).
 */
export function useCourseFigures(days: 30 | 90) {
  const offered = useApiOffers('/api/admin/course-figures');
  const query = useQuery({
    queryKey: adminKeys.courseFigures(days),
    queryFn: ({ signal }) =>
      apiRequest<CourseFigures>('GET', `/api/admin/course-figures?days=${days}`, undefined, { signal }),
    enabled: offered === true,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return { offered, query };
}

/** GET /api/admin/forum-figures: discussions and replies per day, when the forum service offers it. */
export function useForumFigures(days: 30 | 90) {
  const offered = useApiOffers('/api/admin/forum-figures');
  const query = useQuery({
    queryKey: adminKeys.forumFigures(days),
    queryFn: ({ signal }) =>
      apiRequest<ForumFigures>('GET', `/api/admin/forum-figures?days=${days}`, undefined, { signal }),
    enabled: offered === true,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return { offered, query };
}

/**
 * The number of courses, from the course service's admin list (its `total`), when that API is deployed;
 * `offered: false` otherwise, so the card is left out rather than showing a made-up 0.
 */
export function useCourseTotal() {
  const offered = useApiOffers('/api/admin/courses');
  const qs = queryString({ status: 'all', page: 1, pageSize: 1 });
  const query = useQuery({
    queryKey: adminKeys.courses(qs),
    queryFn: ({ signal }) =>
      apiRequest<AdminCoursePage>('GET', `/api/admin/courses${qs}`, undefined, { signal }),
    enabled: offered === true,
    staleTime: 0,
  });
  return { offered, query };
}
