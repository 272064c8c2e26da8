import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { Category, CourseDetail, CourseOutline, CourseSummary, Enrollment } from '@canopy/contracts';
import type { CatalogueFilters } from '../lib/catalogueFilters';
import { learnKeys } from '../queryKeys';

/**
 * The learn remote's first reads of its pages, as query options: the pages' hooks and the routes' `prefetch` use
 * the same ones, so a read started ahead of a page is the one the page asks for. Retries are the platform's
 * (`retryOnce` of @canopy/api-client): a 404 is an answer, never asked again.
 */

export type CourseFilters = Pick<CatalogueFilters, 'search' | 'level' | 'categoryId' | 'tab'>;
export const everyCourse: CourseFilters = { search: '', level: 'all', categoryId: null, tab: 'all' };

/**
 * The catalogue: approved courses matching the filters, all applied by the server (search, level, a category
 * matching any of a course's categories, and the tab: the signed-in learner's courses or the others). Approved only, also for an educator or administrator (who may
 * see more through this endpoint), so the list agrees with the category tiles, which count approved courses.
 */
export function coursesQuery(filters: CourseFilters = everyCourse) {
  const key = {
    search: filters.search.trim(),
    level: filters.level,
    categoryId: filters.categoryId,
    tab: filters.tab,
  };
  const params = new URLSearchParams({ status: 'approved' });
  if (key.search) params.set('search', key.search);
  if (key.level !== 'all') params.set('level', key.level);
  if (key.categoryId != null) params.set('categoryId', String(key.categoryId));
  if (key.tab !== 'all') params.set('enrollment', key.tab === 'my' ? 'enrolled' : 'not-enrolled');
  const qs = params.toString();
  return queryOptions({
    queryKey: learnKeys.courses(key),
    queryFn: ({ signal }) => apiRequest<CourseSummary[]>('GET', `/api/courses?${qs}`, undefined, { signal }),
  });
}

export const categoriesQuery = () => queryOptions<Category[]>({ queryKey: learnKeys.categories() });

/** The signed-in learner's enrollments. */
export const enrollmentsQuery = () => queryOptions<Enrollment[]>({ queryKey: learnKeys.enrollments() });

export const courseQuery = (id: number) => queryOptions<CourseDetail>({ queryKey: learnKeys.course(id) });

/** The course's modules with their lessons and, for a signed-in viewer, their progress. */
export const courseOutlineQuery = (id: number, viewerId: number | null) =>
  queryOptions<CourseOutline>({
    queryKey: learnKeys.courseOutline(id, viewerId),
  });
