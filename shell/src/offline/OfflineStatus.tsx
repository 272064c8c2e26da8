import { lazy, Suspense } from 'react';
import { useAuth } from '@canopy/auth';

// Loaded once someone is signed in: visitors and /auth never download it.
const OfflineBanner = lazy(() => import('./OfflineBanner'));

/** The offline banner, for signed-in users (only they have offline copies and waiting actions). */
export function OfflineStatus() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
