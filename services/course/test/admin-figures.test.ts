import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCoursePageSchema, courseFiguresSchema, type Identity } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

const today = () => new Date().toISOString().slice(0, 10);

/** The admin Figures tab's course series, and the admin course list filtered by educator. */
describe.each(testEngines())('admin course figures and the educator filter (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const figures = (query: string, user: Identity | null = cast.admin) =>
    t.api.get(`/api/admin/course-figures${query}`, user);

  it('answers active administrators only', async () => {
    expect((await figures('', null)).status).toBe(401);
    for (const user of [cast.student, cast.pendingEducator, cast.educator]) {
      const res = await figures('', user);
      expect(res.status, user.role).toBe(403);
    }
    const suspendedAdmin = { ...cast.admin, id: cast.admin.id + 1000, status: 'suspended' as const };
    expect((await figures('', suspendedAdmin)).status).toBe(403);
    expect((await figures('')).status).toBe(200);
  });

  it('refuses a window other than 30 or 90 days with the contract’s message', async () => {
    for (const days of ['7', 'abc', '30.5', '-30']) {
      const res = await figures(`?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.body.message).toBe('days must be 30 or 90');
    }
  });

  it('counts enrollments and completions per UTC day, every day of the window present', async () => {
    const before = courseFiguresSchema.parse((await figures('?days=30')).body);
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    for (const learner of [cast.student, cast.student2]) {
      expect((await t.api.post('/api/enrollments', { courseId: course.id }, learner)).status).toBe(201);
    }
    // One of the two finishes the only lesson, which completes the course.
    const done = await t.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, cast.student);
    expect(done.status).toBeLessThan(300);

    const after = courseFiguresSchema.parse((await figures('?days=30')).body);
    expect(after.days).toBe(30);
    expect(after.enrollments).toHaveLength(30);
    expect(after.completions).toHaveLength(30);
    expect(after.enrollments.at(-1)!.date).toBe(today());
    expect(after.enrollments.at(-1)!.count - before.enrollments.at(-1)!.count).toBe(2);
    expect(after.completions.at(-1)!.count - before.completions.at(-1)!.count).toBe(1);
    expect(after.totals.enrollments).toBe(after.enrollments.reduce((n, d) => n + d.count, 0));
    expect(after.totals.completions - before.totals.completions).toBe(1);
    // Consecutive days, oldest first.
    const dates = after.enrollments.map((d) => Date.parse(`${d.date}T00:00:00Z`));
    for (let i = 1; i < dates.length; i++) expect(dates[i]! - dates[i - 1]!).toBe(86_400_000);

    const ninety = courseFiguresSchema.parse((await figures('?days=90')).body);
    expect(ninety.enrollments).toHaveLength(90);
    expect(ninety.totals.enrollments).toBeGreaterThanOrEqual(after.totals.enrollments);
  });

  it('lists one educator’s courses when asked (educatorId), with their total', async () => {
    const mine = await buildCourse(t.api, cast.otherEducator, cast.admin, { lessonsPerModule: [1] });
    const pending = await buildCourse(t.api, cast.otherEducator, cast.admin, {
      lessonsPerModule: [1],
      approve: false,
    });
    await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });

    const all = await t.api.get(`/api/admin/courses?educatorId=${cast.otherEducator.id}`, cast.admin);
    expect(all.status).toBe(200);
    const page = adminCoursePageSchema.parse(all.body);
    expect(page.total).toBe(2);
    expect(page.items.map((c) => c.id).sort()).toEqual([mine.id, pending.id].sort());
    expect(page.items.every((c) => c.instructorId === cast.otherEducator.id)).toBe(true);

    const approved = await t.api.get(
      `/api/admin/courses?educatorId=${cast.otherEducator.id}&status=approved`,
      cast.admin,
    );
    expect(approved.body.total).toBe(1);
    expect(approved.body.items.map((c: { id: number }) => c.id)).toEqual([mine.id]);

    const bad = await t.api.get('/api/admin/courses?educatorId=abc', cast.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('educatorId must be a positive whole number');
  });
});
