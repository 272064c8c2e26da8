import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '@canopy/auth';
import { PageSpinner } from '@canopy/ui';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { DocumentTitle } from './DocumentTitle';
import { loadRemoteRoutes } from './federation/loadRemoteRoutes';
import { loadAppLayout } from './layout/loadAppLayout';
import { loadAuthPage } from './pages/auth/loadAuthPage';

// Every screen is its own chunk: a visitor on /auth downloads only the sign-in page.
const AppLayout = lazy(loadAppLayout);
const RemoteRoutes = lazy(loadRemoteRoutes);
const AuthPage = lazy(loadAuthPage);
const PendingApprovalPage = lazy(
  () => import(/* webpackChunkName: "page-pending" */ './pages/PendingApprovalPage'),
);
const ForgotPasswordPage = lazy(
  () => import(/* webpackChunkName: "page-recovery" */ './pages/recovery/ForgotPasswordPage'),
);
const ResetPasswordPage = lazy(
  () => import(/* webpackChunkName: "page-recovery" */ './pages/recovery/ResetPasswordPage'),
);
const SpiritualCommunityPage = lazy(
  () => import(/* webpackChunkName: "page-community" */ './pages/community/SpiritualCommunityPage'),
);
const PrivacyPolicyPage = lazy(
  () => import(/* webpackChunkName: "page-legal" */ './pages/legal/PrivacyPolicyPage'),
);
const TermsOfServicePage = lazy(
  () => import(/* webpackChunkName: "page-legal" */ './pages/legal/TermsOfServicePage'),
);
const CookiePolicyPage = lazy(
  () => import(/* webpackChunkName: "page-legal" */ './pages/legal/CookiePolicyPage'),
);

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <DocumentTitle title={title} />
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The one router's routes. The shell owns sign-in, password recovery, pending approval, community and legal pages; everything else
 * belongs to a remote and is found by `RemoteRoutes` (the catch-all), which also renders the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/auth"
        element={
          <Page title="Welcome">
            <RouteGuard guard="guest">
              <AuthPage />
            </RouteGuard>
          </Page>
        }
      />
      <Route
        path="/pending-approval"
        element={
          <Page title="Approval Pending">
            <PendingApprovalPage />
          </Page>
        }
      />
      <Route
        path="/forgot-password"
        element={
          <Page title="Forgot password">
            <ForgotPasswordPage />
          </Page>
        }
      />
      <Route
        // RESET_PASSWORD_PATH in contracts (the link identity mails); spelled out so zod stays off the first page.
        path="/reset-password"
        element={
          <Page title="Reset password">
            <ResetPasswordPage />
          </Page>
        }
      />
      <Route
        path="/spiritual-community"
        element={
          <Page title="Our Community">
            <SpiritualCommunityPage />
          </Page>
        }
      />
      <Route
        element={
          <Suspense fallback={<PageSpinner minHeight="100vh" />}>
            <AppLayout />
          </Suspense>
        }
      >
        <Route
          path="/privacy-policy"
          element={
            <Page title="Privacy Policy">
              <PrivacyPolicyPage />
            </Page>
          }
        />
        <Route
          path="/terms-of-service"
          element={
            <Page title="Terms of Service">
              <TermsOfServicePage />
            </Page>
          }
        />
        <Route
          path="/cookie-policy"
          element={
            <Page title="Cookie Policy">
              <CookiePolicyPage />
            </Page>
          }
        />
        <Route
          path="*"
          element={
            <Suspense fallback={<PageSpinner />}>
              <RemoteRoutes />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
