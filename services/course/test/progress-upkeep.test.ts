import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  fakeIdentity,
  type IdentityStandIn,
  standInIdentityService,
  testEngines,
} from '@canopy/service-kit/testing';
import { enrollments } from '../src/db/schema';
import { buildCourse, makeCast, startCourseService, type BuiltCourse, type TestService } from './harness';

describe.each(testEngines())('stored progress: kept on write, never on read (%s)', (engine) => {
  const cast = makeCast();
  const ada = fakeIdentity({ firstName: 'Ada', lastName: 'Yonath' });
  const ben = fakeIdentity({ firstName: 'Ben', lastName: 'Okri' });
  const unnamed = fakeIdentity(); // not known to the identity stand-in
  let t: TestService;
  let identity: IdentityStandIn;

  beforeAll(async () => {
    identity = await standInIdentityService({ users: [ada, ben, cast.educator, cast.admin] });
    t = await startCourseService(engine, { IDENTITY_URL: identity.url });
  });
  afterAll(async () => {
    await t?.stop();
    await identity?.stop().catch(() => {});
  });

  /** The enrollment rows as stored, with their row version (xmin changes with every UPDATE of the row). */
  async function stored(courseId: number) {
    const rows = await t.service.ctx.db
      .select({
        userId: enrollments.userId,
        progress: enrollments.progress,
        completed: enrollments.completed,
        version: sql<string>`xmin::text`,
      })
      .from(enrollments)
      .where(eq(enrollments.courseId, courseId));
    return Object.fromEntries(rows.map((r) => [r.userId, r]));
  }
  const progressOf = async (courseId: number) =>
    Object.fromEntries(Object.entries(await stored(courseId)).map(([u, r]) => [u, r.progress]));

  async function enrolAndComplete(course: BuiltCourse, who: typeof ada, lessons: number[]) {
    await t.api.post('/api/enrollments', { courseId: course.id }, who);
    for (const lessonId of lessons) {
      expect((await t.api.post('/api/lesson-completions', { lessonId }, who)).status).toBe(201);
    }
  }

  it("updates enrolled learners' stored progress at once when a lesson is added or removed", async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2, 1] });
    const [l1, l2] = course.lessons;
    await enrolAndComplete(course, ada, [l1!]);
    await enrolAndComplete(course, ben, [l1!, l2!]);
    expect(await progressOf(course.id)).toEqual({ [ada.id]: 33, [ben.id]: 67 });

    const added = await t.api.post(
      '/api/lessons',
      { title: 'Late addition', content: 'New', moduleId: course.modules[1]!.id },
      cast.educator,
    );
    expect(added.status).toBe(201);
    expect(await progressOf(course.id)).toEqual({ [ada.id]: 25, [ben.id]: 50 });

    expect((await t.api.delete(`/api/lessons/${added.body.id}`, cast.educator)).status).toBe(204);
    expect(await progressOf(course.id)).toEqual({ [ada.id]: 33, [ben.id]: 67 });
    expect((await t.api.get(`/api/lessons/${added.body.id}`, cast.educator)).status).toBe(404);
    expect((await t.api.get('/api/enrollments', ada)).body[0]).toMatchObject({
      progress: 33,
      completedLessons: 1,
      totalLessons: 3,
    });
  });

  it('finishes the course of a learner whom a removal leaves nothing to do, certificate and all', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [2, 1],
      title: 'Wetlands and Floodplains',
    });
    const [l1, l2, l3] = course.lessons;
    await enrolAndComplete(course, ada, [l1!]);
    await enrolAndComplete(course, ben, [l1!, l2!]);

    expect((await t.api.delete(`/api/lessons/${l3}`, cast.admin)).status).toBe(204);
    expect(await stored(course.id)).toMatchObject({
      [ada.id]: { progress: 50, completed: false },
      [ben.id]: { progress: 100, completed: true },
    });
    const progress = (await t.api.get(`/api/courses/${course.id}/progress`, ben)).body;
    expect(progress).toMatchObject({ progress: 100, completed: true, nextLesson: null });
    expect(progress.certificate).toMatchObject({
      learnerName: 'Ben Okri',
      courseTitle: 'Wetlands and Floodplains',
    });
    const milestones = (await t.api.get(`/api/courses/${course.id}/milestones`, ben)).body;
    expect(milestones.at(-1)).toMatchObject({
      type: 'course_completion',
      metadata: { certificateCode: progress.certificate.code },
    });
    // A completed enrollment keeps its one certificate when the course changes again.
    const back = await t.api.post(
      '/api/lessons',
      { title: 'Back again', content: 'New', moduleId: course.modules[1]!.id },
      cast.educator,
    );
    expect((await t.api.delete(`/api/lessons/${back.body.id}`, cast.educator)).status).toBe(204);
    expect((await t.api.get('/api/certificates', ben)).body).toHaveLength(1);
  });

  it('refuses (503) and changes nothing when a certificate would need a name it cannot read', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2] });
    const [l1, l2] = course.lessons;
    await enrolAndComplete(course, unnamed, [l1!]);
    await enrolAndComplete(course, ada, []);
    const before = await stored(course.id);

    const res = await t.api.delete(`/api/lessons/${l2}`, cast.educator);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('unavailable');
    expect(await stored(course.id)).toEqual(before);
    expect((await t.api.get(`/api/lessons/${l2}`, cast.educator)).status).toBe(200);
  });

  it('answers 404 for lessons that are gone or not yours', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2] });
    const other = await t.api.delete(`/api/lessons/${course.lessons[0]}`, cast.otherEducator);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Lesson not found');
    expect((await t.api.delete(`/api/lessons/${course.lessons[0]}`, cast.educator)).status).toBe(204);
    const again = await t.api.delete(`/api/lessons/${course.lessons[0]}`, cast.educator);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Lesson not found', code: 'not_found' });
    expect((await t.api.delete('/api/lessons/abc', cast.educator)).status).toBe(400);
  });

  it('keeps progress right when a completion and the removal of that lesson meet', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [3] });
    const [l1, l2] = course.lessons;
    await enrolAndComplete(course, ada, [l1!]);
    const [completion, removal] = await Promise.all([
      t.api.post('/api/lesson-completions', { lessonId: l2 }, ada),
      t.api.delete(`/api/lessons/${l2}`, cast.educator),
    ]);
    expect(removal.status).toBe(204);
    // Either the completion came first (and was removed with the lesson) or it found the lesson gone.
    expect([201, 404]).toContain(completion.status);
    expect(await progressOf(course.id)).toEqual({ [ada.id]: 50 });
    expect((await t.api.get(`/api/lesson-completions?courseId=${course.id}`, ada)).body).toEqual([
      expect.objectContaining({ lessonId: l1 }),
    ]);
  });

  it('never writes on a read: reads answer what is stored and leave every row untouched', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2, 2] });
    await enrolAndComplete(course, ada, [course.lessons[0]!]);
    await enrolAndComplete(course, ben, course.lessons.slice(0, 3));
    // A stored value that disagrees with the rule: a read that recomputed and "corrected" it would show.
    await t.service.ctx.db
      .update(enrollments)
      .set({ progress: 7 })
      .where(inArray(enrollments.userId, [ada.id]));
    const before = await stored(course.id);

    for (const who of [ada, ben]) {
      expect((await t.api.get('/api/enrollments', who)).status).toBe(200);
      expect((await t.api.get(`/api/courses/${course.id}/progress`, who)).status).toBe(200);
      expect((await t.api.get(`/api/courses/${course.id}/outline`, who)).status).toBe(200);
      expect((await t.api.get(`/api/enrollments/course/${course.id}/user/${who.id}`, who)).status).toBe(200);
      expect((await t.api.get(`/api/lessons/${course.lessons[0]}`, who)).status).toBe(200);
      expect((await t.api.get(`/api/courses/${course.id}`, who)).status).toBe(200);
    }
    expect(await stored(course.id)).toEqual(before);
    expect((await t.api.get('/api/enrollments', ada)).body[0].progress).toBe(7);
  });
});
