import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider, RouteGuard } from '@canopy/auth';
import { PageSpinner } from '@canopy/ui';
import { AppLayout } from './layout/AppLayout';
import { RemoteRoutes } from './federation/RemoteRoutes';
import { RouteErrorScreen } from './errors/RouteErrorScreen';
import { DocumentTitle } from './DocumentTitle';

const AuthPage = lazy(() => import(/* webpackChunkName: "page-auth" */ './pages/auth/AuthPage'));
const PendingApprovalPage = lazy(() => import(/* webpackChunkName: "page-pending" */ './pages/PendingApprovalPage'));
const SpiritualCommunityPage = lazy(
  () => import(/* webpackChunkName: "page-community" */ './pages/community/SpiritualCommunityPage'),
);
const PrivacyPolicyPage = lazy(() => import(/* webpackChunkName: "page-legal" */ './pages/legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import(/* webpackChunkName: "page-legal" */ './pages/legal/TermsOfServicePage'));
const CookiePolicyPage = lazy(() => import(/* webpackChunkName: "page-legal" */ './pages/legal/CookiePolicyPage'));

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <DocumentTitle title={title} />
      {children}
    </Suspense>
  );
}

/** Providers that need the router (AuthProvider navigates after login/logout). */
function Root() {
  return (
    <AuthProvider>
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}

/**
 * The one router. The shell owns sign-in, pending approval, community and legal pages; everything else is a
 * remote's page, found by `RemoteRoutes` (the catch-all), which also renders the 404.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          path: '/auth',
          element: (
            <Page title="Welcome">
              <RouteGuard guard="guest">
                <AuthPage />
              </RouteGuard>
            </Page>
          ),
        },
        {
          path: '/pending-approval',
          element: (
            <Page title="Approval Pending">
              <PendingApprovalPage />
            </Page>
          ),
        },
        {
          path: '/spiritual-community',
          element: (
            <Page title="Our Community">
              <SpiritualCommunityPage />
            </Page>
          ),
        },
        {
          element: <AppLayout />,
          // Errors inside a page render in the layout (children carry their own errorElement).
          children: [
            {
              path: '/privacy-policy',
              element: (
                <Page title="Privacy Policy">
                  <PrivacyPolicyPage />
                </Page>
              ),
            },
            {
              path: '/terms-of-service',
              element: (
                <Page title="Terms of Service">
                  <TermsOfServicePage />
                </Page>
              ),
            },
            {
              path: '/cookie-policy',
              element: (
                <Page title="Cookie Policy">
                  <CookiePolicyPage />
                </Page>
              ),
            },
            { path: '*', element: <RemoteRoutes /> },
          ].map((route) => ({ ...route, errorElement: <RouteErrorScreen /> })),
        },
      ],
    },
  ]);
}
