import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { courses, enrollments, lessons } from '../src/db/schema';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/**
 * A row another request deletes between a use case's first read and its write must answer 404 with the
 * specification's message, never 500. The database is real; the interleaving is reproduced by letting the
 * first read answer what it would have answered a moment before the deletion.
 */
describe.each(testEngines())('rows deleted meanwhile (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(() => t?.stop());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const stores = () => t.service.deps.stores;
  const db = () => t.service.ctx.db;

  async function enrolled(learner = fakeIdentity()) {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2] });
    const e = await t.api.post('/api/enrollments', { courseId: course.id }, learner);
    const record = (await stores().enrollments.find(e.body.id))!;
    return { course, learner, record };
  }

  it('PATCH /api/enrollments/{id}: the enrollment is gone', async () => {
    const { learner, record } = await enrolled();
    await db().delete(enrollments).where(eq(enrollments.id, record.id));
    vi.spyOn(stores().enrollments, 'find').mockResolvedValueOnce(record);
    const res = await t.api.patch(`/api/enrollments/${record.id}`, { personalGoal: 'Keep going' }, learner);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Enrollment not found', code: 'not_found' });
  });

  it('POST /api/lesson-completions: the enrollment is gone', async () => {
    const { course, learner, record } = await enrolled();
    await db().delete(enrollments).where(eq(enrollments.id, record.id));
    vi.spyOn(stores().enrollments, 'findFor').mockResolvedValueOnce(record);
    const res = await t.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, learner);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Enrollment not found', code: 'not_found' });
  });

  it('POST /api/lesson-completions: the lesson is gone', async () => {
    const { course, learner } = await enrolled();
    const found = (await stores().curriculum.findLesson(course.lessons[0]!))!;
    await db().delete(lessons).where(eq(lessons.id, found.lesson.id));
    vi.spyOn(stores().curriculum, 'findLesson').mockResolvedValueOnce(found);
    const res = await t.api.post('/api/lesson-completions', { lessonId: found.lesson.id }, learner);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Lesson not found', code: 'not_found' });
  });

  it('POST /api/enrollments: the course is gone', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const record = (await stores().courses.find(course.id))!;
    await db().delete(courses).where(eq(courses.id, course.id));
    vi.spyOn(stores().courses, 'find').mockResolvedValueOnce(record);
    const res = await t.api.post('/api/enrollments', { courseId: course.id }, cast.student);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Course not found', code: 'not_found' });
  });

  it.each(['approve', 'reject'] as const)('POST /api/courses/{id}/%s: the course is gone', async (action) => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { approve: false });
    const record = (await stores().courses.find(course.id))!;
    await db().delete(courses).where(eq(courses.id, course.id));
    vi.spyOn(stores().courses, 'find').mockResolvedValueOnce(record);
    const res = await t.api.post(
      `/api/courses/${course.id}/${action}`,
      { reason: 'Needs sources' },
      cast.admin,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Course not found', code: 'not_found' });
  });
});
