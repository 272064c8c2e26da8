import { defineRoutes, lazyPage } from '@canopy/auth';
import { ChoiceCards } from '@canopy/ui';
import type { AppRoute } from '@canopy/auth';
import { msgKey } from '@canopy/i18n';
import { STUDIO_NAMESPACE } from './i18n/useStudioT';
import { pages, paths } from './paths';
import type { StudioPath } from './paths';

// Each page is its own chunk; the shell wraps every route in its guard, an error boundary and Suspense. Pages that
// show ChoiceCards at once (the wizard's method and level) load with that chunk too, and appear whole.
const EducatorDashboardPage = lazyPage(
  () => import(/* webpackChunkName: "page-educator" */ './pages/EducatorDashboardPage'),
);
const CourseWizardPage = lazyPage(() =>
  Promise.all([
    import(/* webpackChunkName: "page-course-wizard" */ './pages/CourseWizardPage'),
    ChoiceCards.preload(),
  ]).then(([page]) => page),
);
const ImportCoursePage = lazyPage(
  () => import(/* webpackChunkName: "page-import-course" */ './pages/ImportCoursePage'),
);
const EbookBuilderPage = lazyPage(
  () => import(/* webpackChunkName: "page-ebook-builder" */ './pages/EbookBuilderPage'),
);
const EbookLibraryPage = lazyPage(
  () => import(/* webpackChunkName: "page-ebook-library" */ './pages/EbookLibraryPage'),
);

const CourseBuilderPage = lazyPage(() =>
  Promise.all([
    import(/* webpackChunkName: "page-course-builder" */ './pages/CourseBuilderPage'),
    ChoiceCards.preload(),
  ]).then(([page]) => page),
);
const CoursePreviewPage = lazyPage(
  () => import(/* webpackChunkName: "page-course-preview" */ './pages/CoursePreviewPage'),
);
const ModuleEditorPage = lazyPage(
  () => import(/* webpackChunkName: "page-module-editor" */ './pages/ModuleEditorPage'),
);

// Titles are English keys of the remote's catalogue, which the shell shows in the page's language until the page
// names itself (a course's title once it is read); importing the catalogue registers it with the routes.
// Keyed by the declared paths: the type checker refuses a page without a declared path and a path without a page.
// Each path's guard is in ./paths, with its page module.
const routeOf: Record<StudioPath, Omit<AppRoute, 'path' | 'guard'>> = {
  '/educator': { Component: EducatorDashboardPage, title: msgKey('Course Management') },
  '/educator-dashboard': { Component: EducatorDashboardPage, title: msgKey('Course Management') },
  '/educator/courses/new': { Component: CourseWizardPage, title: msgKey('Create a Course') },
  '/educator/courses/import': { Component: ImportCoursePage, title: msgKey('Import a Course') },
  '/ebook-builder': { Component: EbookBuilderPage, title: msgKey('Ebook Builder') },
  '/ebook-library': { Component: EbookLibraryPage, title: msgKey('My Ebook Library') },
  '/courses/:id/builder': { Component: CourseBuilderPage, title: msgKey('Course Builder') },
  '/courses/:id/preview': { Component: CoursePreviewPage, title: msgKey('Course Preview') },
  '/courses/:courseId/modules/:moduleId': {
    Component: ModuleEditorPage,
    title: msgKey('Module Editor'),
  },
};

/** The studio remote's pages (exposed as './routes'), one per path in ./paths. */
const routes = defineRoutes(
  paths.map((path) => ({
    path,
    guard: pages[path].guard,
    titleNamespace: STUDIO_NAMESPACE,
    ...routeOf[path],
  })),
);

export default routes;
