import { lazy, Suspense, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Bell } from 'lucide-react';
import { PENDING_EDUCATORS_QUERY_KEY } from '@canopy/auth';
import type { UserNotification } from '@canopy/contracts';
import { useRealtimeEvent, useRealtimeReconnect } from '@canopy/realtime';
import {
  Badge,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
  Spinner,
  VisuallyHiddenText,
  focusRing,
} from '@canopy/ui';
import { shownNotification } from './shownNotification';
import { addNotification, NOTIFICATIONS_KEY, useNotifications } from './useNotifications';
import { shellText, useShellT } from '../../i18n/useShellT';

// The list (date-fns, the rows) is only fetched when the bell is first opened.
const NotificationList = lazy(() => import('./NotificationList'));
// The settings dialog (switches, the preferences query) only when it is first opened.
const NotificationSettingsDialog = lazy(() => import('./NotificationSettingsDialog'));

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  > svg {
    width: 20px;
    height: 20px;
  }
`;

const Count = styled(Badge)`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 0;
  pointer-events: none;
`;

const Panel = styled(DropdownMenuContent)`
  inline-size: min(380px, calc(100vw - 16px));
  padding: 0;
  /* The open menu takes focus itself (the global [tabindex] ring would frame it); its items show where the
     keyboard is. */
  &&:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * The header's bell (signed-in users): the unread count, the list on demand, new notifications live through the
 * hub (announced to screen readers), and a refetch after the connection comes back. It also keeps the
 * administrators' pending-educator badge current from the hub.
 */
export default function NotificationBell() {
  const { t } = useShellT();
  const queryClient = useQueryClient();
  const notifications = useNotifications(true);
  const [announcement, setAnnouncement] = useState('');
  const [settingsOpened, setSettingsOpened] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const unread = (notifications.data ?? []).filter((n) => !n.read).length;

  useRealtimeEvent('notification', ({ notification }) => {
    queryClient.setQueryData<UserNotification[]>(NOTIFICATIONS_KEY, (list) =>
      addNotification(list, notification),
    );
    if (!queryClient.getQueryData(NOTIFICATIONS_KEY)) {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    }
    setAnnouncement(shellText('New notification: {{title}}. {{message}}', shownNotification(notification)));
  });
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
  // The header's pending-educator badge (administrators' connections only receive this) follows at once.
  useRealtimeEvent('pending_educators_changed', () => {
    void queryClient.invalidateQueries({ queryKey: PENDING_EDUCATORS_QUERY_KEY });
  });

  const label = unread > 0 ? t('Notifications, {{count}} unread', { count: unread }) : t('Notifications');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Trigger ref={triggerRef} aria-label={label} data-testid="notification-bell">
            <Bell aria-hidden="true" />
            {unread > 0 && (
              <Count $variant="count" aria-hidden="true" data-testid="notification-count">
                {unread > 99 ? '99+' : unread}
              </Count>
            )}
          </Trigger>
        </DropdownMenuTrigger>
        <Panel aria-label={t('Notifications')} collisionPadding={8}>
          <Suspense
            fallback={
              <Loading>
                <Spinner label={t('Loading notifications')} />
              </Loading>
            }
          >
            <NotificationList
              notifications={notifications}
              unread={unread}
              onOpenSettings={() => {
                setSettingsOpened(true);
                setSettingsOpen(true);
              }}
            />
          </Suspense>
        </Panel>
      </DropdownMenu>
      {settingsOpened && (
        <Suspense fallback={null}>
          <NotificationSettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            onCloseAutoFocus={(event) => {
              // The menu item that opened it is gone: focus goes back to the bell.
              event.preventDefault();
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
      <VisuallyHiddenText role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHiddenText>
    </>
  );
}
