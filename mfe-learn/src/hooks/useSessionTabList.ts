import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@canopy/auth';
import type { LiveSession, LiveSessionTab } from '@canopy/contracts';
import { learnKeys } from '../queryKeys';
import { SESSION_POLL_MS } from '../api/useLiveSessions';

/**
 * One tab of /live-sessions as the server splits it (`?when=upcoming|past`: upcoming soonest first, past most
 * recent first): an educator's or administrator's own sessions (by instructor), everyone else all sessions
 * (section 7's call table). Only the open tab is asked for and refreshed every 60 s; the key starts with
 * /api/live-sessions, so every live-session refresh reaches it.
 */
export function useSessionTabList(when: LiveSessionTab, active: boolean) {
  const { user } = useAuth();
  const hosts = user?.role === 'educator' || user?.role === 'admin';
  const [path] = hosts && user ? learnKeys.instructorSessions(user.id) : learnKeys.liveSessions();
  return useQuery<LiveSession[]>({
    queryKey: [`${path}?when=${when}`],
    enabled: Boolean(user) && active,
    refetchInterval: SESSION_POLL_MS,
  });
}
