import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { UserNotification } from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { shellText } from '../../i18n/useShellT';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** The signed-in user's notifications (newest first, at most 100). */
export function useNotifications(enabled: boolean) {
  return useQuery<UserNotification[]>({ queryKey: NOTIFICATIONS_KEY, enabled });
}

function setRead(list: UserNotification[] | undefined, ids: number[] | 'all') {
  return list?.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, read: true } : n));
}

/** A notification arrived through the hub: put it first (once, whatever the order of arrival). */
export function addNotification(list: UserNotification[] | undefined, n: UserNotification) {
  if (!list) return list;
  if (list.some((x) => x.id === n.id)) return list;
  return [n, ...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<UserNotification>('POST', `/api/notifications/${id}/read`),
    onMutate: (id) => {
      queryClient.setQueryData<UserNotification[]>(NOTIFICATIONS_KEY, (list) => setRead(list, [id]));
    },
    onError: () => {
      toast({ title: shellText('Could not mark the notification read'), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ updated: number }>('POST', '/api/notifications/read-all'),
    onMutate: () => {
      queryClient.setQueryData<UserNotification[]>(NOTIFICATIONS_KEY, (list) => setRead(list, 'all'));
    },
    onError: () => {
      toast({ title: shellText('Could not mark the notifications read'), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
