import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneSchema, type Identity } from '@canopy/contracts';
import { EventRejectedError } from '@canopy/service-kit';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/**
 * `forum.contribution_made` delivered as the event engine delivers it (the course's inbox applies it): the
 * learner's `discussion_contribution` milestone, once.
 */
describe.each(testEngines())('the forum contribution event (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let courseId: number;

  beforeAll(async () => {
    t = await startCourseService(engine);
    courseId = (await buildCourse(t.api, cast.educator, cast.admin, { title: 'Rain Gardens' })).id;
  });
  afterAll(() => t?.stop());

  async function deliver(payload: unknown, id: string = randomUUID()) {
    return t.service.receiveEvent({
      id,
      type: 'forum.contribution_made',
      source: 'forum',
      occurredAt: new Date().toISOString(),
      payload,
    });
  }

  async function enrol(learner: Identity) {
    const res = await t.api.post('/api/enrollments', { courseId }, learner);
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  const milestonesOf = async (learner: Identity, enrollmentId: number) => {
    const res = await t.api.get(`/api/enrollments/${enrollmentId}/milestones`, learner);
    expect(res.status).toBe(200);
    return milestoneSchema.array().parse(res.body);
  };

  it('records the enrolled learner’s discussion_contribution milestone once', async () => {
    const learner = fakeIdentity();
    const enrollmentId = await enrol(learner);
    const eventId = randomUUID();
    expect(await deliver({ userId: learner.id, courseId, discussionId: 41 }, eventId)).toBe('handled');

    const milestones = await milestonesOf(learner, enrollmentId);
    expect(milestones).toHaveLength(1);
    expect(milestones[0]).toMatchObject({
      enrollmentId,
      userId: learner.id,
      courseId,
      type: 'discussion_contribution',
      title: 'First discussion contribution',
      description: 'You joined the conversation in the forum of Rain Gardens.',
      metadata: { discussionId: 41 },
      icon: 'forum',
    });
    // The same course's milestones as the enrolled-course view reads them.
    const byCourse = await t.api.get(`/api/courses/${courseId}/milestones`, learner);
    expect(byCourse.body.map((m: { type: string }) => m.type)).toEqual(['discussion_contribution']);

    // The engine redelivers the same event: recognised as a duplicate, nothing written.
    expect(await deliver({ userId: learner.id, courseId, discussionId: 41 }, eventId)).toBe('duplicate');
    // Another event for the same learner and course (a later post): handled, still one milestone.
    expect(await deliver({ userId: learner.id, courseId, discussionId: 42 })).toBe('handled');
    const after = await milestonesOf(learner, enrollmentId);
    expect(after).toHaveLength(1);
    expect(after[0].metadata).toEqual({ discussionId: 41 });
  });

  it('gives nothing to someone not enrolled in the course (acknowledged, not refused)', async () => {
    const visitor = fakeIdentity();
    expect(await deliver({ userId: visitor.id, courseId, discussionId: 7 })).toBe('handled');
    const mine = await t.api.get(`/api/courses/${courseId}/milestones`, visitor);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([]);
    // Enrolling later does not bring an old contribution with it.
    const enrollmentId = await enrol(visitor);
    expect(await milestonesOf(visitor, enrollmentId)).toEqual([]);
  });

  it('keeps each learner’s and each course’s milestone apart', async () => {
    const other = await buildCourse(t.api, cast.educator, cast.admin);
    const a = fakeIdentity();
    const b = fakeIdentity();
    const aEnrollment = await enrol(a);
    const bEnrollment = await enrol(b);
    const aOther = await t.api.post('/api/enrollments', { courseId: other.id }, a);
    await deliver({ userId: a.id, courseId, discussionId: 100 });
    expect((await milestonesOf(a, aEnrollment)).map((m) => m.type)).toEqual(['discussion_contribution']);
    expect(await milestonesOf(b, bEnrollment)).toEqual([]);
    expect(await milestonesOf(a, aOther.body.id)).toEqual([]);
    await deliver({ userId: a.id, courseId: other.id, discussionId: 101 });
    expect((await milestonesOf(a, aOther.body.id)).map((m) => m.metadata)).toEqual([{ discussionId: 101 }]);
  });

  it('refuses a malformed payload for good (the engine dead-letters it instead of retrying)', async () => {
    await expect(deliver({ userId: 'x', courseId })).rejects.toBeInstanceOf(EventRejectedError);
  });
});
