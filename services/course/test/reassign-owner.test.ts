import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseStudioMessages } from '@canopy/contracts';
import {
  fakeIdentity,
  type IdentityStandIn,
  standInIdentityService,
  testEngines,
  unreachableUrl,
} from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/** Reassigning a course: identity must confirm the new owner is an active educator, now, every time. */
describe.each(testEngines())('reassigning a course to another owner (%s)', (engine) => {
  const cast = makeCast();
  const suspendedEducator = fakeIdentity({ role: 'educator', status: 'suspended' });
  let t: TestService;
  let down: TestService;
  let identity: IdentityStandIn;

  beforeAll(async () => {
    identity = await standInIdentityService({
      users: [cast.student, cast.pendingEducator, cast.otherEducator, cast.admin, suspendedEducator],
    });
    t = await startCourseService(engine, { IDENTITY_URL: identity.url });
    down = await startCourseService(engine, { IDENTITY_URL: await unreachableUrl() });
  });
  afterAll(async () => {
    await t?.stop();
    await down?.stop();
    await identity?.stop();
  });

  const reassign = (svc: TestService, courseId: number, educatorId: number) =>
    svc.api.post(`/api/courses/${courseId}/reassign`, { educatorId }, cast.admin);

  it('refuses anyone but an active educator with 409 and leaves the course where it was', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const unknownId = 9_000_000;
    const targets: [string, number][] = [
      ['unknown user', unknownId],
      ['student', cast.student.id],
      ['pending educator', cast.pendingEducator.id],
      ['suspended educator', suspendedEducator.id],
      ['administrator', cast.admin.id],
    ];
    for (const [who, id] of targets) {
      const res = await reassign(t, course.id, id);
      expect(res.status, who).toBe(409);
      expect(res.body, who).toEqual({ message: courseStudioMessages.educatorNotActive, code: 'conflict' });
    }
    expect((await t.api.get(`/api/courses/${course.id}`, cast.admin)).body.instructorId).toBe(
      cast.educator.id,
    );
    // Identity was asked for the full account (with status), not the public card.
    expect(identity.calls).toContain(`/internal/users/${suspendedEducator.id}`);
  });

  it('gives the course to an active educator', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const res = await reassign(t, course.id, cast.otherEducator.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: course.id, instructorId: cast.otherEducator.id });
  });

  it('answers 404 for a missing course before asking identity', async () => {
    const before = identity.calls.length;
    const res = await reassign(t, 987_654, cast.otherEducator.id);
    expect(res.status).toBe(404);
    expect(identity.calls.length).toBe(before);
  });

  it('answers 503 when identity cannot be reached, and changes nothing', async () => {
    const course = await buildCourse(down.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const res = await reassign(down, course.id, cast.otherEducator.id);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'unavailable' });
    expect(res.body.message).toMatch(/identity service is unavailable/);
    expect((await down.api.get(`/api/courses/${course.id}`, cast.admin)).body.instructorId).toBe(
      cast.educator.id,
    );
  });
});
