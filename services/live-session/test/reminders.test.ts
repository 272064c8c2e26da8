import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, notificationTemplates as T, type LiveSession } from '@canopy/contracts';
import { fakeIdentity, testClock, testEngines } from '@canopy/service-kit/testing';
import { sendDueReminders } from '../src/use-cases/reminders';
import { makeCast, sessionPayload, startLiveSessions, type TestLiveSessions, type User } from './harness';
import { connect } from './ws-client';

const COURSE = 55;
const MINUTE = 60_000;

describe.each(testEngines())('15-minute reminders (%s)', (engine) => {
  const cast = makeCast();
  const learner = fakeIdentity();
  const start = new Date(Date.now() + 40 * MINUTE);
  const clock = testClock(new Date(start.getTime() - 30 * MINUTE));
  let a: TestLiveSessions;
  /** A second instance on the same database, as two replicas of the service run. */
  let b: TestLiveSessions;

  beforeAll(async () => {
    a = await startLiveSessions(engine, { selfSubscribed: true, clock });
    b = await startLiveSessions(engine, {
      clock,
      database: { env: { DATABASE_URL: a.service.ctx.config.DATABASE_URL } },
    });
    for (const t of [a, b]) {
      t.course.addCourse({ id: COURSE, instructorId: cast.educator!.id });
      t.course.enrol(COURSE, learner.id);
    }
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  async function reminders(user: User) {
    const res = await a.api.get('/api/notifications', user);
    return notificationListSchema.parse(res.body).filter((n) => n.type === 'live_session_reminder');
  }
  const instances = () => [a, b];

  it('reminds the instructor and the enrolled learners once, whichever instances run the job', async () => {
    const created = await a.api.post(
      '/api/live-sessions',
      sessionPayload({
        courseId: COURSE,
        title: 'Beekeeping',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 60 * MINUTE).toISOString(),
      }),
      cast.educator,
    );
    expect(created.status).toBe(201);
    const session = created.body as LiveSession;
    // 30 minutes before: not yet.
    expect(await sendDueReminders(a.service.deps)).toBe(0);

    clock.advance(16 * MINUTE); // 14 minutes before the start
    // Two instances (or two runs) at once: each session is claimed by one of them.
    const written = await Promise.all(instances().map((t) => sendDueReminders(t.service.deps)));
    expect(written.reduce((x, y) => x + y, 0)).toBe(2);
    expect(await sendDueReminders(a.service.deps)).toBe(0);
    for (const user of [learner, cast.educator]) {
      expect(await reminders(user)).toEqual([
        expect.objectContaining({
          title: 'Live session starting soon',
          message: 'The live session "Beekeeping" starts in 14 minutes',
          messageText: { key: T.reminderMinutes, values: { title: 'Beekeeping', minutes: 14 } },
          relatedId: session.id,
          link: '/live-sessions',
        }),
      ]);
    }
    expect(await reminders(cast.student)).toEqual([]);

    // A restart changes nothing: the claim is in the database.
    clock.advance(5 * MINUTE);
    expect(await sendDueReminders(b.service.deps)).toBe(0);
  });

  it('reminds again after the start moves, never a cancelled session, and retries when learners are unknown', async () => {
    const at = (minutes: number) => new Date(clock().getTime() + minutes * MINUTE).toISOString();
    const moved = await a.api.post(
      '/api/live-sessions',
      sessionPayload({ courseId: COURSE, title: 'Moved', startTime: at(10), endTime: at(70) }),
      cast.educator,
    );
    const cancelled = await a.api.post(
      '/api/live-sessions',
      sessionPayload({ courseId: COURSE, title: 'Called off', startTime: at(12), endTime: at(70) }),
      cast.educator,
    );
    await a.api.post(`/api/live-sessions/${cancelled.body.id}/cancel`, {}, cast.educator);
    a.course.setDown(true, ['courseLearners']);
    expect(await sendDueReminders(a.service.deps)).toBe(0);
    a.course.setDown(false);
    expect(await sendDueReminders(a.service.deps)).toBe(2);

    await a.api.patch(
      `/api/live-sessions/${moved.body.id}`,
      { startTime: at(14), endTime: at(80) },
      cast.educator,
    );
    // Sent by the instance this socket is on (without Redis, pushes stay on their instance).
    const socket = await connect(a.port!, learner);
    expect(await sendDueReminders(a.service.deps)).toBe(2);
    expect(
      await socket.next('notification', (m) => m.notification.type === 'live_session_reminder'),
    ).toMatchObject({
      notification: { userId: learner.id, message: 'The live session "Moved" starts in 14 minutes' },
    });
    socket.ws.terminate();
    const titles = (await reminders(learner)).map((n) => n.message);
    expect(titles.filter((m) => m.includes('"Moved"'))).toHaveLength(2);
    expect(titles.some((m) => m.includes('Called off'))).toBe(false);
  });
});
