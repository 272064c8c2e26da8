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
  // Quizzes tab (builder): the outline, each lesson's quizzes, a quiz and its submissions.
  quizOutline: (courseId: number) => ['/api/courses', courseId, 'outline'] as const,
  lessonQuizzes: (lessonId: number) => ['/api/lessons', lessonId, 'quizzes'] as const,
  quiz: (quizId: number) => ['/api/quizzes', quizId] as const,
  quizSubmissions: (quizId: number) => ['/api/quizzes', quizId, 'submissions'] as const,
  // Module editor and course preview.
  editorModule: (moduleId: number) => ['/api/modules', moduleId] as const,
  editorModuleLessons: (moduleId: number) => ['/api/modules', moduleId, 'lessons'] as const,
  editorAnalytics: (courseId: number) => ['/api/courses', courseId, 'analytics'] as const,
  previewCourse: (courseId: number) => ['/api/courses', courseId] as const,
  previewOutline: (courseId: number) => ['/api/courses', courseId, 'outline'] as const,
  previewCourseEbooks: (courseId: number) => ['/api/ebooks/course', courseId] as const,
  // Course builder: the course, its modules, each module's lessons, its review history, figures and import report.
  course: (courseId: number) => ['/api/courses', courseId] as const,
  courseModules: (courseId: number) => ['/api/courses', courseId, 'modules'] as const,
  courseReviews: (courseId: number) => ['/api/courses', courseId, 'reviews'] as const,
  courseFigures: (courseId: number) => ['/api/courses', courseId, 'analytics', 'figures'] as const,
  importReport: (courseId: number) => ['/api/courses', courseId, 'import-report'] as const,
  moduleLessons: (moduleId: number) => ['/api/modules', moduleId, 'lessons'] as const,
  // Course analytics (builder Overview) and the dashboard's Content tab.
  courseAnalytics: (courseId: number, range: 'day' | 'week') =>
    ['/api/courses', courseId, 'analytics', range] as const,
  // How the learning preferences of a course's learners are spread (aggregated, from 5 learners up).
  coursePreferences: (courseId: number) => ['/api/courses', courseId, 'learning-preferences'] as const,
  // Students tab: what the feedback dialog knows of one learner in one course.
  learnerFeedback: (courseId: number, learnerId: number) =>
    ['/api/courses', courseId, 'learners', learnerId, 'feedback'] as const,
  myUploads: () => ['/api/uploads/mine'] as const,
  educatorDocuments: () => ['/api/educator/documents'] as const,
};
