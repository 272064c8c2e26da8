// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, UNSAVED_LANGUAGE_KEY, USER_QUERY_KEY, type AuthContextValue } from '@canopy/auth';
import { changeLanguage, i18n, LANGUAGE_STORAGE_KEY } from '@canopy/i18n';
import { ThemeProvider, Toaster } from '@canopy/ui';
import { LanguageSwitcher } from '../src/layout/LanguageSwitcher';

configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  localStorage.removeItem(UNSAVED_LANGUAGE_KEY);
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

const user = { id: 7, username: 'rowan', role: 'student', status: 'active', language: 'en' };

function renderSwitcher() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(USER_QUERY_KEY, user); // as AuthProvider holds the signed-in user
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

/** PATCH /api/user answered with `status` (the account as saved, or a failure); the bodies sent are collected. */
function patchesAnswered(status: number) {
  const patches: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
    const body = JSON.parse(String(init?.body)) as { language: string };
    patches.push(body);
    return Promise.resolve(
      new Response(JSON.stringify(status === 200 ? { ...user, ...body } : { message: 'Refused' }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return patches;
}

const unsaved = () => JSON.parse(localStorage.getItem(UNSAVED_LANGUAGE_KEY) ?? 'null') as unknown;

describe('choosing the language while signed in', () => {
  it('remembers a choice the account could not save, for this user, to save it at the next chance', async () => {
    const patches = patchesAnswered(400);
    renderSwitcher();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    expect(await screen.findByText('No se pudo guardar tu idioma. Inténtalo de nuevo.')).toBeTruthy();
    expect(patches).toEqual([{ language: 'es' }]);
    expect(unsaved()).toEqual({ userId: 7, language: 'es' });
  });

  it('forgets an earlier unsaved choice once the account has the new one', async () => {
    localStorage.setItem(UNSAVED_LANGUAGE_KEY, JSON.stringify({ userId: 7, language: 'en' }));
    const patches = patchesAnswered(200);
    renderSwitcher();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    await waitFor(() => expect(patches).toEqual([{ language: 'es' }]));
    await waitFor(() => expect(unsaved()).toBeNull());
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('tells in the chosen language that the account could not be saved, and keeps the page in it', async () => {
    const patches = patchesAnswered(503);
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
