// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext } from '@canopy/auth';
import type { AuthContextValue } from '@canopy/auth';
import { ThemeProvider, Toaster } from '@canopy/ui';
import { StartDiscussionForm } from '../src/components/StartDiscussionForm';

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

const member = { id: 7, username: 'sam', firstName: 'Sam', role: 'student', status: 'active' };

function renderForm(user: unknown, onCreated = vi.fn()) {
  const auth = { user, isLoading: false } as unknown as AuthContextValue;
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AuthContext.Provider value={auth}>
            <StartDiscussionForm
              place={{ courseId: 3, lessonId: 12 }}
              label="Start a discussion"
              onCreated={onCreated}
            />
            <Toaster />
          </AuthContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return onCreated;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillAndAccept() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Rain barrels in winter' } });
  fireEvent.change(screen.getByLabelText('Content'), {
    target: { value: 'Do you empty your rain barrel before the first frost?' },
  });
  fireEvent.click(
    await screen.findByRole(
      'checkbox',
      { name: 'I have read and agree to follow the community guidelines' },
      { timeout: 10_000 },
    ),
  );
}

describe('Start a discussion', () => {
  it(
    'keeps Create Discussion disabled until the guidelines are accepted, and checks the lengths',
    { timeout: 20_000 },
    async () => {
      renderForm(member);
      const button = screen.getByRole('button', { name: 'Create Discussion' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.click(
        await screen.findByRole(
          'checkbox',
          { name: 'I have read and agree to follow the community guidelines' },
          { timeout: 10_000 },
        ),
      );
      await waitFor(() => expect(button.disabled).toBe(false));
      fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Rain' } });
      fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Too short.' } });
      fireEvent.click(button);
      expect(await screen.findByText('Title must be at least 5 characters long')).toBeTruthy();
      expect(screen.getByText('Content must be at least 20 characters long')).toBeTruthy();
    },
  );

  it('posts the discussion to its course and lesson', { timeout: 20_000 }, async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(201, { id: 41, topicId: 9, title: 'Rain barrels in winter' }));
    const onCreated = renderForm(member);
    await fillAndAccept();
    fireEvent.click(screen.getByRole('button', { name: 'Create Discussion' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/discussions');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Rain barrels in winter',
      content: 'Do you empty your rain barrel before the first frost?',
      courseId: 3,
      lessonId: 12,
    });
    // The form is ready for the next one.
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''));
  });

  it(
    'shows the forum’s toast and keeps the reason in view when the post is refused',
    { timeout: 20_000 },
    async () => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        json(429, { message: 'Please wait 25 seconds before posting again.', code: 'rate_limited' }),
      );
      const onCreated = renderForm(member);
      await fillAndAccept();
      fireEvent.click(screen.getByRole('button', { name: 'Create Discussion' }));
      expect(
        await screen.findByText('Failed to create discussion. Please try again.', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(screen.getByText('Error')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Please wait 25 seconds before posting again.');
      expect(onCreated).not.toHaveBeenCalled();
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Rain barrels in winter');
    },
  );

  it(
    'offline, keeps what is written and Create Discussion disabled, and posts once back online',
    { timeout: 20_000 },
    async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(json(201, { id: 41, topicId: 9, title: 'Rain barrels in winter' }));
      const onCreated = renderForm(member);
      await fillAndAccept();
      const button = screen.getByRole('button', { name: 'Create Discussion' }) as HTMLButtonElement;
      expect(screen.getByText('Posting needs an internet connection')).toBeTruthy();
      expect(
        screen.getByText('What you write stays in this form. Post it when you are back online.'),
      ).toBeTruthy();
      expect(button.disabled).toBe(true);
      fireEvent.submit(screen.getByRole('form', { name: 'Start a discussion' }));
      await new Promise((r) => setTimeout(r, 50));
      expect(fetchSpy).not.toHaveBeenCalled();

      onLine.mockReturnValue(true);
      fireEvent(window, new Event('online'));
      await waitFor(() => expect(button.disabled).toBe(false));
      expect(screen.queryByText('Posting needs an internet connection')).toBeNull();
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Rain barrels in winter');
      fireEvent.click(button);
      await waitFor(() => expect(onCreated).toHaveBeenCalled());
    },
  );

  it('tells a pending educator why they cannot post yet', () => {
    renderForm({ ...member, role: 'educator', status: 'pending' });
    expect(screen.getByText(/pending approval by an administrator/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Discussion' })).toBeNull();
  });
});
