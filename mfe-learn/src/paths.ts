/**
 * Every page of the learn remote: its path (a react-router pattern) and the module of its page, which routes.tsx
 * imports lazily. This is the one list: routes.tsx gives each path its page, and the build publishes it beside
 * remoteEntry.js (dist/canopy-routes.json). From it the gateway's /mfe-manifest.json tells the shell these paths are
 * ours, and a page's HTML names the chunks the page needs. A plain module with no imports: the build evaluates it.
 */
export const pages = {
  '/': './pages/HomePage',
  '/dashboard': './pages/HomePage',
  '/courses': './pages/CataloguePage',
  '/courses/:id': './pages/CourseDetailPage',
  '/courses/:id/dashboard': './pages/EnrolledCoursePage',
  '/courses/:id/lessons/:lessonId': './pages/LessonPage',
  '/certificates/:code': './pages/CertificatePage',
  '/live-sessions': './pages/LiveSessionsPage',
} as const;

export type LearnPath = keyof typeof pages;

export const paths = Object.keys(pages) as LearnPath[];
