import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import { studioKeys } from '../queryKeys';

const EPUB_ROUTE = '/api/ebooks/{id}/epub';

/**
 * Whether this platform's content service offers the EPUB export: read from the gateway's API document (built from
 * the services' own declarations), so the download is only offered where the endpoint exists.
 */
export function useEpubExport(): boolean {
  const doc = useQuery({
    queryKey: studioKeys.apiDocument(),
    queryFn: ({ signal }) =>
      apiRequest<{ paths?: Record<string, unknown> }>('GET', '/api/openapi.json', undefined, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return Boolean(doc.data?.paths?.[EPUB_ROUTE]);
}
