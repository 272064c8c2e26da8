import { describe, expect, it } from 'vitest';
import {
  mfeManifestSchema,
  parseMfeManifest,
  remotePathsFileSchema,
  routePathPatternSchema,
} from './mfe-manifest';

describe('route path patterns', () => {
  it.each([
    '/',
    '/*',
    '/courses',
    '/courses/:id',
    '/courses/:id/dashboard',
    '/courses/:courseId/lessons/:lessonId',
    '/forum/*',
    '/community-guidelines',
    '/ebook.library',
    '/:lang?/about',
  ])('accepts %s', (path) => {
    expect(routePathPatternSchema.safeParse(path).success).toBe(true);
  });

  it.each([
    '',
    'courses',
    '/courses/',
    '//courses',
    '/courses?tab=my',
    '/courses#top',
    '/forum/*/topics',
    '/forum*',
    '/a b',
    'https://evil.example/x',
    '/' + 'a'.repeat(200),
  ])('refuses %j', (path) => {
    expect(routePathPatternSchema.safeParse(path).success).toBe(false);
  });
});

describe('the remote paths file', () => {
  it('is { paths: [...] }', () => {
    expect(remotePathsFileSchema.parse({ paths: ['/forum', '/forum/*'] })).toEqual({
      paths: ['/forum', '/forum/*'],
    });
    expect(remotePathsFileSchema.safeParse({ paths: '/forum' }).success).toBe(false);
    expect(remotePathsFileSchema.safeParse({}).success).toBe(false);
  });
});

describe('mfeManifestSchema', () => {
  it('is { remotes: { name: { entry, paths } } }', () => {
    const manifest = {
      remotes: {
        learn: { entry: '/remotes/learn/remoteEntry.js', paths: ['/', '/courses/:id'] },
        forum: { entry: 'https://cdn.example/forum/remoteEntry.js', paths: [] },
      },
    };
    expect(mfeManifestSchema.parse(manifest)).toEqual(manifest);
    expect(mfeManifestSchema.safeParse({ remotes: { Forum: { entry: '/x', paths: [] } } }).success).toBe(
      false,
    );
    expect(mfeManifestSchema.safeParse({ remotes: { forum: { entry: '/x' } } }).success).toBe(false);
  });
});

describe('parseMfeManifest', () => {
  it('keeps the valid remotes and names the others', () => {
    const { manifest, rejected } = parseMfeManifest({
      remotes: {
        learn: { entry: '/remotes/learn/remoteEntry.js', paths: ['/courses'] },
        forum: { entry: '/remotes/forum/remoteEntry.js' },
        studio: { entry: 42, paths: [] },
        'Bad Name': { entry: '/x', paths: [] },
      },
    });
    expect(manifest).toEqual({
      remotes: { learn: { entry: '/remotes/learn/remoteEntry.js', paths: ['/courses'] } },
    });
    expect(rejected).toEqual(['forum', 'studio', 'Bad Name']);
  });

  it("keeps the site's well-formed addresses and leaves out a malformed one alone", () => {
    const remotes = { learn: { entry: '/remotes/learn/remoteEntry.js', paths: ['/courses'] } };
    expect(
      parseMfeManifest({
        remotes,
        site: { homeSiteUrl: 'https://www.example.org/', supportEmail: 'help@example.org' },
      }),
    ).toEqual({
      manifest: {
        remotes,
        site: { homeSiteUrl: 'https://www.example.org/', supportEmail: 'help@example.org' },
      },
      rejected: [],
    });
    expect(
      parseMfeManifest({
        remotes,
        site: { homeSiteUrl: 'javascript:alert(1)', supportEmail: 'help@example.org' },
      }),
    ).toEqual({
      manifest: { remotes, site: { supportEmail: 'help@example.org' } },
      rejected: ['(site.homeSiteUrl)'],
    });
    expect(parseMfeManifest({ remotes, site: { supportEmail: 'not an address' } })).toEqual({
      manifest: { remotes, site: {} },
      rejected: ['(site.supportEmail)'],
    });
    expect(parseMfeManifest({ remotes, site: 'nope' })).toEqual({
      manifest: { remotes, site: {} },
      rejected: ['(site)'],
    });
    expect(parseMfeManifest({ remotes })).toEqual({ manifest: { remotes }, rejected: [] });
  });

  it('reads anything that is not a manifest as an empty one', () => {
    for (const body of [null, 'nope', { remotes: 'nope' }, { remotes: [] }]) {
      expect(parseMfeManifest(body)).toEqual({ manifest: { remotes: {} }, rejected: ['(manifest)'] });
    }
  });
});
