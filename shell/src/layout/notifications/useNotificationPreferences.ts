import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { shellText } from '../../i18n/useShellT';

export const NOTIFICATION_PREFERENCES_URL = '/api/notifications/preferences';
export const NOTIFICATION_PREFERENCES_KEY = [NOTIFICATION_PREFERENCES_URL] as const;

/** The signed-in user's preferences per notification kind (fetched when the settings dialog opens). */
export function useNotificationPreferences(enabled: boolean) {
  return useQuery<NotificationPreferences>({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: () => apiRequest<NotificationPreferences>('GET', NOTIFICATION_PREFERENCES_URL),
    enabled,
  });
}

/** Saves the preferences (PUT); the answer replaces the cached ones. Toasts either way. */
export function useSaveNotificationPreferences(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationPreferencesUpdate) =>
      apiRequest<NotificationPreferences>('PUT', NOTIFICATION_PREFERENCES_URL, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved);
      toast({ title: shellText('Success'), description: shellText('Notification settings saved') });
      onSaved();
    },
    onError: () => {
      toast({
        title: shellText('Error'),
        description: shellText('Failed to save notification settings'),
        variant: 'destructive',
      });
    },
  });
}
