// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@canopy/ui';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The sign-in menu, the community page's Connect tab and the cookie policy, under the shell's provider, with
 * /mfe-manifest.json answering `manifest` (a fresh manifest store each time: it reads the manifest once).
 */
async function renderWithManifest(manifest: unknown) {
  vi.resetModules();
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(manifest), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const { DeclaredPathsProvider } = await import('../src/federation/DeclaredPathsProvider');
  const { SiteMenu } = await import('../src/layout/SiteMenu');
  const { ConnectTab } = await import('../src/pages/community/CommunityTabs');
  const { default: CookiePolicyPage } = await import('../src/pages/legal/CookiePolicyPage');
  const { manifestStore } = await import('../src/federation/manifestStore');
  render(
    <ThemeProvider>
      <MemoryRouter>
        <DeclaredPathsProvider>
          <SiteMenu />
          <ConnectTab />
          <CookiePolicyPage />
        </DeclaredPathsProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Site menu' }));
  await vi.waitFor(() => expect(manifestStore.getSnapshot().status).toBe('ready'), { timeout: 10_000 });
  // The pages render what the manifest said once the store has it.
  await act(() => Promise.resolve());
  expect(fetchMock).toHaveBeenCalledTimes(1);
}

describe('the configured home site and support address', () => {
  it('are linked where the pages name them', async () => {
    await renderWithManifest({
      remotes: {},
      site: { homeSiteUrl: 'https://www.example.org/', supportEmail: 'help@example.org' },
    });
    const home = screen.getByRole('link', { name: /^Home/ });
    expect(home.getAttribute('href')).toBe('https://www.example.org/');
    expect(screen.getByRole('link', { name: 'Join a circle' }).getAttribute('href')).toBe(
      'mailto:help@example.org?subject=Joining%20a%20growth%20circle',
    );
    expect(screen.getByRole('link', { name: 'Request a conversation' })).toBeTruthy();
    const addresses = screen.getAllByRole('link', { name: 'help@example.org' });
    expect(addresses.map((a) => a.getAttribute('href'))).toEqual([
      'mailto:help@example.org',
      'mailto:help@example.org',
    ]);
    expect(document.body.textContent).toContain('Questions about cookies? Email help@example.org.');
  });

  it('are not linked at all when the gateway names none', async () => {
    await renderWithManifest({ remotes: {} });
    // The other links of the menu are there; Home is not.
    expect(screen.getByRole('link', { name: 'Learning Platform' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Home/ })).toBeNull();
    expect(document.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0);
    expect(document.body.textContent).toContain(
      'Questions about cookies? Contact the organisation that runs this platform.',
    );
    expect(document.body.textContent).not.toContain('Write to us');
  });
});
