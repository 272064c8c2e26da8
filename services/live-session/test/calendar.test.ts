import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema, liveSessionMessages as M, type LiveSession } from '@canopy/contracts';
import { fakeIdentity, identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { makeCast, sessionPayload, startLiveSessions, type TestLiveSessions, type User } from './harness';

const COURSE = 21;

interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  start: number;
  end: number;
  description: string;
  url: string | null;
}

/** Parses an iCalendar document back with an independent parser. */
function events(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      description: event.description,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
    };
  });
}

describe.each(testEngines())('calendars (%s)', (engine) => {
  let t: TestLiveSessions;
  const cast = makeCast();

  beforeAll(async () => {
    t = await startLiveSessions(engine);
    t.course.enrol(COURSE, cast.enrolledStudent!.id);
    t.course.addCourse({ id: COURSE, instructorId: cast.educator!.id });
  });
  afterAll(() => t?.stop());

  async function create(overrides: Record<string, unknown> = {}, user: User = cast.educator) {
    const res = await t.api.post('/api/live-sessions', sessionPayload(overrides), user);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as LiveSession;
  }
  async function ics(path: string, user: User) {
    const res = await t.api.get(path, user);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    return events(res.text);
  }

  it('writes one session with a stable UID, a growing SEQUENCE and STATUS:CANCELLED once cancelled', async () => {
    const s = await create({ courseId: COURSE, title: 'Pollinator walk' });
    const [first] = await ics(`/api/live-sessions/${s.id}.ics`, cast.enrolledStudent);
    expect(first).toMatchObject({
      uid: `live-session-${s.id}@canopy`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Pollinator walk',
      // iCalendar times have whole seconds.
      start: Math.floor(Date.parse(s.startTime) / 1000) * 1000,
      end: Math.floor(Date.parse(s.endTime) / 1000) * 1000,
      url: 'https://zoom.us/j/123456789',
    });
    expect(first!.description).toContain('Join: https://zoom.us/j/123456789');

    await t.api.patch(`/api/live-sessions/${s.id}`, { title: 'Pollinator walk (moved)' }, cast.educator);
    const [edited] = await ics(`/api/live-sessions/${s.id}.ics`, cast.enrolledStudent);
    expect(edited).toMatchObject({ uid: first!.uid, sequence: 1, summary: 'Pollinator walk (moved)' });

    await t.api.post(`/api/live-sessions/${s.id}/cancel`, { reason: 'Heavy rain' }, cast.educator);
    const [cancelled] = await ics(`/api/live-sessions/${s.id}.ics`, cast.enrolledStudent);
    expect(cancelled).toMatchObject({ uid: first!.uid, sequence: 2, status: 'CANCELLED' });
    expect(cancelled!.description).toContain('Cancelled: Heavy rain');
  });

  it('leaves the meeting link out for someone who may not join', async () => {
    const s = await create({ courseId: COURSE });
    const [event] = await ics(`/api/live-sessions/${s.id}.ics`, cast.student);
    expect(event!.url).toBeNull();
    expect(event!.description).not.toContain('zoom.us');
    expect(event!.description).not.toContain('soil');
    expect((await t.api.get(`/api/live-sessions/${s.id}.ics`, cast.visitor)).status).toBe(401);
    expect((await t.api.get('/api/live-sessions/999999.ics', cast.student)).status).toBe(404);
  });

  it('serves a personal feed behind a secret link: what they teach or may join, rotated and revoked', async () => {
    const learner = fakeIdentity();
    const teacher = fakeIdentity({ role: 'educator' });
    t.course.enrol(COURSE + 1, learner.id);
    t.course.addCourse({ id: COURSE + 1, instructorId: teacher.id });
    t.course.addCourse({ id: COURSE + 2, instructorId: teacher.id });
    const ofCourse = await create({ courseId: COURSE + 1, title: 'Enrolled course session' }, teacher);
    const otherCourse = await create({ courseId: COURSE + 2, title: 'Other course session' }, teacher);
    const open = await create({ courseId: 0, title: 'Open session' }, teacher);

    expect((await t.api.post('/api/live-sessions/calendar-feed', undefined, cast.visitor)).status).toBe(401);
    const made = await t.api.post('/api/live-sessions/calendar-feed', undefined, learner);
    expect(made.status).toBe(201);
    const feed = calendarFeedSchema.parse(made.body);
    expect(feed.path).toBe(`/api/live-sessions/calendar/${feed.token}.ics`);

    // No identity at all: the token is the key.
    const anonymous = await identityHeaders(null);
    const res = await t.api.raw.get(feed.path).set(anonymous);
    expect(res.status).toBe(200);
    const uids = events(res.text).map((e) => e.uid);
    expect(uids).toContain(`live-session-${ofCourse.id}@canopy`);
    expect(uids).toContain(`live-session-${open.id}@canopy`);
    expect(uids).not.toContain(`live-session-${otherCourse.id}@canopy`);

    // The teacher's feed lists what they teach, whatever the course.
    const teacherFeed = calendarFeedSchema.parse(
      (await t.api.post('/api/live-sessions/calendar-feed', undefined, teacher)).body,
    );
    const taught = events((await t.api.raw.get(teacherFeed.path).set(anonymous)).text).map((e) => e.uid);
    expect(taught).toEqual(
      expect.arrayContaining([ofCourse.id, otherCourse.id, open.id].map((id) => `live-session-${id}@canopy`)),
    );

    // Rotating replaces the link; the old one stops working.
    const rotated = calendarFeedSchema.parse(
      (await t.api.post('/api/live-sessions/calendar-feed', undefined, learner)).body,
    );
    expect(rotated.token).not.toBe(feed.token);
    const old = await t.api.raw.get(feed.path).set(anonymous);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(M.feedNotFound);
    expect((await t.api.raw.get(rotated.path).set(anonymous)).status).toBe(200);

    // Only a hash is stored.
    const stored = await t.service.ctx.db.query.calendarFeedTokens.findMany();
    expect(stored.some((row) => row.tokenHash === rotated.token)).toBe(false);
    expect(stored.find((row) => row.userId === learner.id)?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const revoked = await t.api.delete('/api/live-sessions/calendar-feed', learner);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(M.feedRevoked);
    expect((await t.api.raw.get(rotated.path).set(anonymous)).status).toBe(404);
    expect((await t.api.delete('/api/live-sessions/calendar-feed', learner)).status).toBe(404);
    expect((await t.api.raw.get('/api/live-sessions/calendar/short.ics').set(anonymous)).status).toBe(404);
  });

  it('still answers a feed when enrollments cannot be checked, without course sessions', async () => {
    const lonely = fakeIdentity();
    t.course.enrol(COURSE, lonely.id);
    t.course.setDown(true);
    try {
      // The course service being down leaves course sessions out rather than failing the feed.
      const feed = calendarFeedSchema.parse(
        (await t.api.post('/api/live-sessions/calendar-feed', undefined, lonely)).body,
      );
      const res = await t.api.raw.get(feed.path).set(await identityHeaders(null));
      expect(res.status).toBe(200);
      const found = events(res.text);
      expect(found.some((e) => e.summary === 'Open session')).toBe(true);
      expect(found.some((e) => e.summary.startsWith('Pollinator walk'))).toBe(false);
    } finally {
      t.course.setDown(false);
    }
  });
});
