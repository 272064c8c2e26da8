import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import { adminKeys } from '../queryKeys';

/**
 * Whether the gateway's API document lists a path (e.g. '/api/admin/courses'): a tab whose API is not deployed is
 * not shown. Undefined while the document loads; false when it cannot be read.
 */
export function useApiOffers(path: string): boolean | undefined {
  const doc = useQuery({
    queryKey: adminKeys.apiDocument(),
    queryFn: ({ signal }) =>
      apiRequest<{ paths?: Record<string, unknown> }>('GET', '/api/openapi.json', undefined, { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  if (doc.isPending) return undefined;
  return Boolean(doc.data?.paths && path in doc.data.paths);
}
