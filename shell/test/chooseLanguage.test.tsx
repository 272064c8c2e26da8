// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, type AuthContextValue } from '@canopy/auth';
import { changeLanguage, i18n, LANGUAGE_STORAGE_KEY } from '@canopy/i18n';
import { ThemeProvider, Toaster } from '@canopy/ui';
import { LanguageSwitcher } from '../src/layout/LanguageSwitcher';

configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

const user = { id: 7, username: 'rowan', role: 'student', status: 'active', language: 'en' };

function renderSwitcher() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = { user } as unknown as AuthContextValue;
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <LanguageSwitcher />
          <Toaster />
        </AuthContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('choosing the language while signed in', () => {
  it('tells in the chosen language that the account could not be saved, and keeps the page in it', async () => {
    const patches: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      patches.push(JSON.parse(String(init?.body)));
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'Service unavailable' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    renderSwitcher();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    expect(await screen.findByText('No se pudo guardar tu idioma. Inténtalo de nuevo.')).toBeTruthy();
    expect(patches).toEqual([{ language: 'es' }]);
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'es'),
    );
  });
});
