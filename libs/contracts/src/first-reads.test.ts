import { describe, expect, it } from 'vitest';
import { firstReadSchema, firstReadsOf, pathParams, readsHoldFor } from './first-reads';
import { remotePathsFileSchema } from './mfe-manifest';

describe('first reads', () => {
  it('accepts API paths whose segments are words or parameters, with a fixed query string, nothing else', () => {
    for (const ok of [
      '/api/enrollments',
      '/api/courses/:id/outline',
      '/api/certificates/:code',
      '/api/courses?status=approved',
      '/api/forum-topics?sort=popular&limit=6',
    ]) {
      expect(firstReadSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const wrong of [
      'https://elsewhere.example/api/x',
      '/api',
      '/api/',
      '/courses/:id',
      '/api/courses?status=:status',
      '/api/courses?',
      '/api/courses?status',
      '/api/courses?status=approved&',
      '/api/courses?status=a b',
      '/api/courses?q=%2F',
      '/api/courses#top',
      '/api/:id?x=1/..',
      '/api/../admin',
      '/api/./x',
      '//api/x',
      '/api/courses//outline',
    ]) {
      expect(firstReadSchema.safeParse(wrong).success, wrong).toBe(false);
    }
  });

  it("fills in the page's parameters, one encoded segment each", () => {
    expect(
      firstReadsOf(
        ['/api/courses/:id', '/api/enrollments'],
        '/courses/:id/dashboard',
        '/courses/12/dashboard',
      ),
    ).toEqual(['/api/courses/12', '/api/enrollments']);
    expect(
      firstReadsOf(['/api/certificates/:code'], '/certificates/:code', '/certificates/a%20b%2Fc/'),
    ).toEqual(['/api/certificates/a%20b%2Fc']);
    // Named once each, in the order declared.
    expect(firstReadsOf(['/api/x', '/api/x'], '/', '/')).toEqual(['/api/x']);
  });

  it("keeps a read's fixed query string as declared, and names none where the URL query changes the reads", () => {
    expect(
      firstReadsOf(
        ['/api/forum-topics?sort=popular&limit=6', '/api/forum-topics/:id/discussions'],
        '/forum/topics/:id',
        '/forum/topics/4',
      ),
    ).toEqual(['/api/forum-topics?sort=popular&limit=6', '/api/forum-topics/4/discussions']);
    expect(readsHoldFor('', ['page'])).toBe(true);
    expect(readsHoldFor('?tab=recent', ['page'])).toBe(true);
    expect(readsHoldFor('?page=2', ['page'])).toBe(false);
    expect(readsHoldFor(new URLSearchParams('tab=recent&page='), ['page', 'search'])).toBe(false);
    expect(readsHoldFor('?page=2')).toBe(true);
  });

  it('leaves out a read its parameter cannot fill safely', () => {
    expect(firstReadsOf(['/api/courses/:id'], '/courses/:id', '/courses/..')).toEqual([]);
    expect(firstReadsOf(['/api/courses/:id'], '/courses/:id', '/courses/%2E%2E')).toEqual([]);
    expect(firstReadsOf(['/api/courses/:id'], '/courses/:id', '/courses/%E0%A4%A')).toEqual([]);
    expect(firstReadsOf(['/api/courses/:slug', '/api/enrollments'], '/courses/:id', '/courses/3')).toEqual([
      '/api/enrollments',
    ]);
    // Optional segments and splats do not line up with the path: no reads for those patterns.
    expect(pathParams('/forum/*', '/forum/topics/1')).toBeNull();
    expect(pathParams('/courses/:id?', '/courses')).toBeNull();
    expect(pathParams('/courses/:id', '/courses/3/extra')).toBeNull();
  });

  it("drops a paths file's malformed reads, never its paths", () => {
    const file = remotePathsFileSchema.parse({
      paths: ['/courses/:id'],
      reads: { '/courses/:id': ['https://elsewhere.example/x'] },
    });
    expect(file.paths).toEqual(['/courses/:id']);
    expect(file.reads).toBeUndefined();
    const varying = remotePathsFileSchema.parse({
      paths: ['/forum'],
      reads: { '/forum': ['/api/discussions'] },
      readsVaryBy: { '/forum': ['page', 'not a name'] },
    });
    expect(varying.reads).toEqual({ '/forum': ['/api/discussions'] });
    expect(varying.readsVaryBy).toBeUndefined();
  });
});
