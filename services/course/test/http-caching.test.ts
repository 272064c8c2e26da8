import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from '@canopy/service-kit';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import {
  buildCourse,
  makeCast,
  startCourseService,
  type BuiltCourse,
  type TestService,
  type User,
} from './harness';

/** The catalogue's public reads as caches see them: ETag, 304, and who may keep an answer. */
describe.each(testEngines())('HTTP caching of the catalogue (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let course: BuiltCourse;

  const get = async (path: string, user: User, etag?: string) => {
    const req = t.api.raw.get(path).set(await identityHeaders(user));
    return etag ? req.set('If-None-Match', etag) : req;
  };

  beforeAll(async () => {
    t = await startCourseService(engine);
    course = await buildCourse(t.api, cast.educator, cast.admin);
  });
  afterAll(() => t?.stop());

  it('lets visitors’ reads be cached for a second and revalidated with 304', async () => {
    for (const path of [
      '/api/courses',
      '/api/courses?page=1&pageSize=12',
      '/api/categories',
      `/api/courses/${course.id}`,
      `/api/courses/${course.id}/outline`,
    ]) {
      const first = await get(path, cast.visitor);
      expect({ path, status: first.status, cache: first.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cache: VISITOR_CACHE_CONTROL,
      });
      expect(first.headers.etag).toMatch(/^"/);
      const again = await get(path, cast.visitor, first.headers.etag);
      expect({ path, status: again.status }).toEqual({ path, status: 304 });
      expect(again.headers['cache-control']).toBe(VISITOR_CACHE_CONTROL);
    }
  });

  it('keeps signed-in answers private (the outline carries the learner’s progress)', async () => {
    await t.api.post('/api/enrollments', { courseId: course.id }, cast.student);
    const visitor = await get(`/api/courses/${course.id}/outline`, cast.visitor);
    const learner = await get(`/api/courses/${course.id}/outline`, cast.student);
    expect(learner.status).toBe(200);
    expect(learner.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect(learner.body.learner).not.toBeNull();
    expect(visitor.body.learner).toBeNull();
    // Different answers never share an ETag, so a cached visitor copy can never validate a learner's.
    expect(learner.headers.etag).not.toBe(visitor.headers.etag);
    const enrollments = await get('/api/enrollments', cast.student);
    expect(enrollments.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    const again = await get('/api/enrollments', cast.student, enrollments.headers.etag);
    expect(again.status).toBe(304);
  });

  it('answers 200 with a new ETag once a write changed what a read shows', async () => {
    const before = await get(`/api/courses/${course.id}`, cast.visitor);
    await t.api.post('/api/enrollments', { courseId: course.id }, cast.student2);
    const after = await get(`/api/courses/${course.id}`, cast.visitor, before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body.enrolledCount).toBe(before.body.enrolledCount + 1);
  });
});
