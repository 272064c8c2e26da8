import { formatDistanceToNow } from 'date-fns';
import { currentLanguage } from '@canopy/i18n';
import { dateFnsLocale } from '@canopy/i18n/format';
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
import { shownNotification } from './shownNotification';
import { useMarkAllRead, useMarkRead } from './useNotifications';
import { useShellT } from '../../i18n/useShellT';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-block: 6px 0;
  padding-inline: 4px 6px;
  > div:first-child {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MarkAll = styled(DropdownMenuItem)`
  min-block-size: 34px;
  padding-block: 4px;
  padding-inline: 8px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    color: inherit;
  }
`;

const Scroll = styled.div`
  max-block-size: min(420px, 65vh);
  overflow-y: auto;
  padding-block: 0 6px;
  padding-inline: 6px;
`;

const Row = styled(DropdownMenuItem)`
  align-items: flex-start;
  gap: 10px;
  padding: 10px;
  .dot {
    flex-shrink: 0;
    width: 8px;
    height: 8px;
    margin-block-start: 6px;
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
    min-inline-size: 0;
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
    margin-block-start: 2px;
  }
`;

const Quiet = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding-block: 28px;
  padding-inline: 16px;
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

// date-fns' approximate wording ("about 2 hours ago"), in the page's language.
const ago = (iso: string) =>
  formatDistanceToNow(new Date(iso), { addSuffix: true, locale: dateFnsLocale(currentLanguage()) });

function Item({
  n,
  href,
  onRead,
}: {
  n: UserNotification;
  href: string | null;
  onRead: (id: number) => void;
}) {
  const { t } = useShellT();
  const shown = shownNotification(n);
  const body = (
    <>
      <span className="dot" aria-hidden="true" />
      <span className="text">
        <strong>{shown.title}</strong>
        <span className="message">{shown.message}</span>
        <time dateTime={n.createdAt}>{ago(n.createdAt)}</time>
        {!n.read && <VisuallyHiddenText>{t('Unread')}</VisuallyHiddenText>}
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
  const { t } = useShellT();
  const { isDeclared } = useDeclaredPaths();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const list = notifications.data ?? [];
  return (
    <>
      <Head>
        <DropdownMenuLabel asChild>
          <div>{t('Notifications')}</div>
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
            {t('Mark all read')}
          </MarkAll>
        )}
      </Head>
      <DropdownMenuSeparator style={{ marginBlock: 6, marginInline: 0 }} />
      <Scroll>
        {notifications.isLoading ? (
          <Quiet>
            <Spinner label={t('Loading notifications')} />
          </Quiet>
        ) : notifications.isError && !notifications.data ? (
          <>
            <Quiet role="alert">
              <strong>{t("We couldn't load your notifications")}</strong>
            </Quiet>
            <DropdownMenuItem
              onSelect={(e) => {
                e.preventDefault();
                void notifications.refetch();
              }}
            >
              <RotateCw aria-hidden="true" />
              {t('Try again')}
            </DropdownMenuItem>
          </>
        ) : list.length === 0 ? (
          <Quiet>
            <BellOff aria-hidden="true" />
            <strong>{t('No notifications yet')}</strong>
            <span>{t('We will let you know about your live sessions, courses and discussions here.')}</span>
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
          {t('Notification settings')}
        </DropdownMenuItem>
      </Footer>
    </>
  );
}
