import { useQuery } from '@tanstack/react-query';
import type { User } from '@canopy/contracts';
import { PENDING_EDUCATORS_POLL_MS, PENDING_EDUCATORS_QUERY_KEY } from './queryKeys';
import { useAuth } from './useAuth';

/**
 * Pending educator accounts, for administrators only: polled every 60 s, never retried (spec 000 section 7).
 * Other users get an empty list without a request.
 */
export function usePendingEducators() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const query = useQuery<User[]>({
    queryKey: PENDING_EDUCATORS_QUERY_KEY,
    enabled: isAdmin,
    refetchInterval: PENDING_EDUCATORS_POLL_MS,
    retry: false,
  });
  const pending = isAdmin ? (query.data ?? []) : [];
  return { pendingEducators: pending, count: pending.length, query };
}
