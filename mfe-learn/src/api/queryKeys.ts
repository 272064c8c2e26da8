import type { CatalogueFilters } from '../lib/catalogueFilters';

/**
 * React Query keys of the learn remote. queryKey[0] is always the path the default query function GETs, so
 * these keys work with the shell's QueryClient as they are, and invalidation can match on path prefixes.
 */
export const learnKeys = {
  courses: (filters?: Pick<CatalogueFilters, 'search' | 'level' | 'categoryId'>) =>
    filters ? (['/api/courses', filters] as const) : (['/api/courses'] as const),
  categories: () => ['/api/categories'] as const,
  course: (id: number) => [`/api/courses/${id}`] as const,
  courseModules: (id: number) => [`/api/courses/${id}/modules`] as const,
  courseProgress: (id: number) => [`/api/courses/${id}/progress`] as const,
  courseMilestones: (id: number) => [`/api/courses/${id}/milestones`] as const,
  moduleLessons: (moduleId: number) => [`/api/modules/${moduleId}/lessons`] as const,
  lesson: (id: number) => [`/api/lessons/${id}`] as const,
  enrollments: () => ['/api/enrollments'] as const,
  lessonCompletions: () => ['/api/lesson-completions'] as const,
  certificates: () => ['/api/certificates'] as const,
  certificate: (code: string) => [`/api/certificates/${encodeURIComponent(code)}`] as const,
};
