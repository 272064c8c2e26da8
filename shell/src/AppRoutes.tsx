import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '@canopy/auth';
import { msgKey } from '@canopy/i18n';
import { PageSpinner } from '@canopy/ui';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { DocumentTitle } from './DocumentTitle';
import { loadRemoteRoutes } from './federation/loadRemoteRoutes';
import { loadAppLayout } from './layout/loadAppLayout';
import { loadAuthPage } from './pages/auth/loadAuthPage';
import type { LayoutPath, StandalonePath } from './shellPaths';

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

interface ShellPage {
  /** An English key of the shell's catalogue (DocumentTitle shows it in the page's language). */
  title: string;
  element: ReactNode;
}

// Keyed by the paths of shellPaths.ts (startPageEarly reads the same lists).
const standalonePages: Record<StandalonePath, ShellPage> = {
  '/auth': {
    title: msgKey('Welcome'),
    element: (
      <RouteGuard guard="guest">
        <AuthPage />
      </RouteGuard>
    ),
  },
  '/pending-approval': { title: msgKey('Approval Pending'), element: <PendingApprovalPage /> },
  '/forgot-password': { title: msgKey('Forgot password'), element: <ForgotPasswordPage /> },
  // RESET_PASSWORD_PATH in contracts (the link identity mails); spelled out so zod stays off the first page.
  '/reset-password': { title: msgKey('Reset password'), element: <ResetPasswordPage /> },
  '/spiritual-community': { title: msgKey('Our Community'), element: <SpiritualCommunityPage /> },
};

const layoutPages: Record<LayoutPath, ShellPage> = {
  '/privacy-policy': { title: msgKey('Privacy Policy'), element: <PrivacyPolicyPage /> },
  '/terms-of-service': { title: msgKey('Terms of Service'), element: <TermsOfServicePage /> },
  '/cookie-policy': { title: msgKey('Cookie Policy'), element: <CookiePolicyPage /> },
};

const pageRoute = ([path, { title, element }]: [string, ShellPage]) => (
  <Route key={path} path={path} element={<Page title={title}>{element}</Page>} />
);

/**
 * The one router's routes. The shell owns sign-in, password recovery, pending approval, community and legal pages; everything else
 * belongs to a remote and is found by `RemoteRoutes` (the catch-all), which also renders the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      {Object.entries(standalonePages).map(pageRoute)}
      <Route
        element={
          <Suspense fallback={<PageSpinner minHeight="100vh" />}>
            <AppLayout />
          </Suspense>
        }
      >
        {Object.entries(layoutPages).map(pageRoute)}
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
