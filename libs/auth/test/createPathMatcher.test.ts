import { describe, expect, it } from 'vitest';
import { createPathMatcher } from '../src/createPathMatcher';
import { declared } from './declaredPaths';

const ownerOf = createPathMatcher(declared);

describe('createPathMatcher: which remote declares a path', () => {
  it.each([
    ['/', 'learn'],
    ['/dashboard', 'learn'],
    ['/courses', 'learn'],
    ['/courses/12', 'learn'],
    ['/courses/12/dashboard', 'learn'],
    ['/courses/12/lessons/3', 'learn'],
    ['/certificates/abc-123', 'learn'],
    ['/forum', 'forum'],
    ['/forum/topics/3/discussions/9', 'forum'],
    ['/community-guidelines', 'forum'],
    ['/educator', 'studio'],
    ['/educator/courses/1', 'studio'],
    ['/courses/12/builder', 'studio'],
    ['/courses/12/modules/4', 'studio'],
    ['/admin', 'admin'],
    ['/admin/users', 'admin'],
  ])('%s -> %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  it('lets the most specific pattern win over a splat, whatever the order', () => {
    expect(ownerOf('/courses/12/anything-else')).toBe('catchall');
    expect(ownerOf('/courses/12')).toBe('learn');
  });

  it('ignores the query and the hash of a link', () => {
    expect(ownerOf('/courses?tab=my')).toBe('learn');
    expect(ownerOf('/forum#latest')).toBe('forum');
    expect(ownerOf('?tab=my')).toBe('learn');
  });

  it('leaves undeclared paths to nobody', () => {
    expect(ownerOf('/nope')).toBeNull();
    expect(ownerOf('/forums')).toBeNull();
    expect(ownerOf('/live-sessions')).toBeNull();
    expect(createPathMatcher({})('/')).toBeNull();
    expect(createPathMatcher({ forum: { paths: ['/community-guidelines'] } })('/forum')).toBeNull();
  });
});
