import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@canopy/ui';
import { resolveGuard } from './guards';
import type { RouteGuardName } from './guards';
import { useAuth } from './useAuth';

/** Renders its children when the guard allows; a spinner while the user loads; otherwise redirects. */
export function RouteGuard({ guard, children }: { guard: RouteGuardName; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const decision = resolveGuard(guard, user, isLoading);
  if (decision.kind === 'loading') return <PageSpinner label="Checking your session" />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
