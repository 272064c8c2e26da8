import { lazy } from 'react';
import { defineRoutes } from '@canopy/auth';

// Each page is its own chunk; the shell wraps every route in its guard, an error boundary and Suspense.
const CommunityGuidelinesPage = lazy(
  () => import(/* webpackChunkName: "page-guidelines" */ './pages/CommunityGuidelinesPage'),
);

/** The forum remote's pages (exposed as './routes'). */
const routes = defineRoutes([
  {
    path: '/community-guidelines',
    guard: 'public',
    Component: CommunityGuidelinesPage,
    title: 'Community Guidelines',
  },
]);

export default routes;
