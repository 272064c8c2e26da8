import { formatDistanceToNow } from 'date-fns';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BellOff, CheckCheck, RotateCw, Settings } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeclaredPaths } from '@canopy/auth';
import type { UserNotification } from '@canopy/contracts';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  Spinner,
  VisuallyHiddenText,
} from '@canopy/ui';
import { notificationLink } from './notificationLink';
import { useMarkAllRead, useMarkRead } from './useNotifications';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 6px 6px 0 4px;
  > div:first-child {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MarkAll = styled(DropdownMenuItem)`
  min-height: 34px;
  padding: 4px 8px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    color: inherit;
  }
`;

const Scroll = styled.div`
  max-height: min(420px, 65vh);
  overflow-y: auto;
  padding: 0 6px 6px;
`;

const Row = styled(DropdownMenuItem)`
  align-items: flex-start;
  gap: 10px;
  padding: 10px;
  .dot {
    flex-shrink: 0;
    width: 8px;
    height: 8px;
    margin-top: 6px;
    border-radius: 50%;
    background: transparent;
  }
  &[data-unread='true'] .dot {
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-unread='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  .message {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  & + & {
    margin-top: 2px;
  }
`;

const Quiet = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 28px 16px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    width: 28px;
    height: 28px;
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Footer = styled.div`
  padding: 6px;
`;

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

function Item({
  n,
  href,
  onRead,
}: {
  n: UserNotification;
  href: string | null;
  onRead: (id: number) => void;
}) {
  const body = (
    <>
      <span className="dot" aria-hidden="true" />
      <span className="text">
        <strong>{n.title}</strong>
        <span className="message">{n.message}</span>
        <time dateTime={n.createdAt}>{ago(n.createdAt)}</time>
        {!n.read && <VisuallyHiddenText>Unread</VisuallyHiddenText>}
      </span>
    </>
  );
  const select = (event: Event) => {
    if (!n.read) onRead(n.id);
    // Without a page to open, marking it read is all there is: keep the list open.
    if (!href) event.preventDefault();
  };
  return href ? (
    <Row asChild data-unread={!n.read} onSelect={select}>
      <Link to={href}>{body}</Link>
    </Row>
  ) : (
    <Row data-unread={!n.read} onSelect={select}>
      {body}
    </Row>
  );
}

/** The bell's list: newest first, unread marked; selecting one marks it read and opens its page. */
export default function NotificationList({
  notifications,
  unread,
  onOpenSettings,
}: {
  notifications: UseQueryResult<UserNotification[]>;
  unread: number;
  /** Opens the notification settings dialog (the menu closes). */
  onOpenSettings: () => void;
}) {
  const { isDeclared } = useDeclaredPaths();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const list = notifications.data ?? [];
  return (
    <>
      <Head>
        <DropdownMenuLabel asChild>
          <div>Notifications</div>
        </DropdownMenuLabel>
        {list.length > 0 && (
          <MarkAll
            disabled={unread === 0}
            onSelect={(e) => {
              e.preventDefault();
              markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </MarkAll>
        )}
      </Head>
      <DropdownMenuSeparator style={{ margin: '6px 0' }} />
      <Scroll>
        {notifications.isLoading ? (
          <Quiet>
            <Spinner label="Loading notifications" />
          </Quiet>
        ) : notifications.isError && !notifications.data ? (
          <>
            <Quiet role="alert">
              <strong>We couldn&apos;t load your notifications</strong>
            </Quiet>
            <DropdownMenuItem
              onSelect={(e) => {
                e.preventDefault();
                void notifications.refetch();
              }}
            >
              <RotateCw aria-hidden="true" />
              Try again
            </DropdownMenuItem>
          </>
        ) : list.length === 0 ? (
          <Quiet>
            <BellOff aria-hidden="true" />
            <strong>No notifications yet</strong>
            <span>We will let you know about your live sessions, courses and discussions here.</span>
          </Quiet>
        ) : (
          list.map((n) => (
            <Item
              key={n.id}
              n={n}
              href={notificationLink(n, isDeclared)}
              onRead={(id) => markRead.mutate(id)}
            />
          ))
        )}
      </Scroll>
      <DropdownMenuSeparator style={{ margin: 0 }} />
      <Footer>
        <DropdownMenuItem onSelect={onOpenSettings} data-testid="notification-settings-item">
          <Settings aria-hidden="true" />
          Notification settings
        </DropdownMenuItem>
      </Footer>
    </>
  );
}
