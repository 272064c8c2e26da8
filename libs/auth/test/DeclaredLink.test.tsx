// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { createPathMatcher } from '../src/createPathMatcher';
import { DeclaredLink } from '../src/DeclaredLink';
import { DeclaredPathsContext } from '../src/DeclaredPathsContext';
import type { DeclaredPaths } from '../src/DeclaredPathsContext';
import { useIsPathDeclared } from '../src/useIsPathDeclared';

afterEach(cleanup);

function declaring(paths: string[], ensureLoaded = vi.fn()): DeclaredPaths {
  const ownerOf = createPathMatcher({ forum: { paths } });
  return { status: 'ready', ownerOf, isDeclared: (p) => ownerOf(p) !== null, ensureLoaded };
}

function renderWith(value: DeclaredPaths | null, ui: ReactNode) {
  return render(
    <MemoryRouter>
      {value ? <DeclaredPathsContext.Provider value={value}>{ui}</DeclaredPathsContext.Provider> : ui}
    </MemoryRouter>,
  );
}

function ForumStatus() {
  return <p>{useIsPathDeclared('/forum?tab=latest') ? 'forum open' : 'forum closed'}</p>;
}

describe('DeclaredLink and useIsPathDeclared', () => {
  it('shows the link once a remote declares its page, and asks for the manifest', () => {
    const ensureLoaded = vi.fn();
    renderWith(
      declaring(['/forum', '/forum/*'], ensureLoaded),
      <DeclaredLink to="/forum">Forum</DeclaredLink>,
    );
    expect(screen.getByRole('link', { name: 'Forum' }).getAttribute('href')).toBe('/forum');
    expect(ensureLoaded).toHaveBeenCalled();
  });

  it('hides the link (or shows the fallback) while nobody declares the page', () => {
    renderWith(
      declaring(['/community-guidelines']),
      <>
        <DeclaredLink to="/forum">Forum</DeclaredLink>
        <DeclaredLink to="/forum" fallback={<span>Forum soon</span>}>
          Forum
        </DeclaredLink>
        <ForumStatus />
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Forum soon')).toBeTruthy();
    expect(screen.getByText('forum closed')).toBeTruthy();
  });

  it('counts nothing as declared while loading or without the shell', () => {
    const loading: DeclaredPaths = { ...declaring(['/forum']), status: 'loading', isDeclared: () => false };
    renderWith(loading, <DeclaredLink to="/forum">Forum</DeclaredLink>);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderWith(null, <ForumStatus />);
    expect(screen.getByText('forum closed')).toBeTruthy();
  });

  it('reads the query-free path', () => {
    renderWith(declaring(['/forum']), <ForumStatus />);
    expect(screen.getByText('forum open')).toBeTruthy();
  });
});
