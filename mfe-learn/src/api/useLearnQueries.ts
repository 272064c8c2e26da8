import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import { useAuth } from '@canopy/auth';
import type {
  Category,
  Certificate,
  CertificateVerification,
  CourseDetail,
  CourseProgress,
  CourseSummary,
  Enrollment,
  Lesson,
  LessonDetail,
  Milestone,
  Module,
} from '@canopy/contracts';
import type { CatalogueFilters } from '../lib/catalogueFilters';
import { isNotFound } from './errorMessage';
import { learnKeys } from './queryKeys';

/** A 404 is an answer ("not found"), not a hiccup: retry other failures once, never a 404. */
const retryUnlessNotFound = (failureCount: number, error: unknown) => !isNotFound(error) && failureCount < 1;

/** Approved courses matching the server-side filters (search, level, category). */
export function useCourses(
  filters: Pick<CatalogueFilters, 'search' | 'level' | 'categoryId'> = {
    search: '',
    level: 'all',
    categoryId: null,
  },
) {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.level !== 'all') params.set('level', filters.level);
  if (filters.categoryId != null) params.set('categoryId', String(filters.categoryId));
  const qs = params.toString();
  return useQuery({
    queryKey: learnKeys.courses(filters),
    queryFn: ({ signal }) =>
      apiRequest<CourseSummary[]>('GET', `/api/courses${qs ? `?${qs}` : ''}`, undefined, { signal }),
    // Keep the previous results on screen while a new filter loads (no flash of skeletons while typing).
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery<Category[]>({ queryKey: learnKeys.categories() });
}

/** The signed-in learner's enrolments; disabled (and empty) for visitors. */
export function useEnrollments() {
  const { user } = useAuth();
  return useQuery<Enrollment[]>({ queryKey: learnKeys.enrollments(), enabled: Boolean(user) });
}

export function useCourse(id: number | null) {
  return useQuery<CourseDetail>({
    queryKey: learnKeys.course(id ?? 0),
    enabled: id != null,
    retry: retryUnlessNotFound,
  });
}

export function useCourseModules(id: number | null) {
  return useQuery<Module[]>({
    queryKey: learnKeys.courseModules(id ?? 0),
    enabled: id != null,
    retry: retryUnlessNotFound,
    select: (modules) => [...modules].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id),
  });
}

/** The caller's progress in a course (completed lesson ids, next lesson, certificate); signed-in only. */
export function useCourseProgress(id: number | null) {
  const { user } = useAuth();
  return useQuery<CourseProgress>({
    queryKey: learnKeys.courseProgress(id ?? 0),
    enabled: id != null && Boolean(user),
  });
}

export function useCourseMilestones(id: number | null, enabled = true) {
  return useQuery<Milestone[]>({
    queryKey: learnKeys.courseMilestones(id ?? 0),
    enabled: id != null && enabled,
  });
}

const byOrder = (a: Lesson, b: Lesson) => a.orderIndex - b.orderIndex || a.id - b.id;

export function useModuleLessons(moduleId: number, enabled = true) {
  return useQuery<Lesson[]>({
    queryKey: learnKeys.moduleLessons(moduleId),
    enabled,
    select: (lessons) => [...lessons].sort(byOrder),
  });
}

/** Lessons of every module (in module order), for outlines, resources and counts. */
export function useAllLessons(modules: readonly Module[] | undefined) {
  const list = modules ?? [];
  return useQueries({
    queries: list.map((m) => ({ queryKey: learnKeys.moduleLessons(m.id) })),
    combine: (results) => ({
      byModule: list.map((m, i) => ({
        module: m,
        lessons: [...((results[i]?.data as Lesson[] | undefined) ?? [])].sort(byOrder),
      })),
      isLoading: results.some((r) => r.isLoading),
      isError: results.some((r) => r.isError),
      refetch: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
  });
}

export function useLesson(id: number | null) {
  return useQuery<LessonDetail>({
    queryKey: learnKeys.lesson(id ?? 0),
    enabled: id != null,
    retry: retryUnlessNotFound,
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
    retry: retryUnlessNotFound,
  });
}
