import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdentityStandIn,
  standInIdentityService,
  testEngines,
  unreachableUrl,
} from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/**
 * IDENTITY_URL listing several identity instances (as `npm run cluster` and Kubernetes give it), the first one
 * down: every question still reaches a live instance, and the live ones share the questions.
 */
describe.each(testEngines())('identity with several instances, the first one down (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let a: IdentityStandIn;
  let b: IdentityStandIn;

  beforeAll(async () => {
    const users = [cast.educator, cast.otherEducator, cast.admin];
    [a, b] = await Promise.all([standInIdentityService({ users }), standInIdentityService({ users })]);
    t = await startCourseService(engine, { IDENTITY_URL: `${await unreachableUrl()},${a.url},${b.url}` });
  });
  afterAll(async () => {
    await t?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('names the instructor and confirms new owners through the instances that answer', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const detail = await t.api.get(`/api/courses/${course.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.instructor).toMatchObject({ id: cast.educator.id, name: 'Rachel Carson' });

    // Each reassignment asks identity afresh (no cache): four answers, none refused.
    for (const owner of [cast.otherEducator, cast.educator, cast.otherEducator, cast.educator]) {
      const res = await t.api.post(
        `/api/courses/${course.id}/reassign`,
        { educatorId: owner.id },
        cast.admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.instructorId).toBe(owner.id);
    }
    const asked = (s: IdentityStandIn) => s.calls.filter((c) => /^\/internal\/users\/\d+$/.test(c)).length;
    expect(asked(a) + asked(b)).toBe(4);
    expect(asked(a)).toBeGreaterThan(0);
    expect(asked(b)).toBeGreaterThan(0);
  });
});
