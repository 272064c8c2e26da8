// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext } from '@canopy/auth';
import type { AuthContextValue } from '@canopy/auth';
import { ThemeProvider } from '@canopy/ui';
import { ReplyForm } from '../src/components/ReplyForm';
import { Snippet } from '../src/components/Snippet';
import { discussionQuery } from '../src/queryKeys';

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

function renderWith(ui: React.ReactNode, user: unknown) {
  const auth = { user, isLoading: false } as unknown as AuthContextValue;
  return render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const member = { id: 7, username: 'sam', firstName: 'Sam', role: 'student', status: 'active' };

describe('Add Your Reply', () => {
  it('asks visitors to sign in, with a link to /auth', () => {
    renderWith(<ReplyForm discussionId={1} canReply />, null);
    expect(screen.getByText('You need to be logged in to reply to this discussion.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Log In \/ Sign Up/ }).getAttribute('href')).toBe('/auth');
  });

  it(
    'keeps Post Reply disabled until the guidelines are accepted, and checks the length',
    { timeout: 20_000 },
    async () => {
      renderWith(<ReplyForm discussionId={1} canReply />, member);
      const button = screen.getByRole('button', { name: 'Post Reply' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.click(
        await screen.findByRole(
          'checkbox',
          { name: 'I have read and agree to follow the community guidelines' },
          { timeout: 10_000 },
        ),
      );
      await waitFor(() => expect(button.disabled).toBe(false));
      fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'abc' } });
      fireEvent.click(button);
      expect(await screen.findByText('Reply must be at least 5 characters long')).toBeTruthy();
    },
  );

  it('tells a pending educator why they cannot reply yet', () => {
    renderWith(<ReplyForm discussionId={1} canReply />, { ...member, role: 'educator', status: 'pending' });
    expect(screen.getByText(/pending approval by an administrator/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post Reply' })).toBeNull();
  });
});

describe('search snippets', () => {
  it('marks matching words without interpreting HTML', () => {
    const { container } = render(
      <ThemeProvider>
        <Snippet
          parts={[
            { text: 'We tried ', highlight: false },
            { text: 'rainwater', highlight: true },
            { text: ' <img src=x onerror=alert(1)>', highlight: false },
          ]}
        />
      </ThemeProvider>,
    );
    expect(container.querySelector('mark')?.textContent).toBe('rainwater');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('discussion queries', () => {
  it('sends only what differs from the defaults', () => {
    expect(discussionQuery({ tab: 'all', search: '', tag: '', page: 1 })).toBe('');
    expect(discussionQuery({ tab: 'popular', search: ' soil ', tag: 'compost', page: 2 })).toBe(
      '?tab=popular&search=soil&tag=compost&page=2',
    );
  });
});
