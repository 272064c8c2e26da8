import { describe, expect, it } from 'vitest';
import { firstReadSchema, firstReadsOf, pathParams } from './first-reads';
import { remotePathsFileSchema } from './mfe-manifest';

describe('first reads', () => {
  it('accepts API paths whose segments are words or parameters, nothing else', () => {
    for (const ok of ['/api/enrollments', '/api/courses/:id/outline', '/api/certificates/:code']) {
      expect(firstReadSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const wrong of [
      'https://elsewhere.example/api/x',
      '/api',
      '/api/',
      '/courses/:id',
      '/api/courses?status=approved',
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
  });
});
