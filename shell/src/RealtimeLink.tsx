import { lazy, Suspense } from 'react';
import { isAwaitingApproval, useAuth } from '@canopy/auth';

// The realtime client is loaded only once someone is signed in (visitors and /auth never download it).
const RealtimeConnection = lazy(() => import('./RealtimeConnector'));

/** The tab's /ws connection (libs/realtime), for signed-in users; the remotes subscribe through the same client. */
export function RealtimeLink() {
  const { user } = useAuth();
  if (!user || isAwaitingApproval(user)) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeConnection />
    </Suspense>
  );
}
