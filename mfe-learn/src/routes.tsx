import { lazy } from 'react';
import { defineRoutes } from '@canopy/auth';

// Each page is its own chunk; the shell wraps every route in its guard, an error boundary and Suspense.
const HomePage = lazy(() => import('./pages/HomePage'));
const CataloguePage = lazy(() => import('./pages/CataloguePage'));
const CourseDetailPage = lazy(() => import('./pages/CourseDetailPage'));
const EnrolledCoursePage = lazy(() => import('./pages/EnrolledCoursePage'));
const LessonPage = lazy(() => import('./pages/LessonPage'));
const CertificatePage = lazy(() => import('./pages/CertificatePage'));

/** The learn remote's pages (exposed as './routes'). */
const routes = defineRoutes([
  { path: '/', guard: 'home', Component: HomePage, title: 'Home' },
  { path: '/dashboard', guard: 'home', Component: HomePage, title: 'Home' },
  { path: '/courses', guard: 'public', Component: CataloguePage, title: 'Courses' },
  { path: '/courses/:id', guard: 'public', Component: CourseDetailPage, title: 'Course' },
  { path: '/courses/:id/dashboard', guard: 'user', Component: EnrolledCoursePage, title: 'My course' },
  { path: '/courses/:id/lessons/:lessonId', guard: 'user', Component: LessonPage, title: 'Lesson' },
  { path: '/certificates/:code', guard: 'public', Component: CertificatePage, title: 'Certificate' },
]);

export default routes;
