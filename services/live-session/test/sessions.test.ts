import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSessionMessages as M, liveSessionSchema, type LiveSession } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { makeCast, sessionPayload, startLiveSessions, type TestLiveSessions, type User } from './harness';

const COURSE = 7;

describe.each(testEngines())('live sessions (%s)', (engine) => {
  let t: TestLiveSessions;
  const cast = makeCast();

  beforeAll(async () => {
    // Each peer listed as two instances, the first one down: every question reaches the live one.
    t = await startLiveSessions(engine, { firstPeerInstanceDown: true });
    t.course.enrol(COURSE, cast.enrolledStudent!.id);
    for (const id of [COURSE, COURSE + 1]) t.course.addCourse({ id, instructorId: cast.educator!.id });
    t.course.addCourse({ id: 99, instructorId: cast.otherEducator!.id });
    t.course.addCourse({ id: 98, instructorId: cast.otherEducator!.id });
  });
  afterAll(() => t?.stop());

  async function create(user: User, overrides: Record<string, unknown> = {}): Promise<LiveSession> {
    const res = await t.api.post('/api/live-sessions', sessionPayload(overrides), user);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return liveSessionSchema.parse(res.body);
  }

  it('schedules a session with every field of the call table, the instructor taken from the identity', async () => {
    const p = sessionPayload();
    const s = await create(cast.educator, { ...p, instructorId: cast.admin!.id });
    expect(s).toMatchObject({
      instructorId: cast.educator!.id,
      courseId: null,
      title: p.title,
      description: p.description,
      sessionType: 'discussion',
      meetingUrl: p.meetingUrl,
      maxParticipants: 30,
      conferenceProvider: 'zoom',
      conferenceId: '123 456 789',
      conferencePassword: 'soil',
      conferenceHostKey: '424242',
      isRecorded: true,
      status: 'scheduled',
      sequence: 0,
      joinable: true,
    });
    expect(Date.parse(s.startTime)).toBe(Date.parse(p.startTime));
    expect(Date.parse(s.endTime)).toBe(Date.parse(p.endTime));
    const minimal = await create(cast.admin, {
      sessionType: undefined,
      maxParticipants: undefined,
      conferenceProvider: undefined,
      isRecorded: undefined,
      conferenceId: '',
      description: undefined,
    });
    expect(minimal).toMatchObject({
      instructorId: cast.admin!.id,
      sessionType: 'lecture',
      maxParticipants: 20,
      conferenceProvider: 'custom',
      isRecorded: false,
      conferenceId: null,
      description: null,
    });
  });

  it('validates with the specification’s messages as 400 { message, code }', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: undefined }, M.startTimeRequired],
      [{ startTime: '' }, M.startTimeRequired],
      [{ endTime: undefined }, M.endTimeRequired],
      [{ startTime: 'tomorrow' }, M.startTimeInvalid],
      [{ endTime: sessionPayload().startTime }, M.endBeforeStart],
      [{ maxParticipants: 0 }, M.maxParticipantsRange],
      [{ maxParticipants: 101 }, M.maxParticipantsRange],
      [{ maxParticipants: 2.5 }, M.maxParticipantsRange],
      [{ meetingUrl: 'http://zoom.us/j/1' }, M.meetingUrlHttps],
      [{ meetingUrl: 'javascript:alert(1)' }, M.meetingUrlHttps],
      [{ meetingUrl: '' }, M.meetingUrlRequired],
      [{ title: '  ' }, M.titleRequired],
      [{ sessionType: 'party' }, ''],
      [{ conferenceProvider: 'skype' }, ''],
    ];
    for (const [bad, message] of cases) {
      const res = await t.api.post('/api/live-sessions', sessionPayload(bad), cast.educator);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      if (message) expect(res.body.message, JSON.stringify(bad)).toBe(message);
      else expect(typeof res.body.message).toBe('string');
    }
  });

  it('lets only active educators and administrators create', async () => {
    expect((await t.api.post('/api/live-sessions', sessionPayload(), cast.visitor)).status).toBe(401);
    const student = await t.api.post('/api/live-sessions', sessionPayload(), cast.student);
    expect(student.status).toBe(403);
    expect(student.body.message).toBe(M.educatorsOnly);
    const pending = await t.api.post('/api/live-sessions', sessionPayload(), cast.pendingEducator);
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('pending_approval');
  });

  it('attaches sessions only to existing courses of the instructor’s own (administrators: any)', async () => {
    const foreign = await t.api.post('/api/live-sessions', sessionPayload({ courseId: 99 }), cast.educator);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(M.notYourCourse);
    const missing = await t.api.post(
      '/api/live-sessions',
      sessionPayload({ courseId: 12345 }),
      cast.educator,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(M.courseNotFound);
    expect((await create(cast.admin, { courseId: 98 })).courseId).toBe(98);
    const s = await create(cast.educator, { courseId: COURSE });
    const moved = await t.api.patch(`/api/live-sessions/${s.id}`, { courseId: 99 }, cast.educator);
    expect(moved.status).toBe(403);
    const unlinked = await t.api.patch(`/api/live-sessions/${s.id}`, { courseId: 0 }, cast.educator);
    expect(unlinked.body).toMatchObject({ courseId: null });
    t.course.setDown(true);
    try {
      const down = await t.api.post(
        '/api/live-sessions',
        sessionPayload({ courseId: COURSE }),
        cast.educator,
      );
      expect(down.status).toBe(503);
      expect(down.body.message).toBe(M.courseUnavailable);
    } finally {
      t.course.setDown(false);
    }
  });

  it('edits and cancels only the instructor’s own sessions (administrators all), bumping the sequence', async () => {
    const s = await create(cast.educator, { title: 'Seed saving' });
    const other = await t.api.patch(`/api/live-sessions/${s.id}`, { title: 'Mine now' }, cast.otherEducator);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(M.notYours);
    expect((await t.api.patch(`/api/live-sessions/${s.id}`, { title: 'x' }, cast.student)).status).toBe(403);

    const edited = await t.api.patch(
      `/api/live-sessions/${s.id}`,
      { title: 'Seed saving 101', maxParticipants: 50, instructorId: cast.otherEducator!.id },
      cast.educator,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Seed saving 101',
      maxParticipants: 50,
      sequence: 1,
      instructorId: cast.educator!.id,
    });
    const byAdmin = await t.api.patch(`/api/live-sessions/${s.id}`, { isRecorded: false }, cast.admin);
    expect(byAdmin.body).toMatchObject({ isRecorded: false, sequence: 2 });

    // The end must follow the start once merged with the stored times.
    const before = new Date(Date.parse(s.startTime) - 60_000).toISOString();
    const bad = await t.api.patch(`/api/live-sessions/${s.id}`, { endTime: before }, cast.educator);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.endBeforeStart);
    const empty = await t.api.patch(`/api/live-sessions/${s.id}`, {}, cast.educator);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(M.nothingToChange);
    expect((await t.api.patch('/api/live-sessions/999999', { title: 'x' }, cast.admin)).status).toBe(404);

    const refused = await t.api.post(
      `/api/live-sessions/${s.id}/cancel`,
      { reason: 'x' },
      cast.otherEducator,
    );
    expect(refused.status).toBe(403);
    const cancelled = await t.api.post(
      `/api/live-sessions/${s.id}/cancel`,
      { reason: 'Storm warning' },
      cast.educator,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Storm warning', sequence: 3 });
    const again = await t.api.post(`/api/live-sessions/${s.id}/cancel`, {}, cast.educator);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyCancelled);
    expect((await t.api.patch(`/api/live-sessions/${s.id}`, { title: 'x' }, cast.educator)).status).toBe(409);
  });

  it('shows meeting details only to who may join, and the host key only to who runs the session', async () => {
    const s = await create(cast.educator, { courseId: COURSE, title: 'Course office hours' });
    const read = async (user: User) => {
      const res = await t.api.get(`/api/live-sessions/${s.id}`, user);
      expect(res.status).toBe(200);
      return liveSessionSchema.parse(res.body);
    };
    const details = { meetingUrl: 'https://zoom.us/j/123456789', conferencePassword: 'soil' };
    expect(await read(cast.educator)).toMatchObject({
      ...details,
      joinable: true,
      conferenceHostKey: '424242',
    });
    expect(await read(cast.admin)).toMatchObject({ ...details, joinable: true, conferenceHostKey: '424242' });
    expect(await read(cast.enrolledStudent)).toMatchObject({
      ...details,
      conferenceId: '123 456 789',
      joinable: true,
      conferenceHostKey: null,
    });
    // Not enrolled: the card, "Enroll to join", nothing to get in with.
    expect(await read(cast.student)).toMatchObject({
      title: 'Course office hours',
      joinable: false,
      meetingUrl: null,
      conferenceId: null,
      conferencePassword: null,
      conferenceHostKey: null,
    });
    expect(await read(cast.otherEducator)).toMatchObject({ joinable: false, meetingUrl: null });
    expect((await t.api.get(`/api/live-sessions/${s.id}`, cast.visitor)).status).toBe(401);

    // The same rules in every list.
    for (const path of ['/api/live-sessions', `/api/live-sessions/course/${COURSE}`]) {
      const asStudent = (await t.api.get(path, cast.student)).body as LiveSession[];
      const card = asStudent.find((x) => x.id === s.id)!;
      expect(card).toMatchObject({ joinable: false, meetingUrl: null, conferenceHostKey: null });
      const asLearner = (await t.api.get(path, cast.enrolledStudent)).body as LiveSession[];
      expect(asLearner.find((x) => x.id === s.id)).toMatchObject({ joinable: true, conferenceHostKey: null });
    }
    // A session of no course: anyone signed in may join it, but the host key stays with the instructor.
    const open = await create(cast.educator, { courseId: null });
    const openRes = await t.api.get(`/api/live-sessions/${open.id}`, cast.student);
    expect(openRes.body).toMatchObject({
      joinable: true,
      meetingUrl: 'https://zoom.us/j/123456789',
      conferenceHostKey: null,
    });
  });

  it('withholds course-session details when enrollment cannot be checked, without failing the list', async () => {
    const s = await create(cast.educator, { courseId: COURSE + 1 });
    t.course.setDown(true);
    try {
      const res = await t.api.get('/api/live-sessions', cast.student);
      expect(res.status).toBe(200);
      expect((res.body as LiveSession[]).find((x) => x.id === s.id)).toMatchObject({
        joinable: false,
        meetingUrl: null,
      });
    } finally {
      t.course.setDown(false);
    }
  });

  it('lists by course and by instructor, in start order', async () => {
    const later = await create(cast.otherEducator, {
      courseId: 99,
      startTime: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      endTime: new Date(Date.now() + 73 * 3_600_000).toISOString(),
    });
    const sooner = await create(cast.otherEducator, { courseId: 99 });
    const byCourse = (await t.api.get('/api/live-sessions/course/99', cast.student)).body as LiveSession[];
    expect(byCourse.map((s) => s.id)).toEqual([sooner.id, later.id]);
    const mine = (
      await t.api.get(`/api/live-sessions/instructor/${cast.otherEducator!.id}`, cast.otherEducator)
    ).body as LiveSession[];
    expect(mine.map((s) => s.id)).toEqual([sooner.id, later.id]);
    expect(mine.every((s) => s.conferenceHostKey === '424242')).toBe(true);
    expect((await t.api.get('/api/live-sessions/course/abc', cast.student)).status).toBe(400);
  });

  it('answers one tab with ?when=: upcoming soonest first, past (started or over) most recent first', async () => {
    const course = 97;
    t.course.addCourse({ id: course, instructorId: cast.otherEducator!.id });
    const at = (hoursFromNow: number, hours = 1) => ({
      courseId: course,
      startTime: new Date(Date.now() + hoursFromNow * 3_600_000).toISOString(),
      endTime: new Date(Date.now() + (hoursFromNow + hours) * 3_600_000).toISOString(),
    });
    const twoDaysAgo = await create(cast.otherEducator, at(-48));
    const running = await create(cast.otherEducator, at(-0.25));
    const inThreeDays = await create(cast.otherEducator, at(72));
    const yesterday = await create(cast.otherEducator, at(-24));
    const inAnHour = await create(cast.otherEducator, at(1));
    const cancelled = await create(cast.otherEducator, at(30));
    const cancel = await t.api.post(`/api/live-sessions/${cancelled.id}/cancel`, {}, cast.otherEducator);
    expect(cancel.status).toBe(200);

    const ids = async (path: string) => {
      const res = await t.api.get(path, cast.student);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as LiveSession[]).filter((s) => s.courseId === course).map((s) => s.id);
    };
    const upcoming = [inAnHour.id, cancelled.id, inThreeDays.id];
    const past = [running.id, yesterday.id, twoDaysAgo.id];
    expect(await ids(`/api/live-sessions/course/${course}?when=upcoming`)).toEqual(upcoming);
    expect(await ids(`/api/live-sessions/course/${course}?when=past`)).toEqual(past);
    expect(await ids(`/api/live-sessions/course/${course}`)).toEqual([
      twoDaysAgo.id,
      yesterday.id,
      running.id,
      inAnHour.id,
      cancelled.id,
      inThreeDays.id,
    ]);
    expect(await ids(`/api/live-sessions/instructor/${cast.otherEducator!.id}?when=upcoming`)).toEqual(
      upcoming,
    );
    expect(await ids(`/api/live-sessions/instructor/${cast.otherEducator!.id}?when=past`)).toEqual(past);
    expect(await ids('/api/live-sessions?when=upcoming')).toEqual(upcoming);
    expect(await ids('/api/live-sessions?when=past')).toEqual(past);

    const all = (await t.api.get('/api/live-sessions?when=upcoming', cast.student)).body as LiveSession[];
    expect(all.every((s) => Date.parse(s.startTime) > Date.now() - 60_000)).toBe(true);
    const wrong = await t.api.get('/api/live-sessions?when=later', cast.student);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: M.whenInvalid });
  });
});
