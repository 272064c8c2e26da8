// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext } from '@canopy/auth';
import type { AuthContextValue } from '@canopy/auth';
import { ThemeProvider } from '@canopy/ui';
import routes from '../src/routes';
import CommunityGuidelinesPage from '../src/pages/CommunityGuidelinesPage';
import { GuidelinesBanner } from '../src/components/GuidelinesBanner';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);

const signedOut = { user: null, isLoading: false } as unknown as AuthContextValue;

function renderWithShell(ui: React.ReactNode, auth: AuthContextValue = signedOut) {
  return render(
    <ThemeProvider>
      <MemoryRouter>
        <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('forum remote', () => {
  it('exposes the forum pages and /community-guidelines as public routes', () => {
    expect(routes.map(({ path, guard }) => ({ path, guard }))).toEqual([
      { path: '/forum', guard: 'public' },
      { path: '/forum/topics/:id', guard: 'public' },
      { path: '/forum/topics/:id/discussions/:discussionId', guard: 'public' },
      { path: '/forum/users/:id', guard: 'public' },
      { path: '/community-guidelines', guard: 'public' },
    ]);
  });

  it('shows the four sections and enables Continue to Discussions once the agreement is ticked', async () => {
    renderWithShell(<CommunityGuidelinesPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
    ).toBeTruthy();
    for (const title of [
      'Respect & Kindness',
      'Prohibited Behavior',
      'Constructive Communication',
      'Enforcement & Reporting',
    ]) {
      // Lazily loaded UI parts can take a while on a busy machine.
      expect(
        await screen.findByRole('button', { name: new RegExp(title) }, { timeout: 10_000 }),
      ).toBeTruthy();
    }
    expect(
      (screen.getByRole('button', { name: /Continue to Discussions/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const agree = await screen.findByRole(
      'checkbox',
      { name: 'I have read and agree to follow the community guidelines' },
      { timeout: 10_000 },
    );
    fireEvent.click(agree);
    const link = await screen.findByRole('link', { name: /Continue to Discussions/ });
    expect(link.getAttribute('href')).toBe('/forum');
  }, 20_000);

  it('thanks a signed-in member by name (auth state comes from the shell)', () => {
    const auth = {
      user: { id: 1, username: 'sam', firstName: 'Sam' },
      isLoading: false,
    } as unknown as AuthContextValue;
    renderWithShell(<CommunityGuidelinesPage />, auth);
    expect(screen.getByText(/Thank you for being part of it, Sam\./)).toBeTruthy();
  });

  it('the banner links to the full guidelines in a new tab', () => {
    renderWithShell(<GuidelinesBanner />);
    const link = screen.getByRole('link', { name: /View full guidelines/ });
    expect(link.getAttribute('href')).toBe('/community-guidelines');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
