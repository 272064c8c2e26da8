import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRemoteManifest } from '../src/federation/remoteManifest';

afterEach(() => vi.restoreAllMocks());

describe('parseRemoteManifest', () => {
  const base = 'https://canopy.example/auth';

  it('keeps each remote’s paths and resolves relative entries against the page', () => {
    expect(
      parseRemoteManifest(
        {
          remotes: {
            forum: { entry: '/remotes/forum/remoteEntry.js', paths: ['/forum', '/forum/*'] },
            learn: { entry: 'https://cdn.example/learn/remoteEntry.js', paths: ['/', '/courses/:id'] },
          },
        },
        base,
      ),
    ).toEqual({
      forum: {
        entry: 'https://canopy.example/remotes/forum/remoteEntry.js',
        paths: ['/forum', '/forum/*'],
      },
      learn: { entry: 'https://cdn.example/learn/remoteEntry.js', paths: ['/', '/courses/:id'] },
    });
  });

  it('leaves out (and logs) malformed remotes, keeping the others', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      parseRemoteManifest(
        {
          remotes: {
            forum: { entry: '/remotes/forum/remoteEntry.js' },
            learn: { entry: 42, paths: [] },
            studio: { entry: '/remotes/studio/remoteEntry.js', paths: ['educator'] },
            admin: { entry: '/remotes/admin/remoteEntry.js', paths: ['/admin'] },
          },
        },
        base,
      ),
    ).toEqual({
      admin: { entry: 'https://canopy.example/remotes/admin/remoteEntry.js', paths: ['/admin'] },
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('left out'), ['forum', 'learn', 'studio']);
  });

  it('reads a body that is not a manifest as no remotes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseRemoteManifest(null, base)).toEqual({});
    expect(parseRemoteManifest({ remotes: 'nope' }, base)).toEqual({});
  });
});
