import type { RouteGuardName } from '@canopy/auth';

/**
 * Every page of the learn remote: its path (a react-router pattern), the module of its page (routes.tsx imports it
 * lazily) and its guard (who may open it). This is the one list: routes.tsx gives each path its page, and the
 * build publishes it beside remoteEntry.js (dist/canopy-routes.json). From it the gateway's /mfe-manifest.json tells
 * the shell these paths are ours, and a page's HTML names the chunks the page needs to those its guard lets in. A
 * page's `reads` are the API paths its main content waits for (the queryKey[0] of what its route's `prefetch`
 * starts): the page's HTML names them too, and the shell sends them as its code starts (first-reads.ts in
 * @canopy/contracts). A plain module (type imports only): the build evaluates it.
 */
export const pages = {
  '/': { page: './pages/HomePage', guard: 'home' },
  '/dashboard': { page: './pages/HomePage', guard: 'home' },
  '/courses': { page: './pages/CataloguePage', guard: 'public' },
  '/courses/:id': {
    page: './pages/CourseDetailPage',
    guard: 'public',
    reads: ['/api/courses/:id', '/api/courses/:id/outline'],
  },
  '/courses/:id/dashboard': {
    page: './pages/EnrolledCoursePage',
    guard: 'user',
    reads: ['/api/courses/:id', '/api/enrollments', '/api/courses/:id/outline'],
  },
  '/courses/:id/lessons/:lessonId': { page: './pages/LessonPage', guard: 'user' },
  '/certificates/:code': { page: './pages/CertificatePage', guard: 'public' },
  '/verify': { page: './pages/VerifyCredentialPage', guard: 'public' },
  '/verify/:code': { page: './pages/VerifyCredentialPage', guard: 'public' },
  '/live-sessions': { page: './pages/LiveSessionsPage', guard: 'user' },
  '/learning-profile': { page: './pages/LearningProfilePage', guard: 'user' },
} as const satisfies Record<
  string,
  { page: `./${string}`; guard: RouteGuardName; reads?: readonly `/api/${string}`[] }
>;

export type LearnPath = keyof typeof pages;

export const paths = Object.keys(pages) as LearnPath[];
