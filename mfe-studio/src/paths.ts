import type { RouteGuardName } from '@canopy/auth';

/**
 * Every page of the studio remote: its path (a react-router pattern), the module of its page (routes.tsx imports it
 * lazily) and its guard (who may open it). This is the one list: routes.tsx gives each path its page, and the
 * build publishes it beside remoteEntry.js (dist/canopy-routes.json). From it the gateway's /mfe-manifest.json tells
 * the shell these paths are ours, and a page's HTML names the chunks the page needs to those its guard lets in. A
 * plain module (type imports only): the build evaluates it.
 *
 * The ebook pages are public routes (DESIGN.md): visitors see what they are for and a sign-in link; their data
 * needs an active educator or administrator. The dashboard is for educators and administrators only.
 */
export const pages = {
  '/educator': { page: './pages/EducatorDashboardPage', guard: 'educator' },
  '/educator-dashboard': { page: './pages/EducatorDashboardPage', guard: 'educator' },
  '/educator/courses/new': { page: './pages/CourseWizardPage', guard: 'educator' },
  '/educator/courses/import': { page: './pages/ImportCoursePage', guard: 'educator' },
  '/ebook-builder': { page: './pages/EbookBuilderPage', guard: 'public' },
  '/ebook-library': { page: './pages/EbookLibraryPage', guard: 'public' },
  '/courses/:id/builder': { page: './pages/CourseBuilderPage', guard: 'educator' },
  '/courses/:id/preview': { page: './pages/CoursePreviewPage', guard: 'educator' },
  '/courses/:courseId/modules/:moduleId': { page: './pages/ModuleEditorPage', guard: 'educator' },
} as const satisfies Record<string, { page: `./${string}`; guard: RouteGuardName }>;

export type StudioPath = keyof typeof pages;

export const paths = Object.keys(pages) as StudioPath[];
