/**
 * Query keys start with the API path, so a change refreshes every page of a list by prefix. The shell's pending
 * badge reads PENDING_EDUCATORS_QUERY_KEY (@canopy/auth); approvals refresh it too.
 */
export const adminKeys = {
  users: () => ['/api/users'] as const,
  userPage: (query: string) => ['/api/users', query] as const,
  figures: (days: number) => ['/api/admin/figures', days] as const,
  allFigures: () => ['/api/admin/figures'] as const,
  courseFigures: (days: number) => ['/api/admin/course-figures', days] as const,
  allCourseFigures: () => ['/api/admin/course-figures'] as const,
  forumFigures: (days: number) => ['/api/admin/forum-figures', days] as const,
  allForumFigures: () => ['/api/admin/forum-figures'] as const,
  activity: (query: string) => ['/api/admin/activity', query] as const,
  allActivity: () => ['/api/admin/activity'] as const,
  courses: (query: string) => ['/api/admin/courses', query] as const,
  allCourses: () => ['/api/admin/courses'] as const,
  moderation: (query: string) => ['/api/forum/moderation/flags', query] as const,
  allModeration: () => ['/api/forum/moderation/flags'] as const,
  certificates: (query: string) => ['/api/admin/certificates', query] as const,
  allCertificates: () => ['/api/admin/certificates'] as const,
  apiDocument: () => ['/api/openapi.json'] as const,
  assessmentQuestions: () => ['/api/admin/assessment-questions'] as const,
};
