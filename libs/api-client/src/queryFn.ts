import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './ApiError';
import { earlyAnswer } from './earlyReads';
import { fetchWithRetry, parseJson, throwIfNotOk } from './request';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data fetcher: GET the path in queryKey[0] (which must be a string) and parse JSON; a read the page
 * sent early (earlyReads.ts) is joined instead of asked again.
 * With `on401: 'returnNull'` a 401 yields null (e.g. "no current user"); by default a 401 is an error.
 */
export function getQueryFn<T>({
  on401 = 'throw',
}: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey[0];
    if (typeof path !== 'string' || path === '') {
      throw new ApiError('Invalid query key.', { kind: 'query-key' });
    }
    const early = earlyAnswer(path);
    const res =
      (early && (await early)) ??
      (await fetchWithRetry(path, { method: 'GET', headers: { Accept: 'application/json' } }, { signal }));
    return readQueryResponse<T>(res, { on401 });
  };
}

/**
 * What the default data fetcher makes of a response: its JSON, null for a 401 with `on401: 'returnNull'`, an
 * ApiError otherwise. For a response fetched another way (a request started before the app ran).
 */
export async function readQueryResponse<T>(
  res: Response,
  { on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  if (on401 === 'returnNull' && res.status === 401) {
    // Read the body anyway so the connection is released (an unread body keeps the request open).
    await res.text().catch(() => undefined);
    return null;
  }
  await throwIfNotOk(res);
  return parseJson<T>(res);
}
