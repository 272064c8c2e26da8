import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@canopy/contracts';
import {
  fakeIdentity,
  type IdentityStandIn,
  standInIdentityService,
  testEngines,
} from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';
import { countDrift } from './count-drift';

/** Editing courses, modules and lessons after creation: validation, reorders (also concurrent), moves, deletes. */
describe.each(testEngines())('editing the curriculum (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let identity: IdentityStandIn;
  const known: Identity[] = [];
  const newLearner = () => {
    const learner = fakeIdentity();
    identity.addUser(learner);
    return learner;
  };

  beforeAll(async () => {
    identity = await standInIdentityService({ users: known });
    t = await startCourseService(engine, { IDENTITY_URL: identity.url });
  });
  afterAll(async () => {
    await t?.stop();
    await identity?.stop();
  });

  const order = async (courseId: number) => {
    const outline = await t.api.get(`/api/courses/${courseId}/outline`, cast.educator);
    return outline.body.modules.map(
      (m: { id: number; orderIndex: number; lessons: { id: number; orderIndex: number }[] }) => ({
        id: m.id,
        orderIndex: m.orderIndex,
        lessons: m.lessons.map((l) => [l.id, l.orderIndex]),
      }),
    );
  };

  it('answers every validation message of the edit calls', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [1],
      approve: false,
    });
    const m = course.modules[0]!.id;
    const l = course.lessons[0]!;
    const cases: [string, string, unknown, string][] = [
      ['patch', `/api/courses/${course.id}`, { title: 'Tiny' }, 'Course title must be at least 5 characters'],
      [
        'patch',
        `/api/courses/${course.id}`,
        { description: 'Too short' },
        'Description must be at least 20 characters',
      ],
      ['patch', `/api/courses/${course.id}`, { categoryIds: [] }, 'Please select at least one category'],
      ['patch', `/api/courses/${course.id}`, { categoryIds: [1, 2, 3, 4] }, 'Maximum 3 categories allowed'],
      [
        'patch',
        `/api/courses/${course.id}`,
        { level: 'expert' },
        'Level must be beginner, intermediate or advanced',
      ],
      [
        'patch',
        `/api/courses/${course.id}`,
        { imageUrl: 'javascript:alert(1)' },
        'Links must start with http://, https:// or /',
      ],
      ['patch', `/api/courses/${course.id}`, {}, 'Nothing to update'],
      ['patch', `/api/courses/${course.id}`, { categoryIds: [99] }, 'Category not found'],
      ['patch', `/api/modules/${m}`, { title: ' ' }, 'Module title is required'],
      ['patch', `/api/modules/${m}`, { description: '' }, 'Module description is required'],
      ['patch', `/api/lessons/${l}`, { title: '' }, 'Lesson title is required'],
      ['patch', `/api/lessons/${l}`, { content: '   ' }, 'Lesson content is required'],
      ['patch', `/api/lessons/${l}`, { duration: 0 }, 'Duration must be between 1 and 600 minutes'],
      [
        'put',
        `/api/courses/${course.id}/modules/order`,
        { moduleIds: [] },
        'The new order must list every item exactly once',
      ],
      [
        'put',
        `/api/courses/${course.id}/modules/order`,
        { moduleIds: [m, m] },
        'The new order must list every item exactly once',
      ],
      [
        'put',
        `/api/courses/${course.id}/modules/order`,
        { moduleIds: [m, 987654] },
        'The new order must list every item exactly once',
      ],
      [
        'put',
        `/api/modules/${m}/lessons/order`,
        { lessonIds: [987654] },
        'The new order must list every item exactly once',
      ],
      ['post', `/api/lessons/${l}/move`, {}, 'Module is required'],
      ['post', `/api/lessons/${l}/move`, { moduleId: m, position: 0 }, 'Order must be a whole number from 0'],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await (
        t.api as unknown as Record<
          string,
          (p: string, b: unknown, u: Identity) => Promise<{ status: number; body: { message: string } }>
        >
      )[method]!(path, body, cast.educator);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.message, `${path} ${JSON.stringify(body)}`).toBe(message);
    }
    const other = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [1],
      approve: false,
    });
    const across = await t.api.post(
      `/api/lessons/${l}/move`,
      { moduleId: other.modules[0]!.id },
      cast.educator,
    );
    expect(across.status).toBe(400);
    expect(across.body.message).toBe('A lesson can only move to a module of the same course');
    const changed = await t.api.patch(
      `/api/courses/${course.id}`,
      { title: 'A better title', categoryIds: [6, 12], imageUrl: '' },
      cast.educator,
    );
    expect(changed.body).toMatchObject({
      title: 'A better title',
      categoryId: 6,
      categoryIds: [6, 12],
      imageUrl: null,
      status: 'pending',
    });
    const lesson = await t.api.patch(
      `/api/lessons/${l}`,
      { videoUrl: 'https://youtu.be/abcdefgh', duration: 20 },
      cast.educator,
    );
    expect(lesson.body).toMatchObject({ videoUrl: 'https://youtu.be/abcdefgh', duration: 20 });
    expect(
      (await t.api.patch(`/api/lessons/${l}`, { videoUrl: null }, cast.educator)).body.videoUrl,
    ).toBeNull();
    expect(await countDrift(t.service.ctx.db)).toEqual([]);
  });

  it('reorders modules and lessons and moves lessons between modules, numbering 1..n', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [3, 2, 1] });
    const [a, b, c] = course.modules.map((m) => m.id);
    const r = await t.api.put(
      `/api/courses/${course.id}/modules/order`,
      { moduleIds: [c, a, b] },
      cast.educator,
    );
    expect(r.status).toBe(200);
    expect(r.body.map((m: { id: number; orderIndex: number }) => [m.id, m.orderIndex])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const [x, y, z] = course.modules[0]!.lessons;
    const lr = await t.api.put(`/api/modules/${a}/lessons/order`, { lessonIds: [z, x, y] }, cast.educator);
    expect(lr.body.map((l: { id: number; orderIndex: number }) => [l.id, l.orderIndex])).toEqual([
      [z, 1],
      [x, 2],
      [y, 3],
    ]);
    const moved = await t.api.post(`/api/lessons/${x}/move`, { moduleId: b, position: 1 }, cast.educator);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: x, moduleId: b, orderIndex: 1 });
    const now = await order(course.id);
    expect(now).toEqual([
      { id: c, orderIndex: 1, lessons: [[course.modules[2]!.lessons[0], 1]] },
      {
        id: a,
        orderIndex: 2,
        lessons: [
          [z, 1],
          [y, 2],
        ],
      },
      {
        id: b,
        orderIndex: 3,
        lessons: [
          [x, 1],
          [course.modules[1]!.lessons[0], 2],
          [course.modules[1]!.lessons[1], 3],
        ],
      },
    ]);
    const modules = await t.api.get(`/api/courses/${course.id}/modules`, cast.educator);
    expect(modules.body.map((m: { lessonCount: number }) => m.lessonCount)).toEqual([1, 2, 3]);
    expect(await countDrift(t.service.ctx.db)).toEqual([]);
  });

  it('keeps a consistent 1..n order under concurrent conflicting reorders and moves', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [4, 4] });
    const ids = course.modules.map((m) => m.id);
    const [m1, m2] = ids;
    const l1 = course.modules[0]!.lessons;
    const rotations = Array.from({ length: 6 }, (_, i) => [...l1.slice(i % 4), ...l1.slice(0, i % 4)]);
    const results = await Promise.all([
      ...rotations.map((lessonIds) =>
        t.api.put(`/api/modules/${m1}/lessons/order`, { lessonIds }, cast.educator),
      ),
      t.api.put(`/api/courses/${course.id}/modules/order`, { moduleIds: [m2, m1] }, cast.educator),
      t.api.put(`/api/courses/${course.id}/modules/order`, { moduleIds: [m1, m2] }, cast.admin),
      t.api.post(`/api/lessons/${l1[0]}/move`, { moduleId: m2, position: 2 }, cast.educator),
      t.api.post(
        `/api/lessons/${course.modules[1]!.lessons[0]}/move`,
        { moduleId: m1, position: 1 },
        cast.educator,
      ),
    ]);
    // No request failed with a server error: each either applied or was refused because the set it listed
    // was no longer the module's (a move ran first).
    for (const res of results) expect([200, 400]).toContain(res.status);
    const now = await order(course.id);
    expect(now.map((m: { orderIndex: number }) => m.orderIndex)).toEqual([1, 2]);
    for (const m of now) {
      expect(m.lessons.map((l: [number, number]) => l[1])).toEqual(
        m.lessons.map((_: unknown, i: number) => i + 1),
      );
    }
    expect(now.flatMap((m: { lessons: [number, number][] }) => m.lessons.map((l) => l[0])).sort()).toEqual(
      [...course.lessons].sort(),
    );
    expect(await countDrift(t.service.ctx.db)).toEqual([]);
  });

  it('keeps learners’ progress and completion right when modules, lessons and courses are deleted', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2, 2] });
    const learner = newLearner();
    await t.api.post('/api/enrollments', { courseId: course.id }, learner);
    for (const lessonId of course.modules[0]!.lessons) {
      await t.api.post('/api/lesson-completions', { lessonId }, learner);
    }
    const standing = async () =>
      (await t.api.get(`/api/enrollments/course/${course.id}/user/${learner.id}`, learner)).body;
    expect(await standing()).toMatchObject({ progress: 50, completed: false });
    // Removing one lesson left to do: 2 of 3.
    expect((await t.api.delete(`/api/lessons/${course.modules[1]!.lessons[0]}`, cast.educator)).status).toBe(
      204,
    );
    expect(await standing()).toMatchObject({ progress: 67, completed: false });
    const lessons = await t.api.get(`/api/modules/${course.modules[1]!.id}/lessons`, cast.educator);
    expect(lessons.body.map((l: { orderIndex: number }) => l.orderIndex)).toEqual([1]);
    // Removing the module with the last lesson left: everything remaining is done, the course is complete.
    expect((await t.api.delete(`/api/modules/${course.modules[1]!.id}`, cast.educator)).status).toBe(204);
    expect(await standing()).toMatchObject({ progress: 100, completed: true });
    const certificates = await t.api.get('/api/certificates', learner);
    expect(certificates.body).toHaveLength(1);
    // Adding a lesson later lowers progress but the course stays completed.
    await t.api.post(
      '/api/lessons',
      { title: 'Extra', content: 'More', moduleId: course.modules[0]!.id },
      cast.educator,
    );
    expect(await standing()).toMatchObject({ progress: 67, completed: true });
    const modules = await t.api.get(`/api/courses/${course.id}/modules`, cast.educator);
    expect(modules.body.map((m: { orderIndex: number }) => m.orderIndex)).toEqual([1]);
    // A course with learners is not deleted; an empty one is.
    const refused = await t.api.delete(`/api/courses/${course.id}`, cast.educator);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A course with enrolled learners cannot be deleted');
    const empty = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [2],
      approve: false,
    });
    expect((await t.api.delete(`/api/courses/${empty.id}`, cast.educator)).status).toBe(204);
    expect((await t.api.get(`/api/courses/${empty.id}`, cast.educator)).status).toBe(404);
    expect((await t.api.delete(`/api/courses/${empty.id}`, cast.educator)).status).toBe(404);
    expect(await countDrift(t.service.ctx.db)).toEqual([]);
  });
});
