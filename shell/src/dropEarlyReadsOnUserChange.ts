import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@canopy/auth';
import type { User } from '@canopy/contracts';
import { dropEarlyRequests } from './earlyRequests';

/**
 * The early reads were asked as whoever was signed in when the page loaded: once the current user is someone else
 * (signed out, or another account signed in), none left is handed over.
 */
export function dropEarlyReadsOnUserChange(queryClient: QueryClient): void {
  let first: number | null | undefined;
  const stop = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryKey[0] !== USER_QUERY_KEY[0] || query.state.status !== 'success') return;
    const id = (query.state.data as User | null | undefined)?.id ?? null;
    if (first === undefined) first = id;
    else if (id !== first) {
      dropEarlyRequests();
      stop();
    }
  });
}
