import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { OutboxPage } from '@canopy/contracts';
import { queryString } from './queryString';

/** GET /api/admin/outbox: the mail a demo platform without SMTP kept instead of sending, newest first. */
export function useOutbox(page: number, pageSize: number) {
  const qs = queryString({ page, pageSize });
  return useQuery({
    queryKey: ['/api/admin/outbox', qs],
    queryFn: ({ signal }) => apiRequest<OutboxPage>('GET', `/api/admin/outbox${qs}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
