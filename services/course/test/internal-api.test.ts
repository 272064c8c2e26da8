import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseInternalApi } from '@canopy/contracts';
import { allRouteDeclarations, HttpError, type createInternalClient } from '@canopy/service-kit';
import { internalClientAsCallers, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type BuiltCourse, type TestService } from './harness';

/**
 * The course service's internal API as its callers reach it: over HTTP, through service-kit's typed client built
 * from the same declarations (courseInternalApi), so every answer is also checked against the contract.
 */
describe.each(testEngines())('the course service’s internal API (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let course: BuiltCourse;
  let pending: BuiltCourse;
  let client: ReturnType<typeof createInternalClient<typeof courseInternalApi.calls>>;

  beforeAll(async () => {
    t = await startCourseService(engine);
    const { url } = await t.service.start(0);
    // Nothing kept: each question reaches the service.
    const cache = Object.fromEntries(Object.keys(courseInternalApi.calls).map((k) => [k, false]));
    // Each call made by a service its declaration lets in, with that service's key.
    client = internalClientAsCallers(courseInternalApi, { baseUrl: url, cache });
    course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    pending = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1], approve: false });
    const enrolled = await t.api.post('/api/enrollments', { courseId: course.id }, cast.student);
    expect(enrolled.status).toBe(201);
  });
  afterAll(() => t?.stop());

  it('mounts every declared call', () => {
    const mounted = allRouteDeclarations(t.service.app).map((d) => `${d.method} ${d.path}`);
    for (const call of Object.values(courseInternalApi.calls))
      expect(mounted).toContain(`${call.method} ${call.path}`);
  });

  it('answers who is enrolled and who teaches', async () => {
    const check = (courseId: number, userId: number) =>
      client.enrollmentCheck({ query: { courseId, userId } });
    await expect(check(course.id, cast.student.id)).resolves.toEqual({ enrolled: true });
    await expect(check(course.id, cast.student2.id)).resolves.toEqual({ enrolled: false });
    await expect(client.courseLearners({ params: { id: course.id } })).resolves.toEqual({
      userIds: [cast.student.id],
    });
    await expect(client.courseOwner({ params: { id: pending.id } })).resolves.toEqual({
      instructorId: cast.educator.id,
    });
    await expect(client.courseOwner({ params: { id: 999_999 } })).resolves.toBeNull();
    await expect(client.educatorHoldings({ params: { id: cast.educator.id } })).resolves.toEqual({
      approvedCoursesWithLearners: 1,
    });
  });

  it('answers approved courses and their lessons only', async () => {
    const approved = await client.approvedCourse({ params: { id: course.id } });
    expect(approved).toMatchObject({ id: course.id, categoryId: 1 });
    await expect(client.approvedCourse({ params: { id: pending.id } })).resolves.toBeNull();
    await expect(client.lessonCourse({ params: { id: course.lessons[0]! } })).resolves.toEqual({
      courseId: course.id,
    });
    await expect(client.lessonCourse({ params: { id: pending.lessons[0]! } })).resolves.toBeNull();
  });

  it('refuses malformed input with the declared message', async () => {
    const err = await client
      .enrollmentCheck({ query: { courseId: 0, userId: cast.student.id } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 400, message: 'Invalid courseId' });
  });
});
