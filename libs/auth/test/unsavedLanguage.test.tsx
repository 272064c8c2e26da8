// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@canopy/api-client';
import { changeLanguage, currentLanguage } from '@canopy/i18n';
import { AuthProvider, saveAccountLanguage, UNSAVED_LANGUAGE_KEY, USER_QUERY_KEY, useAuth } from '../src';

configure({ asyncUtilTimeout: 15_000 });

const rowan = { id: 7, username: 'rowan', role: 'student', status: 'active', language: 'en' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unsaved = () => JSON.parse(localStorage.getItem(UNSAVED_LANGUAGE_KEY) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

/**
 * The API as the page meets it: GET /api/user answers `account` (its language follows the saves that succeed),
 * PATCH /api/user succeeds or fails as `patchOk` says at the time, POST /api/logout signs out.
 */
function api(account: typeof rowan, patchOk: () => boolean) {
  const patches: unknown[] = [];
  let current: typeof rowan | null = account;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/user') && method === 'GET')
      return Promise.resolve(current ? json(200, current) : json(401, { message: 'Not signed in' }));
    if (url.endsWith('/api/user') && method === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as { language: 'en' | 'es' };
      patches.push(body);
      if (!patchOk()) return Promise.resolve(json(400, { message: 'Refused' }));
      current = { ...current!, language: body.language };
      return Promise.resolve(json(200, current));
    }
    if (url.endsWith('/api/logout')) {
      current = null;
      return Promise.resolve(json(200, { message: 'Logged out' }));
    }
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
  return patches;
}

function SignedInAs() {
  const { user, logoutMutation } = useAuth();
  return (
    <>
      <p>{user ? `Signed in: ${user.username}` : 'Signed out'}</p>
      <button onClick={() => logoutMutation.mutate()}>Log out</button>
    </>
  );
}

/** A page load: a fresh query client and AuthProvider reading GET /api/user. */
function loadPage() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          <SignedInAs />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('a language choice the account could not save', () => {
  it('is remembered for this user after a failed save, and forgotten once a save succeeds', async () => {
    let ok = false;
    api(rowan, () => ok);
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, rowan);
    await expect(saveAccountLanguage(client, 'es')).rejects.toThrow();
    expect(unsaved()).toEqual({ userId: 7, language: 'es' });
    ok = true;
    await saveAccountLanguage(client, 'es');
    expect(unsaved()).toBeNull();
  });

  it('wins over the account’s older language at the next page load, and is saved then', async () => {
    const patches = api(rowan, () => true);
    localStorage.setItem(UNSAVED_LANGUAGE_KEY, JSON.stringify({ userId: 7, language: 'es' }));
    const client = loadPage();
    expect(await screen.findByText('Signed in: rowan')).toBeTruthy();
    await waitFor(() => expect(unsaved()).toBeNull());
    expect(patches).toEqual([{ language: 'es' }]);
    // The switch itself waits for the Spanish texts to arrive; the save does not wait for it.
    await waitFor(() => expect(currentLanguage()).toBe('es'));
    expect(client.getQueryData<{ language: string }>(USER_QUERY_KEY)?.language).toBe('es');
  });

  it('stays remembered while saving fails, and is saved when the browser comes back online', async () => {
    let ok = false;
    const patches = api(rowan, () => ok);
    localStorage.setItem(UNSAVED_LANGUAGE_KEY, JSON.stringify({ userId: 7, language: 'es' }));
    loadPage();
    await waitFor(() => expect(patches).toHaveLength(1));
    await waitFor(() => expect(currentLanguage()).toBe('es'));
    expect(unsaved()).toEqual({ userId: 7, language: 'es' });

    ok = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(unsaved()).toBeNull());
    expect(patches).toEqual([{ language: 'es' }, { language: 'es' }]);
    expect(currentLanguage()).toBe('es');
  });

  it('is not another user’s: a different account drops it and keeps its own language', async () => {
    const patches = api({ ...rowan, id: 8, username: 'sage' }, () => true);
    localStorage.setItem(UNSAVED_LANGUAGE_KEY, JSON.stringify({ userId: 7, language: 'es' }));
    await act(() => changeLanguage('es'));
    loadPage();
    expect(await screen.findByText('Signed in: sage')).toBeTruthy();
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(unsaved()).toBeNull();
    expect(patches).toEqual([]);
  });

  it('is forgotten at logout', async () => {
    const patches = api(rowan, () => false);
    localStorage.setItem(UNSAVED_LANGUAGE_KEY, JSON.stringify({ userId: 7, language: 'es' }));
    loadPage();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(unsaved()).toEqual({ userId: 7, language: 'es' });
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(unsaved()).toBeNull();
  });
});
