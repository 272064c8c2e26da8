import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from '@canopy/i18n';
import { PageSpinner } from '@canopy/ui';
import { resolveGuard, type GuardDecision, type PathDeclared } from './guards';
import type { RouteGuardName } from './guards';
import { useAuth } from './useAuth';
import { useDeclaredPaths } from './useDeclaredPaths';

function Checking() {
  const { t } = useTranslation('auth');
  return <PageSpinner label={t('checkingSession')} />;
}

function Decision({ decision, children }: { decision: GuardDecision; children: ReactNode }) {
  if (decision.kind === 'loading') return <Checking />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

/** The home guard also needs to know whether the role's dashboard exists, so only it reads the manifest. */
function HomeGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const declared = useDeclaredPaths();
  const isDeclared: PathDeclared = (path) =>
    declared.status === 'loading' ? 'loading' : declared.isDeclared(path);
  return <Decision decision={resolveGuard('home', user, isLoading, isDeclared)}>{children}</Decision>;
}

function PlainGuard({ guard, children }: { guard: RouteGuardName; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  return <Decision decision={resolveGuard(guard, user, isLoading)}>{children}</Decision>;
}

/** Renders its children when the guard allows; a spinner while the user loads; otherwise redirects. */
export function RouteGuard({ guard, children }: { guard: RouteGuardName; children: ReactNode }) {
  return guard === 'home' ? (
    <HomeGuard>{children}</HomeGuard>
  ) : (
    <PlainGuard guard={guard}>{children}</PlainGuard>
  );
}
