import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test: the lazy loading it guards is the bundle's
import { createPatternMatcher } from '@canopy/contracts';
import { createPathMatcher } from '../src/createPathMatcher';
import { declared } from './declaredPaths';

// The declared pages of createPathMatcher's test, with more of what react-router ranks: a static segment beside a
// parameter, optional segments and a catch-all.
const remotes: Record<string, { paths: string[] }> = {
  ...declared,
  learn: { paths: [...declared.learn!.paths, '/live-sessions'] },
  studio: { paths: [...declared.studio!.paths, '/courses/new', '/ebook-library/:shelf?/:book?'] },
  admin: { paths: [...declared.admin!.paths, '/reports/:year?'] },
  catchall: { paths: [...declared.catchall!.paths, '/*'] },
};

const pathnames = [
  '/',
  '/dashboard',
  '/Dashboard/',
  '/courses',
  '/courses/',
  '/courses/12',
  '/courses/new',
  '/courses/NEW/',
  '/courses/12/dashboard',
  '/courses/12/lessons/3',
  '/courses/12/lessons/3/extra',
  '/courses/12/builder',
  '/courses/12/preview',
  '/courses/12/modules/4',
  '/courses/12/unknown',
  '/courses/a%20b',
  '/courses/a%2Fb/dashboard',
  '/certificates/ABC-123',
  '/forum',
  '/forum/topics/1',
  '/forum/topics/1/discussions/2',
  '/forum/users/5',
  '/forum/anything/else',
  '/community-guidelines',
  '/educator',
  '/educator/courses/new',
  '/educator/courses/old',
  '/educator-dashboard',
  '/ebook-library',
  '/ebook-library/mine',
  '/ebook-library/mine/7',
  '/ebook-library/mine/7/8',
  '/admin',
  '/admin/users',
  '/reports',
  '/reports/2026',
  '/nowhere',
  '/bad%escape',
];

describe("createPatternMatcher: the shell's ranking without React", () => {
  const reactRouter = createPathMatcher(remotes);
  const ours = createPatternMatcher(
    Object.entries(remotes).flatMap(([owner, { paths }]) => paths.map((pattern) => ({ pattern, owner }))),
  );

  it.each(pathnames)('%s opens the page react-router renders', (pathname) => {
    expect(ours(pathname)?.owner ?? null).toBe(reactRouter(pathname));
  });

  it('names the pattern that matched', () => {
    expect(ours('/courses/12/builder')).toEqual({ pattern: '/courses/:id/builder', owner: 'studio' });
    expect(ours('/courses/12')).toEqual({ pattern: '/courses/:id', owner: 'learn' });
    expect(ours('/courses/new')).toEqual({ pattern: '/courses/new', owner: 'studio' });
    expect(ours('/ebook-library/mine')).toEqual({
      pattern: '/ebook-library/:shelf?/:book?',
      owner: 'studio',
    });
  });

  it('matches nothing when nothing is declared', () => {
    expect(createPatternMatcher([])('/courses')).toBeNull();
  });
});
