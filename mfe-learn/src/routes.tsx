import { defineRoutes, lazyPage } from '@canopy/auth';
import { ChoiceCards } from '@canopy/ui';
import type { AppRoute } from '@canopy/auth';
import { msgKey } from '@canopy/i18n';
import { LEARN_NAMESPACE } from './i18n/useLearnT';
import { prefetchCourseDetail, prefetchEnrolledCourse } from './pagePrefetches';
import { pages, paths } from './paths';
import type { LearnPath } from './paths';

// Each page is its own chunk; the shell wraps every route in its guard, an error boundary and Suspense.
const HomePage = lazyPage(() => import('./pages/HomePage'));
const CataloguePage = lazyPage(() => import('./pages/CataloguePage'));
const CourseDetailPage = lazyPage(() => import('./pages/CourseDetailPage'));
const EnrolledCoursePage = lazyPage(() => import('./pages/EnrolledCoursePage'));
const LessonPage = lazyPage(() => import('./pages/LessonPage'));
const CertificatePage = lazyPage(() => import('./pages/CertificatePage'));
const LiveSessionsPage = lazyPage(() => import('./pages/LiveSessionsPage'));
// The questionnaire's answers are ChoiceCards: the page comes with them, whole.
const LearningProfilePage = lazyPage(() =>
  Promise.all([import('./pages/LearningProfilePage'), ChoiceCards.preload()]).then(([page]) => page),
);
const VerifyCredentialPage = lazyPage(() => import('./pages/VerifyCredentialPage'));

// Titles are English keys of the remote's catalogue, which the shell shows in the page's language until the page
// names itself (a course's title once it is read); importing the catalogue registers it with the routes.
// Keyed by the declared paths: the type checker refuses a page without a declared path and a path without a page.
// Each path's guard is in ./paths, with its page module.
const routeOf: Record<LearnPath, Omit<AppRoute, 'path' | 'guard'>> = {
  '/': { Component: HomePage, title: msgKey('Home') },
  '/dashboard': { Component: HomePage, title: msgKey('Home') },
  '/courses': { Component: CataloguePage, title: msgKey('Courses') },
  '/courses/:id': {
    Component: CourseDetailPage,
    title: msgKey('Course'),
    prefetch: prefetchCourseDetail,
  },
  '/courses/:id/dashboard': {
    Component: EnrolledCoursePage,
    title: msgKey('My course'),
    prefetch: prefetchEnrolledCourse,
  },
  '/courses/:id/lessons/:lessonId': { Component: LessonPage, title: msgKey('Lesson') },
  '/certificates/:code': { Component: CertificatePage, title: msgKey('Certificate') },
  '/verify': { Component: VerifyCredentialPage, title: msgKey('Verify a credential') },
  '/verify/:code': { Component: VerifyCredentialPage, title: msgKey('Verify a credential') },
  '/live-sessions': { Component: LiveSessionsPage, title: msgKey('Live Sessions') },
  '/learning-profile': { Component: LearningProfilePage, title: msgKey('Learning preferences') },
};

/** The learn remote's pages (exposed as './routes'), one per path in ./paths. */
const routes = defineRoutes(
  paths.map((path) => ({
    path,
    guard: pages[path].guard,
    titleNamespace: LEARN_NAMESPACE,
    ...routeOf[path],
  })),
);

export default routes;
