import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { MailSettings } from '@canopy/contracts';

/** GET /api/admin/mail: whether outgoing mail goes through SMTP or stays in the local (demo) outbox. */
export function useMailSettings() {
  return useQuery({
    queryKey: ['/api/admin/mail'],
    queryFn: ({ signal }) => apiRequest<MailSettings>('GET', '/api/admin/mail', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
