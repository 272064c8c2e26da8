// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { notificationTemplateKeys, notificationTexts, type UserNotification } from '@canopy/contracts';
import { changeLanguage } from '@canopy/i18n';
import { DropdownMenu, DropdownMenuContent, ThemeProvider } from '@canopy/ui';
import NotificationList from '../src/layout/notifications/NotificationList';
import { messagesEs } from '../src/i18n/messages.es';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const reply = notificationTexts.discussionReply('Compost <smells>');
const withTexts: UserNotification = {
  id: 2,
  userId: 1,
  title: 'New reply to your discussion',
  message: 'Someone replied to your discussion "Compost <smells>".',
  titleText: reply.title,
  messageText: reply.message,
  type: 'discussion_reply',
  relatedId: 31,
  link: null,
  read: false,
  createdAt: new Date().toISOString(),
};
// Written before the service kept templates: the English is all there is.
const older: UserNotification = {
  ...withTexts,
  id: 1,
  title: 'Course approved',
  message: 'Your course "Soils" has been approved and is now published.',
  titleText: null,
  messageText: undefined,
  type: 'course_review',
};

function renderList(list: UserNotification[]) {
  const notifications = { data: list, isLoading: false, isError: false } as UseQueryResult<
    UserNotification[]
  >;
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DropdownMenu open>
            <DropdownMenuContent>
              <NotificationList notifications={notifications} unread={2} onOpenSettings={() => {}} />
            </DropdownMenuContent>
          </DropdownMenu>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('the bell’s notifications', () => {
  it('show the stored English word for word in English', async () => {
    renderList([withTexts, older]);
    expect(await screen.findByText('New reply to your discussion')).toBeTruthy();
    expect(screen.getByText('Someone replied to your discussion "Compost <smells>".')).toBeTruthy();
    expect(screen.getByText('Course approved')).toBeTruthy();
  });

  it('show Spanish when the notification has its templates, and the English when it has none', async () => {
    await changeLanguage('es');
    renderList([withTexts, older]);
    expect(await screen.findByText('Nueva respuesta en tu debate')).toBeTruthy();
    expect(screen.getByText('Alguien respondió a tu debate “Compost <smells>”.')).toBeTruthy();
    expect(screen.getByText('Course approved')).toBeTruthy();
    expect(screen.getByText('Your course "Soils" has been approved and is now published.')).toBeTruthy();
    expect(screen.queryByText('New reply to your discussion')).toBeNull();
  });
});

describe('the Spanish of the notifications', () => {
  const places = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

  it('translates every notification template, keeping its places', () => {
    expect(notificationTemplateKeys.length).toBeGreaterThan(30);
    expect(notificationTemplateKeys.filter((key) => !messagesEs[key]?.trim())).toEqual([]);
    expect(
      notificationTemplateKeys.filter((key) => places(messagesEs[key] ?? '').join() !== places(key).join()),
    ).toEqual([]);
  });
});
