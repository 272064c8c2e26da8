import { useEffect } from 'react';
import { isAwaitingApproval, useAuth } from '@canopy/auth';
import { getRealtimeClient } from './sharedClient';

/**
 * Keeps the tab's connection in step with the signed-in user: connects when someone is signed in (the gateway
 * authenticates the upgrade with the session cookie), closes on sign-out and reconnects as the new user after a
 * switch of accounts. Rendered once, by the shell (or a remote's standalone dev app).
 */
export function RealtimeConnection(): null {
  const { user } = useAuth();
  const who = user && !isAwaitingApproval(user) ? user.id : null;
  useEffect(() => {
    if (who === null) return;
    const client = getRealtimeClient();
    client.start();
    // After the retries are spent, coming back online is a fresh start (the retry count begins again).
    const resume = () => client.start();
    window.addEventListener('online', resume);
    return () => {
      window.removeEventListener('online', resume);
      client.stop();
    };
  }, [who]);
  return null;
}
