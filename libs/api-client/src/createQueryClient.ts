import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';
import { getQueryFn } from './queryFn';

/** Spec section 9 data-fetching constants. */
export const QUERY_STALE_TIME_MS = 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const MUTATION_RETRY_DELAY_MS = 1000;

/** 1000 ms doubling per attempt, capped at 30000 ms. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}

/**
 * The spec's single retry, for failures that may pass on a second try: no answer (network, time-out) or a server
 * error. A 4xx is the server's definite answer — a wrong password, a validation message, a conflict, a rate
 * limit — so asking again would only delay the message by a second (and count a refused sign-in twice).
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/**
 * The one QueryClient of the platform (the shell makes it; remotes use it through React Query's context).
 * Fresh for 60 s, one retry with doubling delay, no refetch on focus, no polling, unused entries dropped after
 * 5 minutes; mutations retry once after 1 s and their errors are only logged unless a mutation handles them.
 * Neither retries a 4xx (`retryOnce`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        console.error('[mutation]', error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: retryOnce,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: retryOnce,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
}
