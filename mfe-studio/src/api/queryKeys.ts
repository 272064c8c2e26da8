import type { AiMode, EducatorLearnerQuery } from '@canopy/contracts';

/** Query keys start with the API path, so a change refreshes every list of it by prefix. */
export const studioKeys = {
  ebooks: () => ['/api/ebooks'] as const,
  ebook: (id: number) => ['/api/ebooks', id] as const,
  conversation: (mode: AiMode) => ['/api/canopy-gpt/conversations', mode] as const,
  apiDocument: () => ['/api/openapi.json'] as const,
  overview: () => ['/api/educator/overview'] as const,
  educatorCourses: () => ['/api/educator/courses'] as const,
  learners: (query: EducatorLearnerQuery) => ['/api/educator/learners', query] as const,
  categories: () => ['/api/categories'] as const,
};
