import type { QueryClient } from '@tanstack/react-query';
import { getQueryFn, readQueryResponse } from '@canopy/api-client';
import type { User } from '@canopy/contracts';
import { USER_QUERY_KEY } from './queryKeys';

/** GET /api/user reads a 401 as "signed out" (null), not as a failure. */
const USER_READ = { on401: 'returnNull' } as const;

/** The current user's query function: the user, or null when signed out. */
export const fetchCurrentUser = getQueryFn<User>(USER_READ);

/** A failure means "signed out"; retrying would only keep the spinner up longer. */
export const USER_QUERY_RETRY = false;

/**
 * Starts the current user's query with a response already on its way (a request sent before the app ran), so
 * AuthProvider's query joins it instead of asking again. A request that never reached the gateway is asked again
 * as the provider asks.
 */
export function primeUserQuery(queryClient: QueryClient, response: Promise<Response>): void {
  void queryClient.prefetchQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    retry: USER_QUERY_RETRY,
    queryFn: async (context) => {
      const res = await response.catch(() => undefined);
      return res ? readQueryResponse<User>(res, USER_READ) : fetchCurrentUser(context);
    },
  });
}
