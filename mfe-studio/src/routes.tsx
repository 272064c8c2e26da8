import { defineRoutes, lazyPage } from '@canopy/auth';
import type { AppRoute } from '@canopy/auth';
import { paths } from './paths';
import type { StudioPath } from './paths';

// Each page is its own chunk; the shell wraps every route in its guard, an error boundary and Suspense.
const EducatorDashboardPage = lazyPage(
  () => import(/* webpackChunkName: "page-educator" */ './pages/EducatorDashboardPage'),
);
const CourseWizardPage = lazyPage(
  () => import(/* webpackChunkName: "page-course-wizard" */ './pages/CourseWizardPage'),
);
const EbookBuilderPage = lazyPage(
  () => import(/* webpackChunkName: "page-ebook-builder" */ './pages/EbookBuilderPage'),
);
const EbookLibraryPage = lazyPage(
  () => import(/* webpackChunkName: "page-ebook-library" */ './pages/EbookLibraryPage'),
);

const CourseBuilderPage = lazyPage(
  () => import(/* webpackChunkName: "page-course-builder" */ './pages/CourseBuilderPage'),
);
const CoursePreviewPage = lazyPage(
  () => import(/* webpackChunkName: "page-course-preview" */ './pages/CoursePreviewPage'),
);
const ModuleEditorPage = lazyPage(
  () => import(/* webpackChunkName: "page-module-editor" */ './pages/ModuleEditorPage'),
);

// Keyed by the declared paths: the type checker refuses a page without a declared path and a path without a page.
// The ebook pages are public routes (DESIGN.md): visitors see what they are for and a sign-in link; their data
// needs an active educator or administrator. The dashboard is for educators and administrators only.
const pages: Record<StudioPath, Omit<AppRoute, 'path'>> = {
  '/educator': { guard: 'educator', Component: EducatorDashboardPage, title: 'Course Management' },
  '/educator-dashboard': { guard: 'educator', Component: EducatorDashboardPage, title: 'Course Management' },
  '/educator/courses/new': { guard: 'educator', Component: CourseWizardPage, title: 'Create a Course' },
  '/ebook-builder': { guard: 'public', Component: EbookBuilderPage, title: 'Ebook Builder' },
  '/ebook-library': { guard: 'public', Component: EbookLibraryPage, title: 'My Ebook Library' },
  '/courses/:id/builder': { guard: 'educator', Component: CourseBuilderPage, title: 'Course Builder' },
  '/courses/:id/preview': { guard: 'educator', Component: CoursePreviewPage, title: 'Course Preview' },
  '/courses/:courseId/modules/:moduleId': {
    guard: 'educator',
    Component: ModuleEditorPage,
    title: 'Module Editor',
  },
};

/** The studio remote's pages (exposed as './routes'), one per path in ./paths. */
const routes = defineRoutes(paths.map((path) => ({ path, ...pages[path] })));

export default routes;
