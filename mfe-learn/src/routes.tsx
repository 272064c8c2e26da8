import { defineRoutes, lazyPage } from '@canopy/auth';
import type { AppRoute } from '@canopy/auth';
import { prefetchCourseDetail, prefetchEnrolledCourse } from './pagePrefetches';
import { paths } from './paths';
import type { LearnPath } from './paths';

// Each page is its own chunk; the shell wraps every route in its guard, an error boundary and Suspense.
const HomePage = lazyPage(() => import('./pages/HomePage'));
const CataloguePage = lazyPage(() => import('./pages/CataloguePage'));
const CourseDetailPage = lazyPage(() => import('./pages/CourseDetailPage'));
const EnrolledCoursePage = lazyPage(() => import('./pages/EnrolledCoursePage'));
const LessonPage = lazyPage(() => import('./pages/LessonPage'));
const CertificatePage = lazyPage(() => import('./pages/CertificatePage'));
const LiveSessionsPage = lazyPage(() => import('./pages/LiveSessionsPage'));

// Keyed by the declared paths: the type checker refuses a page without a declared path and a path without a page.
const pages: Record<LearnPath, Omit<AppRoute, 'path'>> = {
  '/': { guard: 'home', Component: HomePage, title: 'Home' },
  '/dashboard': { guard: 'home', Component: HomePage, title: 'Home' },
  '/courses': { guard: 'public', Component: CataloguePage, title: 'Courses' },
  '/courses/:id': {
    guard: 'public',
    Component: CourseDetailPage,
    title: 'Course',
    prefetch: prefetchCourseDetail,
  },
  '/courses/:id/dashboard': {
    guard: 'user',
    Component: EnrolledCoursePage,
    title: 'My course',
    prefetch: prefetchEnrolledCourse,
  },
  '/courses/:id/lessons/:lessonId': { guard: 'user', Component: LessonPage, title: 'Lesson' },
  '/certificates/:code': { guard: 'public', Component: CertificatePage, title: 'Certificate' },
  '/live-sessions': { guard: 'user', Component: LiveSessionsPage, title: 'Live Sessions' },
};

/** The learn remote's pages (exposed as './routes'), one per path in ./paths. */
const routes = defineRoutes(paths.map((path) => ({ path, ...pages[path] })));

export default routes;
