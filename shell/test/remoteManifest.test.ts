import { describe, expect, it } from 'vitest';
import { parseRemoteManifest } from '../src/federation/remoteManifest';

describe('parseRemoteManifest', () => {
  const base = 'https://canopy.example/auth';

  it('resolves relative entries against the page and keeps absolute ones', () => {
    expect(
      parseRemoteManifest(
        {
          remotes: {
            forum: { entry: '/remotes/forum/mf-manifest.json' },
            learn: { entry: 'https://cdn.example/learn/mf-manifest.json' },
          },
        },
        base,
      ),
    ).toEqual({
      forum: { entry: 'https://canopy.example/remotes/forum/mf-manifest.json' },
      learn: { entry: 'https://cdn.example/learn/mf-manifest.json' },
    });
  });

  it('ignores malformed entries and bodies', () => {
    expect(parseRemoteManifest({ remotes: { forum: {}, learn: { entry: 42 } } }, base)).toEqual({});
    expect(parseRemoteManifest(null, base)).toEqual({});
    expect(parseRemoteManifest({ remotes: 'nope' }, base)).toEqual({});
  });
});
