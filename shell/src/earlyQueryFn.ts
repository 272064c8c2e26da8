import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import { readQueryResponse } from '@canopy/api-client';
import { USER_QUERY_KEY } from '@canopy/auth';
import type { User } from '@canopy/contracts';
import { dropEarlyRequests, takeEarlyRequest } from './earlyRequests';

/**
 * The platform's default query function (GET queryKey[0]), which first joins a read main.js sent early (the page's
 * first reads, named in its HTML) instead of asking again. Only a success is taken: a failed or unanswered early
 * read is asked again the usual way, with the usual retry, as if it had never been sent.
 */
export function joinEarlyReads(read: QueryFunction): QueryFunction {
  return async (context) => {
    const path = context.queryKey[0];
    const early = typeof path === 'string' ? takeEarlyRequest(path) : undefined;
    const response = early && (await early.catch(() => undefined));
    if (response?.ok) return readQueryResponse(response);
    // Release an unread failure's connection.
    await response?.body?.cancel().catch(() => undefined);
    return read(context);
  };
}

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
