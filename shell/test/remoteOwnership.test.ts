import { describe, expect, it } from 'vitest';
import { ownerOf } from '../src/federation/remoteOwnership';

describe('ownerOf: which remote owns a path (for its "unavailable" panel)', () => {
  it.each([
    ['/', 'learn'],
    ['/dashboard', 'learn'],
    ['/courses', 'learn'],
    ['/courses/12', 'learn'],
    ['/courses/12/dashboard', 'learn'],
    ['/certificates/abc', 'learn'],
    ['/live-sessions', 'learn'],
    ['/forum', 'forum'],
    ['/forum/topics/3/discussions/9', 'forum'],
    ['/community-guidelines', 'forum'],
    ['/educator', 'studio'],
    ['/educator-dashboard', 'studio'],
    ['/ebook-builder', 'studio'],
    ['/ebook-library', 'studio'],
    ['/courses/12/builder', 'studio'],
    ['/courses/12/preview', 'studio'],
    ['/courses/12/modules/4', 'studio'],
    ['/admin', 'admin'],
  ])('%s -> %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(ownerOf('/nope')).toBeNull();
    expect(ownerOf('/auth')).toBeNull();
    expect(ownerOf('/forums')).toBeNull();
  });
});
