import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, courseDetailSchema, type Identity } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { countDrift, nonZeroCounts } from './count-drift';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/** After each kind of write, every kept count equals the COUNT(*) a read used to run (test/count-drift.ts). */
describe.each(testEngines())('counts kept on write (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.service.ctx.db.execute(q));
  /** The counts hold, and the kind of count the write touched is really non-zero somewhere (no empty test). */
  async function expectTrue(...mustBeNonZero: string[]) {
    const db = t.service.ctx.db;
    expect(await countDrift(db)).toEqual([]);
    for (const what of mustBeNonZero) expect(await nonZeroCounts(db, what), what).toBeGreaterThan(0);
  }
  const enrol = async (learner: Identity, courseId: number) => {
    const res = await t.api.post('/api/enrollments', { courseId }, learner);
    expect([200, 201]).toContain(res.status);
  };

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(() => t?.stop());

  it('starts true on the migrated reference data', async () => {
    await expectTrue();
  });

  it('keeps them through course creation, approval and rejection', async () => {
    // Pending (educator), approved at once (administrator), approved later, rejected.
    const pending = await buildCourse(t.api, cast.educator, cast.admin, {
      approve: false,
      categoryIds: [6, 7],
    });
    await expectTrue('course modules', 'course lessons', 'module lessons', 'course minutes');
    const own = await buildCourse(t.api, cast.admin, cast.admin, { categoryIds: [6, 11, 12] });
    expect(own.id).toBeGreaterThan(0);
    await expectTrue('category courses', 'instructor courses', 'catalogue totals');
    const approved = await t.api.post(`/api/courses/${pending.id}/approve`, undefined, cast.admin);
    expect(approved.status).toBe(200);
    await expectTrue('category courses', 'instructor courses');
    const quick = await t.api.post(
      '/api/courses',
      {
        title: 'Quick course to reject',
        description: 'Made with the quick dialog, then rejected.',
        level: 'beginner',
        categoryId: 7,
      },
      cast.educator,
    );
    expect(quick.status).toBe(201);
    const rejected = await t.api.post(
      `/api/courses/${quick.body.id}/reject`,
      { reason: 'Too short' },
      cast.admin,
    );
    expect(rejected.status).toBe(200);
    await expectTrue('category courses');
    // What the reads answer is the kept count.
    const categories = categorySchema.array().parse((await t.api.get('/api/categories')).body);
    expect(categories.find((c) => c.id === 6)?.courseCount).toBe(2);
    expect(categories.find((c) => c.id === 7)?.courseCount).toBe(1);
  });

  it('keeps them through module and lesson creation and lesson removal', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [3, 1] });
    const added = await t.api.post(
      '/api/lessons',
      { title: 'A long lesson', content: 'Body', moduleId: course.modules[1]!.id, duration: 45 },
      cast.educator,
    );
    expect(added.status).toBe(201);
    await expectTrue('module lessons', 'module minutes', 'course lessons', 'course minutes');
    const removed = await t.api.delete(`/api/lessons/${course.lessons[0]}`, cast.educator);
    expect(removed.status).toBe(204);
    await expectTrue('module lessons');
    const detail = courseDetailSchema.parse((await t.api.get(`/api/courses/${course.id}`)).body);
    expect(detail).toMatchObject({ moduleCount: 2, lessonCount: 4, durationMinutes: 3 * 5 + 45 });
    const modules = (await t.api.get(`/api/courses/${course.id}/modules`)).body as { lessonCount: number }[];
    expect(modules.map((m) => m.lessonCount)).toEqual([2, 2]);
  });

  it('keeps enrollments and distinct learners per instructor, also under concurrent enrollments', async () => {
    const a = await buildCourse(t.api, cast.otherEducator, cast.admin);
    const b = await buildCourse(t.api, cast.otherEducator, cast.admin);
    const learners = Array.from({ length: 6 }, () => fakeIdentity());
    // Each learner enrols in both courses, several times at once: one row each, counted once.
    await Promise.all(learners.flatMap((l) => [enrol(l, a.id), enrol(l, a.id), enrol(l, b.id)]));
    await expectTrue('course learners', 'instructor learners', 'instructor learner pairs');
    const detail = courseDetailSchema.parse((await t.api.get(`/api/courses/${a.id}`)).body);
    expect(detail.enrolledCount).toBe(6);
    expect(detail.instructor).toMatchObject({ courseCount: 2, learnerCount: 6 });
  });

  it('keeps them when the identity service deletes a learner (user.deleted)', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin);
    const other = await buildCourse(t.api, cast.otherEducator, cast.admin);
    const leaving = fakeIdentity();
    await enrol(leaving, course.id);
    await enrol(leaving, other.id);
    await expectTrue('course learners');
    expect(
      await t.service.receiveEvent({
        id: randomUUID(),
        type: 'user.deleted',
        source: 'identity',
        occurredAt: new Date().toISOString(),
        payload: { userId: leaving.id },
      }),
    ).toBe('handled');
    await expectTrue();
    const [left] = await query<{ n: number }>(
      sql`select count(*)::int as n from instructor_learners where user_id = ${leaving.id}`,
    );
    expect(Number(left!.n)).toBe(0);
  });

  // Writes made directly in SQL (sending a course back, recategorising, moving, deleting — the studio's routes
  // are checked in studio-editing.test.ts) and bulk SQL like bench/seed-large.mjs: the counts follow them too,
  // because the database keeps them.
  it('keeps them through status changes, moves, cascading deletes and bulk SQL', async () => {
    const learner = fakeIdentity();
    const x = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [2, 2],
      categoryIds: [2],
    });
    const y = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [1],
      categoryIds: [3],
    });
    await enrol(learner, x.id);
    await enrol(learner, y.id);
    const exec = (q: ReturnType<typeof sql>) => t.service.ctx.db.execute(q);

    await exec(sql`update courses set status = 'pending' where id = ${x.id}`);
    await expectTrue('instructor learners');
    await exec(sql`update courses set status = 'approved' where id = ${x.id}`);
    await exec(sql`update courses set category_ids = array[4, 5, 4], level = 'advanced' where id = ${x.id}`);
    await exec(sql`update courses set instructor_id = ${cast.otherEducator.id} where id = ${y.id}`);
    await expectTrue('category courses', 'instructor learner pairs');
    // A lesson moved to another course's module, a longer lesson, a module moved to another course.
    await exec(sql`update lessons set module_id = ${y.modules[0]!.id} where id = ${x.lessons[0]}`);
    await exec(sql`update lessons set duration = 30 where id = ${x.lessons[1]}`);
    await exec(sql`update modules set course_id = ${y.id} where id = ${x.modules[1]!.id}`);
    await expectTrue('course lessons', 'course minutes');
    // Deletes that cascade: a module with its lessons, then a whole approved course with its enrollments.
    await exec(sql`delete from modules where id = ${y.modules[0]!.id}`);
    await expectTrue();
    await exec(sql`delete from courses where id = ${y.id}`);
    await expectTrue();
    // Bulk inserts, one statement each, as the growth benchmark loads its data.
    await exec(sql`
      insert into courses (title, description, level, category_id, category_ids, instructor_id, status)
      select 'Bulk course ' || g, 'Generated', 'beginner', 1 + g % 13, array[1 + g % 13, 1 + (g + 1) % 13],
             ${cast.educator.id} + g % 3, case when g % 4 = 0 then 'pending' else 'approved' end
      from generate_series(1, 40) g`);
    await exec(sql`
      insert into modules (course_id, title, order_index)
      select c.id, 'Module ' || k, k from courses c cross join generate_series(1, 2) k where c.title like 'Bulk course %'`);
    await exec(sql`
      insert into lessons (module_id, title, order_index, duration)
      select m.id, 'Lesson ' || k, k, 3 + k from modules m join courses c on c.id = m.course_id
      cross join generate_series(1, 3) k where c.title like 'Bulk course %'`);
    await exec(sql`
      insert into enrollments (user_id, course_id)
      select 900000 + g % 25, c.id from courses c cross join generate_series(1, 50) g
      where c.title like 'Bulk course %' on conflict do nothing`);
    await expectTrue('course learners', 'instructor learners');
    await exec(sql`delete from enrollments where user_id between 900000 and 900010`);
    await exec(sql`delete from lessons where title = 'Lesson 2'`);
    await expectTrue();
  });
});
