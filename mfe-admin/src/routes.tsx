import { msgKey } from '@canopy/i18n';
import { defineRoutes, lazyPage } from '@canopy/auth';
import type { AppRoute } from '@canopy/auth';
import { pages, paths } from './paths';
import type { AdminPath } from './paths';

// Each page is its own chunk; the shell wraps every route in its guard, an error boundary and Suspense.
const AdminDashboardPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin" */ './pages/AdminDashboardPage'),
);

// Keyed by the declared paths: the type checker refuses a page without a declared path and a path without a page.
// Each path's guard is in ./paths, with its page module.
const routeOf: Record<AdminPath, Omit<AppRoute, 'path' | 'guard'>> = {
  '/admin': { Component: AdminDashboardPage, title: msgKey('Admin Dashboard') },
};

/** The admin remote's pages (exposed as './routes'), one per path in ./paths. */
const routes = defineRoutes(paths.map((path) => ({ path, guard: pages[path].guard, ...routeOf[path] })));

export default routes;
