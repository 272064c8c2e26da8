import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { AdminCertificate, Paged } from '@canopy/contracts';
import { adminKeys } from '../queryKeys';
import { queryString } from './queryString';

/** GET /api/admin/certificates: newest first, searched and filtered by the course service. */
export function useAdminCertificates(search: string, status: string, page: number, pageSize: number) {
  const qs = queryString({ search: search || undefined, status, page, pageSize });
  return useQuery({
    queryKey: adminKeys.certificates(qs),
    queryFn: ({ signal }) =>
      apiRequest<Paged<AdminCertificate>>('GET', `/api/admin/certificates${qs}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/admin/certificates/{code}/revoke with the reason; the list is read again. */
export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) =>
      apiRequest<AdminCertificate>('POST', `/api/admin/certificates/${encodeURIComponent(code)}/revoke`, {
        reason,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.allCertificates() }),
  });
}
