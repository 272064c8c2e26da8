import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveSessionMessages as M,
  liveSessionJoinSchema,
  type LiveSession,
  type LiveSessionAttendance,
} from '@canopy/contracts';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { makeCast, sessionPayload, startLiveSessions, type TestLiveSessions, type User } from './harness';

const COURSE = 11;
const HOUR = 3_600_000;

describe.each(testEngines())('joining and attendance (%s)', (engine) => {
  let t: TestLiveSessions;
  let now = new Date();
  const cast = makeCast();

  beforeAll(async () => {
    t = await startLiveSessions(engine, { clock: () => now });
    t.course.enrol(COURSE, cast.enrolledStudent!.id);
    t.course.addCourse({ id: COURSE, instructorId: cast.educator!.id });
    // Identity knows the learner (first name only) and the educator (both names).
    t.identity.addUser({ ...cast.enrolledStudent!, lastName: null });
    t.identity.addUser(cast.educator!);
  });
  afterAll(() => t?.stop());

  async function create(overrides: Record<string, unknown> = {}, user: User = cast.educator) {
    const res = await t.api.post('/api/live-sessions', sessionPayload(overrides), user);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as LiveSession;
  }
  const join = (id: number, user: User) => t.api.post(`/api/live-sessions/${id}/join`, undefined, user);

  it('lets whoever may see the link join, records who and when, and answers the meeting details', async () => {
    const s = await create({ courseId: COURSE });
    now = new Date(Date.parse(s.startTime) + 60_000);
    const first = await join(s.id, cast.enrolledStudent);
    expect(first.status).toBe(200);
    expect(liveSessionJoinSchema.parse(first.body)).toEqual({
      sessionId: s.id,
      meetingUrl: 'https://zoom.us/j/123456789',
      conferenceProvider: 'zoom',
      conferenceId: '123 456 789',
      conferencePassword: 'soil',
      isRecorded: true,
      joinedAt: now.toISOString(),
    });
    const firstAt = now;
    now = new Date(now.getTime() + 5 * 60_000);
    expect((await join(s.id, cast.enrolledStudent)).status).toBe(200);
    expect((await join(s.id, cast.educator)).status).toBe(200);

    const refused = await join(s.id, cast.student);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.enrollToJoin);
    expect((await join(s.id, cast.visitor)).status).toBe(401);
    expect((await join(999_999, cast.admin)).status).toBe(404);

    const list = await t.api.get(`/api/live-sessions/${s.id}/attendance`, cast.educator);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      sessionId: s.id,
      attendees: [
        {
          userId: cast.enrolledStudent!.id,
          displayName: 'Greta',
          firstJoinedAt: firstAt.toISOString(),
          lastJoinedAt: now.toISOString(),
          joinCount: 2,
        },
        {
          userId: cast.educator!.id,
          displayName: 'Rachel Carson',
          firstJoinedAt: now.toISOString(),
          lastJoinedAt: now.toISOString(),
          joinCount: 1,
        },
      ],
    });
    expect((await t.api.get(`/api/live-sessions/${s.id}/attendance`, cast.admin)).status).toBe(200);
    for (const user of [cast.enrolledStudent, cast.otherEducator]) {
      const res = await t.api.get(`/api/live-sessions/${s.id}/attendance`, user);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(M.attendanceForbidden);
    }
  });

  it('names attendees through identity with a service token, and answers without names when it is down', async () => {
    now = new Date();
    const s = await create({ startTime: new Date(Date.now() - HOUR).toISOString() });
    const unknown = fakeIdentity();
    const bare = fakeIdentity({ firstName: null, lastName: null, username: 'mossy' });
    t.identity.addUser(bare);
    for (const user of [cast.educator, unknown, bare]) expect((await join(s.id, user)).status).toBe(200);
    const names = async () => {
      const res = await t.api.get(`/api/live-sessions/${s.id}/attendance`, cast.educator);
      expect(res.status).toBe(200);
      return (res.body as LiveSessionAttendance).attendees.map((a) => [a.userId, a.displayName]);
    };
    const before = t.identity.calls.length;
    expect(await names()).toEqual([
      [cast.educator!.id, 'Rachel Carson'],
      [unknown.id, null],
      [bare.id, 'mossy'],
    ]);
    // One batched question (the stand-in refuses anything without a service token, so names prove the token).
    expect(t.identity.calls.slice(before)).toEqual([
      `/internal/users?ids=${cast.educator!.id},${unknown.id},${bare.id}`,
    ]);

    t.identity.setDown(true);
    try {
      expect(await names()).toEqual([
        [cast.educator!.id, null],
        [unknown.id, null],
        [bare.id, null],
      ]);
    } finally {
      t.identity.setDown(false);
    }
  });

  it('refuses to join a session that is over or cancelled', async () => {
    now = new Date();
    const s = await create();
    now = new Date(Date.parse(s.endTime) + 1);
    const over = await join(s.id, cast.student);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(M.ended);

    now = new Date();
    const c = await create();
    await t.api.post(`/api/live-sessions/${c.id}/cancel`, { reason: 'Ill' }, cast.educator);
    const cancelled = await join(c.id, cast.student);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(M.cancelled);
  });

  it('keeps newcomers out once the participant limit is reached, but lets earlier ones and the host back', async () => {
    now = new Date();
    const s = await create({ maxParticipants: 2, startTime: new Date(Date.now() - HOUR).toISOString() });
    const a = fakeIdentity();
    const b = fakeIdentity();
    const [ra, rb] = await Promise.all([join(s.id, a), join(s.id, b)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const full = await join(s.id, cast.student);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(M.full);
    expect((await join(s.id, a)).status).toBe(200);
    expect((await join(s.id, cast.educator)).status).toBe(200);
  });

  it('does not let two newcomers race past the limit', async () => {
    now = new Date();
    const s = await create({ maxParticipants: 1 });
    const results = await Promise.all(
      [fakeIdentity(), fakeIdentity(), fakeIdentity()].map((u) => join(s.id, u)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('forgets a deleted user’s attendance (user.deleted, handled once)', async () => {
    now = new Date();
    const s = await create();
    const gone = fakeIdentity();
    expect((await join(s.id, gone)).status).toBe(200);
    const event = {
      id: crypto.randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      payload: { userId: gone.id },
    };
    expect(await t.service.receiveEvent(event)).toBe('handled');
    expect(await t.service.receiveEvent(event)).toBe('duplicate');
    const list = await t.api.get(`/api/live-sessions/${s.id}/attendance`, cast.educator);
    expect(list.body.attendees).toEqual([]);
  });
});
