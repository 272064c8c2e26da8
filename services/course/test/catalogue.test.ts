import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seededCategoryNames,
  categoryIcons,
  categorySchema,
  courseDetailSchema,
  courseSummarySchema,
  lessonDetailSchema,
} from '@canopy/contracts';
import {
  fakeIdentity,
  type IdentityStandIn,
  standInIdentityService,
  testEngines,
} from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type BuiltCourse, type TestService } from './harness';

describe.each(testEngines())('catalogue (%s)', (engine) => {
  const cast = makeCast();
  const unknownToIdentity = fakeIdentity({ role: 'educator' });
  let t: TestService;
  let identity: IdentityStandIn;
  let approved: BuiltCourse;
  let pending: BuiltCourse;
  let rejected: BuiltCourse;
  let othersPending: BuiltCourse;

  const titles = async (path: string, user = cast.visitor) => {
    const res = await t.api.get(path, user);
    expect(res.status).toBe(200);
    return (res.body as { title: string }[]).map((c) => c.title).sort();
  };

  beforeAll(async () => {
    identity = await standInIdentityService({ users: [cast.educator, cast.otherEducator, cast.admin] });
    t = await startCourseService(engine, { IDENTITY_URL: identity.url });
    const { api } = t;
    approved = await buildCourse(api, cast.educator, cast.admin, {
      title: 'Solar Power for Beginners',
      level: 'beginner',
      categoryIds: [6, 11],
      lessonsPerModule: [2, 1],
    });
    pending = await buildCourse(api, cast.educator, cast.admin, {
      title: 'Pending Permaculture',
      approve: false,
      categoryIds: [6],
    });
    rejected = await buildCourse(api, cast.educator, cast.admin, {
      title: 'Rejected Rainwater',
      approve: false,
      categoryIds: [6],
    });
    await api.post(`/api/courses/${rejected.id}/reject`, { reason: 'Please cite your sources' }, cast.admin);
    othersPending = await buildCourse(api, cast.otherEducator, cast.admin, {
      title: 'Other Pending Course',
      approve: false,
    });
    await buildCourse(api, cast.otherEducator, cast.admin, {
      title: 'Advanced Wind Engineering 100% Real',
      level: 'advanced',
      categoryIds: [12],
      lessonsPerModule: [1],
    });
    await buildCourse(api, unknownToIdentity, cast.admin, {
      title: 'Course by a Ghost',
      lessonsPerModule: [1],
    });
  });
  afterAll(async () => {
    await t?.stop();
    await identity?.stop().catch(() => {});
  });

  it('lists the thirteen categories with icons and counts of approved courses', async () => {
    const res = await t.api.get('/api/categories');
    expect(res.status).toBe(200);
    const list = res.body.map((c: unknown) => categorySchema.parse(c));
    // The seeded names the front ends translate (course-seeds.ts of @canopy/contracts) are what is served.
    expect(list.map((c: { name: string }) => c.name)).toEqual(seededCategoryNames);
    expect(list.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const c of list) expect(categoryIcons).toContain(c.icon);
    const count = (name: string) => list.find((c: { name: string }) => c.name === name).courseCount;
    // Sustainability: the approved solar course only (pending and rejected ones do not count).
    expect(count('Sustainability')).toBe(1);
    expect(count('Growing')).toBe(1); // a secondary category counts too
    expect(count('Gardening')).toBe(1);
    expect(count('Self-Help')).toBe(1); // the ghost's course; the other educator's pending one does not count
  });

  it('shows visitors and learners approved courses only; educators their own too; admins all', async () => {
    const publicList = [
      'Advanced Wind Engineering 100% Real',
      'Course by a Ghost',
      'Solar Power for Beginners',
    ];
    expect(await titles('/api/courses')).toEqual(publicList);
    expect(await titles('/api/courses', cast.student)).toEqual(publicList);
    expect(await titles('/api/courses', cast.pendingEducator)).toEqual(publicList);
    expect(await titles('/api/courses', cast.educator)).toEqual(
      [...publicList, 'Pending Permaculture', 'Rejected Rainwater'].sort(),
    );
    expect(await titles('/api/courses', cast.otherEducator)).toEqual(
      [...publicList, 'Other Pending Course'].sort(),
    );
    expect(await titles('/api/courses', cast.admin)).toHaveLength(6);
    expect(await titles('/api/courses?status=pending', cast.admin)).toEqual([
      'Other Pending Course',
      'Pending Permaculture',
    ]);
    expect(await titles('/api/courses?status=rejected', cast.admin)).toEqual(['Rejected Rainwater']);
    expect(await titles('/api/courses?status=pending', cast.educator)).toEqual(['Pending Permaculture']);
    expect(await titles('/api/courses?status=pending')).toEqual([]);
    const all = await t.api.get('/api/courses', cast.admin);
    for (const c of all.body) courseSummarySchema.parse(c);
  });

  it('filters by search, level and category on the server', async () => {
    expect(await titles('/api/courses?search=solar')).toEqual(['Solar Power for Beginners']);
    expect(await titles('/api/courses?search=SOLAR%20power')).toEqual(['Solar Power for Beginners']);
    expect(await titles('/api/courses?search=exercise%20the%20API')).toHaveLength(3); // matches descriptions
    expect(await titles('/api/courses?search=100%25')).toEqual(['Advanced Wind Engineering 100% Real']); // literal %
    expect(await titles('/api/courses?search=_')).toEqual([]); // literal underscore, not a wildcard
    expect(await titles('/api/courses?level=advanced')).toEqual(['Advanced Wind Engineering 100% Real']);
    expect(await titles('/api/courses?level=all')).toHaveLength(3);
    expect(await titles('/api/courses?level=all-levels')).toEqual([]);
    // Any of a course's categories matches, not only its primary one (6 here), as the category tiles count.
    expect(await titles('/api/courses?categoryId=11')).toEqual(['Solar Power for Beginners']);
    const tiles = (await t.api.get('/api/categories')).body as { id: number; courseCount: number }[];
    for (const id of [6, 11, 12]) {
      const listed = await titles(`/api/courses?categoryId=${id}`);
      expect(listed.length, `category ${id}`).toBe(tiles.find((c) => c.id === id)!.courseCount);
    }
    expect(await titles('/api/courses?categoryId=6&level=beginner&search=power')).toEqual([
      'Solar Power for Beginners',
    ]);
    expect(await titles('/api/courses?categoryId=all')).toHaveLength(3);
    const bad = await t.api.get('/api/courses?level=expert');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Level must be all, beginner, intermediate, advanced or all-levels');
    expect((await t.api.get('/api/courses?categoryId=abc')).status).toBe(400);
    expect((await t.api.get('/api/courses?status=deleted', cast.admin)).status).toBe(400);
  });

  it('gives course detail with instructor name and stats, counts and category', async () => {
    await t.api.post('/api/enrollments', { courseId: approved.id }, cast.student);
    await t.api.post('/api/enrollments', { courseId: approved.id }, cast.student2);
    const res = await t.api.get(`/api/courses/${approved.id}`);
    expect(res.status).toBe(200);
    const detail = courseDetailSchema.parse(res.body);
    expect(detail).toMatchObject({
      title: 'Solar Power for Beginners',
      status: 'approved',
      level: 'beginner',
      rating: '0',
      categoryId: 6,
      categoryIds: [6, 11],
      moduleCount: 2,
      lessonCount: 3,
      enrolledCount: 2,
      durationMinutes: 15,
      category: { id: 6, name: 'Sustainability', icon: 'energy_savings_leaf' },
      // Two approved courses would count once approved; pending and rejected ones do not.
      instructor: { id: cast.educator.id, name: 'Rachel Carson', courseCount: 1, learnerCount: 2 },
    });
    expect(identity.calls).toContain(`/internal/users/${cast.educator.id}/public`);
  });

  it('hides a course its viewer may not see (404), everywhere below it too', async () => {
    for (const path of [
      `/api/courses/${pending.id}`,
      `/api/courses/${pending.id}/modules`,
      `/api/modules/${pending.modules[0]!.id}`,
      `/api/modules/${pending.modules[0]!.id}/lessons`,
      `/api/lessons/${pending.lessons[0]}`,
    ]) {
      expect((await t.api.get(path)).status, path).toBe(404);
      expect((await t.api.get(path, cast.student)).status, path).toBe(404);
      expect((await t.api.get(path, cast.otherEducator)).status, path).toBe(404);
      expect((await t.api.get(path, cast.educator)).status, path).toBe(200);
      expect((await t.api.get(path, cast.admin)).status, path).toBe(200);
    }
    const own = await t.api.get(`/api/courses/${rejected.id}`, cast.educator);
    expect(own.body).toMatchObject({ status: 'rejected', rejectionReason: 'Please cite your sources' });
    expect((await t.api.get(`/api/courses/${othersPending.id}`, cast.educator)).status).toBe(404);
    const missing = await t.api.get('/api/courses/987654');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Course not found');
  });

  it('answers 400 for malformed ids', async () => {
    for (const path of [
      '/api/courses/abc',
      '/api/courses/0',
      '/api/courses/-1',
      '/api/modules/1.5',
      '/api/lessons/x',
      '/api/modules/x/lessons',
    ]) {
      const res = await t.api.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('Invalid id');
    }
  });

  it('lists modules in order with lesson counts', async () => {
    const res = await t.api.get(`/api/courses/${approved.id}/modules`);
    expect(
      res.body.map((m: { title: string; orderIndex: number; lessonCount: number }) => [
        m.title,
        m.orderIndex,
        m.lessonCount,
      ]),
    ).toEqual([
      ['Module 1', 1, 2],
      ['Module 2', 2, 1],
    ]);
    const one = await t.api.get(`/api/modules/${approved.modules[0]!.id}`);
    expect(one.body).toMatchObject({
      title: 'Module 1',
      description: 'About it',
      course: { id: approved.id, title: 'Solar Power for Beginners' },
    });
  });

  it('gives lesson bodies to enrolled learners, the educator and admins only', async () => {
    const path = `/api/modules/${approved.modules[0]!.id}/lessons`;
    const locked = await t.api.get(path);
    expect(locked.body.map((l: { title: string }) => l.title)).toEqual(['Lesson 1.1', 'Lesson 1.2']);
    expect(locked.body[0]).toMatchObject({ locked: true, content: null, videoUrl: null });
    expect((await t.api.get(path, cast.otherEducator)).body[0]).toMatchObject({
      locked: true,
      content: null,
    });
    for (const user of [cast.student, cast.educator, cast.admin]) {
      expect((await t.api.get(path, user)).body[0]).toMatchObject({
        locked: false,
        content: 'Body of lesson 1.1',
      });
    }
  });

  it('gives a lesson in context with its neighbours in course order', async () => {
    const [l11, l12, l21] = approved.lessons;
    const first = lessonDetailSchema.parse((await t.api.get(`/api/lessons/${l11}`, cast.student)).body);
    expect(first).toMatchObject({
      previousLessonId: null,
      nextLessonId: l12,
      enrolled: true,
      completed: false,
      locked: false,
    });
    const crossing = (await t.api.get(`/api/lessons/${l12}`, cast.student)).body;
    expect(crossing).toMatchObject({
      previousLessonId: l11,
      nextLessonId: l21,
      module: { title: 'Module 1' },
      course: { id: approved.id },
    });
    const last = (await t.api.get(`/api/lessons/${l21}`)).body;
    expect(last).toMatchObject({
      previousLessonId: l12,
      nextLessonId: null,
      enrolled: false,
      locked: true,
      content: null,
    });
    await t.api.post('/api/lesson-completions', { lessonId: l11 }, cast.student);
    expect((await t.api.get(`/api/lessons/${l11}`, cast.student)).body.completed).toBe(true);
  });

  it('shows a null instructor name when identity does not know the user or cannot be reached', async () => {
    const ghost = (await t.api.get('/api/courses')).body.find(
      (c: { title: string }) => c.title === 'Course by a Ghost',
    );
    const res = await t.api.get(`/api/courses/${ghost.id}`);
    expect(res.status).toBe(200);
    expect(res.body.instructor).toMatchObject({ id: unknownToIdentity.id, name: null, courseCount: 1 });

    await identity.stop();
    const wind = (await t.api.get('/api/courses')).body.find((c: { title: string }) =>
      c.title.startsWith('Advanced Wind'),
    );
    const down = await t.api.get(`/api/courses/${wind.id}`);
    expect(down.status).toBe(200);
    expect(down.body.instructor).toMatchObject({ id: cast.otherEducator.id, name: null });
    // Names already known stay available from the cache.
    expect((await t.api.get(`/api/courses/${approved.id}`)).body.instructor.name).toBe('Rachel Carson');
  });
});
