import type { CatalogueFilters } from './lib/catalogueFilters';

/**
 * React Query keys of the learn remote. queryKey[0] is always the path the default query function GETs, so
 * these keys work with the shell's QueryClient as they are, and invalidation can match on path prefixes.
 */
export const learnKeys = {
  courses: (filters?: Pick<CatalogueFilters, 'search' | 'level' | 'categoryId' | 'tab'>) =>
    filters ? (['/api/courses', filters] as const) : (['/api/courses'] as const),
  categories: () => ['/api/categories'] as const,
  course: (id: number) => [`/api/courses/${id}`] as const,
  // The answer depends on who asks (a signed-in caller's progress comes with it), so the viewer is part of the
  // key: an outline fetched before signing in is never shown after.
  courseOutline: (id: number, viewerId: number | null) =>
    [`/api/courses/${id}/outline`, { viewer: viewerId }] as const,
  courseMilestones: (id: number) => [`/api/courses/${id}/milestones`] as const,
  courseProgress: (id: number) => [`/api/courses/${id}/progress`] as const,
  lesson: (id: number) => [`/api/lessons/${id}`] as const,
  // Under /api/lessons/ on purpose: refreshLearnerState refetches them with the lessons after a quiz or enrollment.
  lessonQuizzes: (lessonId: number) => [`/api/lessons/${lessonId}/quizzes`] as const,
  quiz: (id: number) => [`/api/quizzes/${id}`] as const,
  // The caller's feedback in a course (all of it a page at a time, or one lesson's); one prefix for both.
  courseFeedback: (courseId: number, place: { lessonId?: number; page?: number }) =>
    [`/api/courses/${courseId}/feedback`, place] as const,
  enrollments: () => ['/api/enrollments'] as const,
  lessonCompletions: () => ['/api/lesson-completions'] as const,
  certificates: () => ['/api/certificates'] as const,
  certificate: (code: string) => [`/api/certificates/${encodeURIComponent(code)}`] as const,
  // The certificate's credential and what the verification said of it (a custom query function: see
  // useCredentialVerification). Under /api/certificates so a learner refresh refetches it.
  credentialCheck: (code: string) =>
    [`/api/certificates/${encodeURIComponent(code)}/credential`, 'verification'] as const,
  // The forum's lists (the forum remote's keys start with the same path, so a post refreshes both areas).
  courseDiscussions: (courseId: number, lessonId: number | null, page: number) =>
    ['/api/discussions', { courseId, lessonId, page }] as const,
  authoredDiscussions: (authorId: number) => ['/api/discussions', { authorId }] as const,
  // Live sessions (the live-session service); every key starts with /api/live-sessions for one invalidation.
  liveSessions: () => ['/api/live-sessions'] as const,
  instructorSessions: (instructorId: number) => [`/api/live-sessions/instructor/${instructorId}`] as const,
  courseSessions: (courseId: number) => [`/api/live-sessions/course/${courseId}`] as const,
  liveSession: (id: number) => [`/api/live-sessions/${id}`] as const,
  attendance: (id: number) => [`/api/live-sessions/${id}/attendance`] as const,
  educatorCourses: () => ['/api/educator/courses'] as const,
  // The content service's ebooks of a course, and one ebook with its chapters.
  courseEbooks: (courseId: number) => [`/api/ebooks/course/${courseId}`] as const,
  ebook: (id: number) => [`/api/ebooks/${id}`] as const,
  // The learning-preferences assessment and insights (course service).
  currentAssessment: () => ['/api/learning-preferences/assessments/current'] as const,
  latestAssessment: () => ['/api/learning-preferences/assessments/latest'] as const,
  assessmentHistory: () => ['/api/learning-preferences/assessments', { pageSize: 10 }] as const,
  // Every insights key starts with the path: one invalidation refreshes the profile's and a course's.
  insights: (courseId?: number) =>
    courseId ? (['/api/learning-insights', { courseId }] as const) : (['/api/learning-insights'] as const),
};
