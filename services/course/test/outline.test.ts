import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseOutlineSchema, type CourseOutline } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { quizzes } from '../src/db/schema';
import { buildCourse, makeCast, startCourseService, type BuiltCourse, type TestService } from './harness';

describe.each(testEngines())('course outline (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let course: BuiltCourse;
  let pending: BuiltCourse;

  const outline = async (id: number, user = cast.visitor): Promise<CourseOutline> => {
    const res = await t.api.get(`/api/courses/${id}/outline`, user);
    expect(res.status).toBe(200);
    return courseOutlineSchema.parse(res.body);
  };

  beforeAll(async () => {
    t = await startCourseService(engine);
    course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2, 1] });
    pending = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1], approve: false });
    // A module added after the first two, placed first: the outline follows module order, not creation order.
    const intro = await t.api.post(
      '/api/modules',
      { title: 'Welcome', description: 'Start here', courseId: course.id, orderIndex: 0 },
      cast.educator,
    );
    await t.api.post(
      '/api/lessons',
      {
        title: 'Watch first',
        content: 'Intro',
        moduleId: intro.body.id,
        videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
        documentUrl: 'https://example.org/guide.pdf',
        duration: 12,
      },
      cast.educator,
    );
    // A quiz written directly (the outline counts it; progress counts it as one more thing to pass).
    await t.service.ctx.db.insert(quizzes).values({ title: 'Check yourself', lessonId: course.lessons[2]! });
  });
  afterAll(() => t?.stop());

  it('lists modules in order with their lessons in order, sizes counted from them', async () => {
    const o = await outline(course.id);
    expect(o.modules.map((m) => [m.title, m.lessonCount, m.durationMinutes])).toEqual([
      ['Welcome', 1, 12],
      ['Module 1', 2, 10],
      ['Module 2', 1, 5],
    ]);
    expect(o.modules.flatMap((m) => m.lessons.map((l) => l.title))).toEqual([
      'Watch first',
      'Lesson 1.1',
      'Lesson 1.2',
      'Lesson 2.1',
    ]);
    expect(o).toMatchObject({ courseId: course.id, lessonCount: 4, durationMinutes: 27, quizCount: 1 });
    expect(o.modules[2]!.lessons[0]).toMatchObject({ id: course.lessons[2], quizCount: 1 });
    // The course detail's figures agree with the outline's.
    const detail = (await t.api.get(`/api/courses/${course.id}`)).body;
    expect([detail.moduleCount, detail.lessonCount, detail.durationMinutes]).toEqual([3, 4, 27]);
  });

  it('says what kind each lesson is to everyone, and gives links only to those who may open it', async () => {
    const forVisitor = (await outline(course.id)).modules[0]!.lessons[0]!;
    expect(forVisitor).toMatchObject({
      hasVideo: true,
      hasDocument: true,
      locked: true,
      videoUrl: null,
      documentUrl: null,
    });
    expect(forVisitor).not.toHaveProperty('content');
    for (const user of [cast.educator, cast.admin]) {
      expect((await outline(course.id, user)).modules[0]!.lessons[0]).toMatchObject({
        locked: false,
        videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
        documentUrl: 'https://example.org/guide.pdf',
      });
    }
    expect((await outline(course.id, cast.student2)).modules[0]!.lessons[0]!.locked).toBe(true);
  });

  it("carries a signed-in caller's progress; visitors get none", async () => {
    expect((await outline(course.id)).learner).toBeNull();
    expect((await outline(course.id, cast.student2)).learner).toMatchObject({
      enrolled: false,
      enrollmentId: null,
      progress: 0,
      completedLessons: 0,
      totalLessons: 4,
      completedLessonIds: [],
      nextLesson: null,
    });
    const e = await t.api.post('/api/enrollments', { courseId: course.id }, cast.student);
    await t.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, cast.student);
    const o = await outline(course.id, cast.student);
    expect(o.learner).toMatchObject({
      enrolled: true,
      enrollmentId: e.body.id,
      // 1 of 4 lessons and 0 of 1 quiz done.
      progress: 20,
      completed: false,
      completedLessons: 1,
      totalLessons: 4,
      completedLessonIds: [course.lessons[0]],
      certificate: null,
    });
    // Where to continue follows module order: the "Welcome" lesson placed first comes first.
    expect(o.learner!.nextLesson).toMatchObject({ title: 'Watch first' });
    expect(o.modules[0]!.lessons[0]!.locked).toBe(false);
    // The same standing as GET /api/courses/{id}/progress.
    const progress = (await t.api.get(`/api/courses/${course.id}/progress`, cast.student)).body;
    expect({ ...progress, courseId: undefined, modules: undefined }).toMatchObject(o.learner!);
  });

  it('gives a finished course its certificate, and each module as the module list has it', async () => {
    const short = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1, 1] });
    await t.api.post('/api/enrollments', { courseId: short.id }, cast.student2);
    for (const lessonId of short.lessons)
      await t.api.post('/api/lesson-completions', { lessonId }, cast.student2);
    const o = await outline(short.id, cast.student2);
    const progress = (await t.api.get(`/api/courses/${short.id}/progress`, cast.student2)).body;
    expect(progress.certificate.code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){5}$/);
    expect(o.learner).toMatchObject({ completed: true, progress: 100, certificate: progress.certificate });
    // Another learner's certificate is never theirs.
    expect((await outline(short.id, cast.student)).learner!.certificate).toBeNull();
    const listed = (await t.api.get(`/api/courses/${short.id}/modules`)).body;
    expect(o.modules.map(({ lessons: _lessons, durationMinutes: _minutes, ...m }) => m)).toEqual(listed);
  });

  it('lists a module that has no lessons yet, with none, between the others', async () => {
    const sparse = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1, 0, 2] });
    const o = await outline(sparse.id, cast.student);
    expect(o.modules.map((m) => [m.title, m.lessonCount, m.lessons.length])).toEqual([
      ['Module 1', 1, 1],
      ['Module 2', 0, 0],
      ['Module 3', 2, 2],
    ]);
    expect(o.lessonCount).toBe(3);
    expect(o.modules.flatMap((m) => m.lessons.map((l) => l.moduleId))).toEqual([
      o.modules[0]!.id,
      o.modules[2]!.id,
      o.modules[2]!.id,
    ]);
  });

  it('is visible exactly as the course detail is', async () => {
    for (const user of [cast.visitor, cast.student, cast.otherEducator, cast.pendingEducator]) {
      const res = await t.api.get(`/api/courses/${pending.id}/outline`, user);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Course not found', code: 'not_found' });
    }
    for (const user of [cast.educator, cast.admin]) {
      expect((await outline(pending.id, user)).lessonCount).toBe(1);
    }
    expect((await t.api.get('/api/courses/999999/outline')).status).toBe(404);
    expect((await t.api.get('/api/courses/abc/outline')).status).toBe(400);
  });
});
