// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notificationTypeLabels, notificationTypes } from '@canopy/contracts';
import type { NotificationPreferences } from '@canopy/contracts';
import { ThemeProvider, Toaster } from '@canopy/ui';
import NotificationSettingsDialog from '../src/layout/notifications/NotificationSettingsDialog';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

// Radix measures some controls; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stored = (emailAvailable: boolean): NotificationPreferences => ({
  emailAvailable,
  preferences: notificationTypes.map((type) => ({ type, inApp: type !== 'quiz_feedback', email: false })),
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake fetch answering GET with `get` and PUT with `put` (each a status and a body), recording the calls. */
function fakeFetch(get: [number, unknown], put: [number, unknown] = [200, stored(false)]) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url: String(input), body });
    const [status, answer] = method === 'PUT' ? put : get;
    return Promise.resolve(json(status, answer));
  });
  return calls;
}

function renderDialog(onOpenChange = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <NotificationSettingsDialog open onOpenChange={onOpenChange} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return onOpenChange;
}

const row = (type: (typeof notificationTypes)[number]) =>
  screen.getByRole('group', { name: notificationTypeLabels[type] });

describe('Notification settings dialog', () => {
  it(
    'shows one in-app switch per kind with the stored value and no email switch when email is unavailable',
    { timeout: 20_000 },
    async () => {
      const calls = fakeFetch([200, stored(false)]);
      renderDialog();
      expect(
        await screen.findByRole('dialog', { name: 'Notification settings' }, { timeout: 10_000 }),
      ).toBeTruthy();
      // The form appears whole: the first frame with a switch has all of them.
      const switches = await screen.findAllByRole('switch', {}, { timeout: 10_000 });
      expect(switches).toHaveLength(notificationTypes.length);
      for (const type of notificationTypes) {
        const inApp = within(row(type)).getByRole('switch', { name: 'In-app' });
        expect(inApp.getAttribute('aria-checked')).toBe(type === 'quiz_feedback' ? 'false' : 'true');
        expect(within(row(type)).queryByRole('switch', { name: 'Email' })).toBeNull();
      }
      expect(calls).toEqual([{ method: 'GET', url: '/api/notifications/preferences', body: undefined }]);
    },
  );

  it('saves a switched-off kind with PUT, toasts and closes', { timeout: 20_000 }, async () => {
    const saved = stored(false);
    saved.preferences[0] = { type: 'live_session', inApp: false, email: false };
    const calls = fakeFetch([200, stored(false)], [200, saved]);
    const onOpenChange = renderDialog();
    await screen.findAllByRole('switch', {}, { timeout: 10_000 });
    fireEvent.click(within(row('live_session')).getByRole('switch', { name: 'In-app' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved', {}, { timeout: 10_000 })).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/notifications/preferences');
    expect(put?.body).toEqual({
      preferences: notificationTypes.map((type) => ({
        type,
        inApp: type !== 'live_session' && type !== 'quiz_feedback',
      })),
    });
  });

  it('offers email switches when email is available and sends them', { timeout: 20_000 }, async () => {
    const calls = fakeFetch([200, stored(true)], [200, stored(true)]);
    renderDialog();
    await screen.findAllByRole('switch', {}, { timeout: 10_000 });
    const email = within(row('discussion_reply')).getByRole('switch', { name: 'Email' });
    expect(email.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Notification settings saved', {}, { timeout: 10_000 });
    const sent = (calls.find((c) => c.method === 'PUT')?.body as NotificationPreferences).preferences;
    expect(sent.find((p) => p.type === 'discussion_reply')).toEqual({
      type: 'discussion_reply',
      inApp: true,
      email: true,
    });
    expect(sent.find((p) => p.type === 'live_session')?.email).toBe(false);
  });

  it('keeps the dialog open with an error toast when saving fails', { timeout: 20_000 }, async () => {
    fakeFetch([200, stored(false)], [400, { message: 'Invalid input', code: 'validation_error' }]);
    const onOpenChange = renderDialog();
    await screen.findAllByRole('switch', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Failed to save notification settings', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Notification settings' })).toBeTruthy();
  });

  it('shows the loading error with Try again, which loads them', { timeout: 20_000 }, async () => {
    const calls = fakeFetch([400, { message: 'Bad request', code: 'bad_request' }]);
    renderDialog();
    expect(
      await screen.findByRole(
        'heading',
        { name: "We couldn't load your notification settings" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    vi.mocked(globalThis.fetch).mockImplementation(() => {
      calls.push({ method: 'GET', url: '', body: undefined });
      return Promise.resolve(json(200, stored(false)));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(notificationTypes.length), {
      timeout: 10_000,
    });
  });
});
