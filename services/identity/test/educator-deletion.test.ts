import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages, userAdminMessages } from '@canopy/contracts';
import {
  standInCourseService,
  testEngines,
  type CourseStandIn,
  unreachableUrl,
} from '@canopy/service-kit/testing';
import type { UserRecord } from '../src/stores/user-store';
import { startIdentityService, type TestIdentityService } from './harness';

describe.each(testEngines())('deleting an educator who still teaches (%s)', (engine) => {
  let course: CourseStandIn;
  let nextCourse = 1;
  /** An approved course of the educator with an enrolled learner (what holds a deletion back). */
  const teach = (educatorId: number) => {
    const id = nextCourse++;
    course.addCourse({ id, instructorId: educatorId });
    course.enrol(id, 4242);
    return id;
  };
  let t: TestIdentityService;
  let headers: Record<string, string>;

  beforeAll(async () => {
    course = await standInCourseService();
    // COURSE_URL lists two course instances, the first one down: every question reaches the live one.
    t = await startIdentityService(engine, { COURSE_URL: `${await unreachableUrl()},${course.url}` });
    headers = await t.as(await t.addUser({ role: 'admin' }));
  });
  afterAll(async () => {
    await t?.close();
    await course?.stop();
  });

  const exists = async (u: UserRecord) => (await t.deps.stores.users.findById(u.id)) !== null;

  it('refuses with 409 while the educator owns approved courses with learners, and deletes once they are reassigned', async () => {
    const educator = await t.addUser({ role: 'educator' });
    const taught = [teach(educator.id), teach(educator.id)];
    const res = await t.api.delete(`/api/users/${educator.id}`).set(headers).expect(409);
    expect(res.body).toEqual({ message: userAdminMessages.educatorHoldsCourses, code: 'conflict' });
    expect(await exists(educator)).toBe(true);
    expect(course.requests.at(-1)).toEqual({
      call: 'educatorHoldings',
      url: `/internal/educators/${educator.id}/holdings`,
      service: 'identity',
    });

    for (const id of taught) course.addCourse({ id, instructorId: 1 });
    const done = await t.api.delete(`/api/users/${educator.id}`).set(headers).expect(200);
    expect(done.body).toEqual({ message: identityMessages.userDeleted });
    expect(await exists(educator)).toBe(false);
  });

  it.each(['fail', 'malformed'] as const)(
    'answers 503 and deletes nothing when the course service answers %s',
    async (answer) => {
      const educator = await t.addUser({ role: 'educator' });
      if (answer === 'fail') course.setDown(true, ['educatorHoldings']);
      else course.answer('educatorHoldings', () => ({ courses: 3 }));
      try {
        const res = await t.api.delete(`/api/users/${educator.id}`).set(headers).expect(503);
        expect(res.body.message).toBe(userAdminMessages.holdingsUnavailable);
        expect(await exists(educator)).toBe(true);
      } finally {
        course.setDown(false);
        course.answer('educatorHoldings', undefined);
      }
    },
  );

  it('does not ask about students or administrators', async () => {
    const before = course.calls.length;
    await t.api
      .delete(`/api/users/${(await t.addUser()).id}`)
      .set(headers)
      .expect(200);
    await t.api
      .delete(`/api/users/${(await t.addUser({ role: 'admin' })).id}`)
      .set(headers)
      .expect(200);
    expect(course.calls.length).toBe(before);
  });

  it('answers 503 when the course service is down, and deletes nothing', async () => {
    const educator = await t.addUser({ role: 'educator' });
    await course.stop();
    await t.api.delete(`/api/users/${educator.id}`).set(headers).expect(503);
    expect(await exists(educator)).toBe(true);
  });

  describe('without a course service configured', () => {
    let alone: TestIdentityService;
    beforeAll(async () => {
      alone = await startIdentityService(engine);
    });
    afterAll(async () => {
      await alone?.close();
    });

    it('answers 503 for an approved educator and deletes nothing', async () => {
      const educator = await alone.addUser({ role: 'educator', status: 'suspended' });
      const res = await alone.api
        .delete(`/api/users/${educator.id}`)
        .set(await alone.as(await alone.addUser({ role: 'admin' })))
        .expect(503);
      expect(res.body.message).toBe(userAdminMessages.holdingsUnavailable);
      expect(await alone.deps.stores.users.findById(educator.id)).not.toBeNull();
    });
  });
});
