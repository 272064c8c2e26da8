// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { StandaloneRemote } from '../src/standalone/StandaloneRemote';
import type { AppRoute } from '../src/routes';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

/*
 * A remote's pages on their own (`rspack serve`): its own page at / when it has one, the guards' /auth to sign in
 * there, and links in the bar only to pages that need no parameters.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Signed out: GET /api/user answers 401, as the gateway does. */
function signedOut() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ message: 'Not signed in', code: 'unauthorized' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const page = (text: string) => () => <p>{text}</p>;
const learnLike: AppRoute[] = [
  { path: '/', guard: 'public', Component: page('Learn home page'), title: 'Home' },
  { path: '/courses', guard: 'public', Component: page('Catalogue page'), title: 'Courses' },
  { path: '/courses/:id/dashboard', guard: 'user', Component: page('Enrolled page'), title: 'My course' },
];

function openAt(path: string, routes: AppRoute[], children?: string) {
  window.history.pushState({}, '', path);
  render(
    <StandaloneRemote name="Learn" routes={routes}>
      {children}
    </StandaloneRemote>,
  );
}

describe('StandaloneRemote', () => {
  it('shows the remote’s own page at /, and links only to pages without parameters', async () => {
    signedOut();
    openAt('/', learnLike, 'Index text');
    expect(await screen.findByText('Learn home page')).toBeTruthy();
    expect(screen.queryByText('Index text')).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Standalone' });
    const links = [...bar.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/', '/courses', '/auth']);
  });

  it('sends a signed-out visitor of a guarded page to its sign-in page', async () => {
    signedOut();
    openAt('/courses/4/dashboard', learnLike);
    expect(await screen.findByRole('heading', { name: 'Sign in (standalone dev)' })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Enrolled page')).toBeNull();
  });

  it('has an index page with its children for a remote without a page at /', async () => {
    signedOut();
    openAt('/', learnLike.slice(1), 'Index text');
    expect(await screen.findByText('Index text')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Learn remote' })).toBeTruthy();
  });
});
