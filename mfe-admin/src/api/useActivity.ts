import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { AuditPage } from '@canopy/contracts';
import { adminKeys } from '../queryKeys';
import { queryString } from './queryString';

/** GET /api/admin/activity: the audit log, newest first, searched and paged by the identity service. */
export function useActivity(search: string, page: number, pageSize: number) {
  const qs = queryString({ search, page, pageSize });
  return useQuery({
    queryKey: adminKeys.activity(qs),
    queryFn: ({ signal }) => apiRequest<AuditPage>('GET', `/api/admin/activity${qs}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
