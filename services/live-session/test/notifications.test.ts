import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveSessionMessages as M,
  notificationListSchema,
  notificationTemplates as T,
  type LiveSession,
  type UserNotification,
} from '@canopy/contracts';
import { fakeIdentity, identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { makeCast, sessionPayload, startLiveSessions, type TestLiveSessions, type User } from './harness';

const COURSE = 31;

describe.each(testEngines())('notifications (%s)', (engine) => {
  let t: TestLiveSessions;
  const cast = makeCast();
  const learner = fakeIdentity();
  const otherLearner = fakeIdentity();

  beforeAll(async () => {
    t = await startLiveSessions(engine, { selfSubscribed: true });
    t.course.enrol(COURSE, learner.id);
    t.course.enrol(COURSE, otherLearner.id);
    t.course.enrol(COURSE + 1, cast.student!.id);
    t.course.addCourse({ id: COURSE, instructorId: cast.educator!.id });
    t.course.addCourse({ id: COURSE + 1, instructorId: cast.educator!.id });
  });
  afterAll(() => t?.stop());

  async function mine(user: User): Promise<UserNotification[]> {
    const res = await t.api.get('/api/notifications', user);
    expect(res.status).toBe(200);
    return notificationListSchema.parse(res.body);
  }
  /** Delivers every event the service emitted (to itself, through its event bus). */
  async function deliver() {
    while ((await t.service.flushEvents()) > 0) {
      // until nothing is due
    }
  }

  it('tells a course’s enrolled learners of a new, changed and cancelled session, once each', async () => {
    const res = await t.api.post(
      '/api/live-sessions',
      sessionPayload({ courseId: COURSE, title: 'Soil day' }),
      cast.educator,
    );
    expect(res.status).toBe(201);
    const s = res.body as LiveSession;
    await deliver();
    const first = await mine(learner);
    expect(first).toEqual([
      expect.objectContaining({
        userId: learner.id,
        title: 'New live session',
        message: 'New session "Soil day" has been created',
        titleText: { key: T.sessionScheduledTitle },
        messageText: { key: T.sessionScheduled, values: { title: 'Soil day' } },
        type: 'live_session',
        relatedId: s.id,
        read: false,
      }),
    ]);
    expect(await mine(otherLearner)).toHaveLength(1);
    // Not enrolled in this course, and the instructor: nothing.
    expect(await mine(cast.student)).toEqual([]);
    expect(await mine(cast.educator)).toEqual([]);

    await t.api.patch(`/api/live-sessions/${s.id}`, { title: 'Soil day (new room)' }, cast.educator);
    await t.api.post(`/api/live-sessions/${s.id}/cancel`, { reason: 'Rain' }, cast.educator);
    // Delivered together (possibly in parallel): listed by when each change happened.
    await deliver();
    const all = await mine(learner);
    expect(all.map((n) => n.message)).toEqual([
      'The live session "Soil day (new room)" has been cancelled',
      'The live session "Soil day (new room)" has been updated',
      'New session "Soil day" has been created',
    ]);
    // Sessions of no course notify nobody.
    await t.api.post('/api/live-sessions', sessionPayload({ courseId: null }), cast.educator);
    await deliver();
    expect(await mine(learner)).toHaveLength(3);
  });

  it('shows an event once even when it is delivered again', async () => {
    const event = {
      id: crypto.randomUUID(),
      type: 'live_session.changed',
      source: 'live-session',
      occurredAt: new Date().toISOString(),
      payload: {
        sessionId: 4242,
        courseId: COURSE + 1,
        instructorId: cast.educator!.id,
        title: 'Redelivered',
        startTime: new Date().toISOString(),
        change: 'scheduled',
      },
    };
    expect(await t.service.receiveEvent(event)).toBe('handled');
    expect(await t.service.receiveEvent(event)).toBe('duplicate');
    const got = (await mine(cast.student)).filter((n) => n.relatedId === 4242);
    expect(got).toHaveLength(1);
  });

  it('retries when the course service cannot say who is enrolled', async () => {
    t.course.setDown(true, ['courseLearners']);
    const res = await t.api.post(
      '/api/live-sessions',
      sessionPayload({ courseId: COURSE + 1, title: 'Later' }),
      cast.educator,
    );
    expect(res.status).toBe(201);
    await t.service.flushEvents();
    expect((await mine(cast.student)).some((n) => n.message === 'New session "Later" has been created')).toBe(
      false,
    );
    t.course.setDown(false);
    // The failed delivery is due again after its backoff (1 s by default).
    await new Promise((r) => setTimeout(r, 1_200));
    await deliver();
    expect(
      (await mine(cast.student)).filter((n) => n.message === 'New session "Later" has been created'),
    ).toHaveLength(1);
  });

  it('marks one or all read, only one’s own', async () => {
    const [latest] = await mine(learner);
    const stranger = await t.api.post(`/api/notifications/${latest!.id}/read`, undefined, otherLearner);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(M.notificationNotFound);
    const one = await t.api.post(`/api/notifications/${latest!.id}/read`, undefined, learner);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: latest!.id, read: true });
    const all = await t.api.post('/api/notifications/read-all', undefined, learner);
    expect(all.body).toEqual({ updated: 2 });
    expect((await mine(learner)).every((n) => n.read)).toBe(true);
    expect((await mine(otherLearner)).some((n) => !n.read)).toBe(true);
    expect((await t.api.get('/api/notifications', cast.visitor)).status).toBe(401);
  });

  it('forgets a deleted user’s notifications and feed link', async () => {
    const feed = await t.api.post('/api/live-sessions/calendar-feed', undefined, otherLearner);
    expect(feed.status).toBe(201);
    expect(
      await t.service.receiveEvent({
        id: crypto.randomUUID(),
        type: 'user.deleted',
        source: 'identity',
        occurredAt: new Date().toISOString(),
        payload: { userId: otherLearner.id },
      }),
    ).toBe('handled');
    expect(await mine(otherLearner)).toEqual([]);
    expect(await mine(learner)).toHaveLength(3);
    const gone = await t.api.raw.get(feed.body.path as string).set(await identityHeaders(null));
    expect(gone.status).toBe(404);
  });
});
