import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSummary, Lesson, Module } from '@canopy/contracts';
import { createTestDatabase, testEngines, type TestDatabase } from '@canopy/service-kit/testing';
import { seedDemoContent } from '../src/index';
import { demoCourses } from '../src/demo/demo-courses';
import { startCourseService, type TestService, type User } from './harness';

const instructor: User = {
  id: 2,
  username: 'educator',
  role: 'educator',
  status: 'active',
  firstName: 'Demo',
  lastName: 'Educator',
};
const learner: User = {
  id: 4,
  username: 'student',
  role: 'student',
  status: 'active',
  firstName: 'Sam',
  lastName: 'Leaf',
};
const demoEnv = { DEMO: 'true' }; // default ids: instructor 2, learner 4

describe.each(testEngines())('demo content (%s)', (engine) => {
  let t: TestService & { dbEnv: { DATA_DIR: string; DATABASE_URL?: string }; cleanup(): Promise<void> };

  beforeAll(async () => {
    t = await startCourseService(engine, demoEnv);
  });
  afterAll(() => t?.stop());

  it('publishes at least six approved sustainability courses with real lessons', async () => {
    const courses: CourseSummary[] = (await t.api.get('/api/courses')).body;
    expect(courses.length).toBeGreaterThanOrEqual(6);
    expect(courses.every((c) => c.status === 'approved' && c.instructorId === 2)).toBe(true);
    const foundations = courses.find((c) => c.title === 'Foundations of Sustainability')!;
    expect(foundations).toMatchObject({ level: 'beginner', moduleCount: 6 });
    const videos: string[] = [];
    for (const course of courses) {
      expect(course.moduleCount, course.title).toBeGreaterThanOrEqual(3);
      expect(course.description!.length).toBeGreaterThan(100);
      const modules: Module[] = (await t.api.get(`/api/courses/${course.id}/modules`)).body;
      for (const m of modules) {
        expect(m.lessonCount).toBeGreaterThanOrEqual(2);
        const lessons: Lesson[] = (await t.api.get(`/api/modules/${m.id}/lessons`, instructor)).body;
        for (const l of lessons) {
          expect(l.content!.length, l.title).toBeGreaterThan(700); // a few real paragraphs
          if (l.videoUrl) videos.push(l.videoUrl);
        }
      }
    }
    expect(videos.length).toBeGreaterThanOrEqual(6);
    for (const v of videos) expect(v).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    const categories = (await t.api.get('/api/categories')).body;
    expect(categories.find((c: { name: string }) => c.name === 'Sustainability').courseCount).toBe(6);
  });

  it('gives the demo learner one course in progress, with real milestones', async () => {
    const enrollments = (await t.api.get('/api/enrollments', learner)).body;
    expect(enrollments).toHaveLength(1);
    const [e] = enrollments;
    expect(e.course.title).toBe('Foundations of Sustainability');
    expect(e.progress).toBeGreaterThan(0);
    expect(e.progress).toBeLessThan(100);
    expect(e).toMatchObject({
      completedLessons: 3,
      totalLessons: 12,
      competencyLevel: 'developing',
      weeklyHoursTarget: 3,
    });
    expect(e.reflection).toEqual(expect.any(String));
    expect(e.personalGoal).toEqual(expect.any(String));
    const types = (await t.api.get(`/api/enrollments/${e.id}/milestones`, learner)).body.map(
      (m: { type: string }) => m.type,
    );
    expect(types).toEqual(['lesson_completion', 'lesson_completion', 'competency_achievement', 'reflection']);
  });

  it('is idempotent across restarts and repeated seeding', async () => {
    const before = (await t.api.get('/api/courses')).body.length;
    const again = await seedDemoContent(t.service, { instructorId: 2, learnerId: 4 });
    expect(again).toMatchObject({ coursesCreated: 0, learnerEnrolled: false, categories: 13 });

    await t.service.stop();
    const restarted = await startCourseService(engine, demoEnv, { env: t.dbEnv });
    t = {
      ...restarted,
      stop: async () => {
        await restarted.service.stop();
        await t.cleanup();
      },
      cleanup: t.cleanup,
    };
    expect((await t.api.get('/api/courses')).body).toHaveLength(before);
    expect((await t.api.get('/api/enrollments', learner)).body).toHaveLength(1);
    const e = (await t.api.get('/api/enrollments', learner)).body[0];
    expect((await t.api.get(`/api/enrollments/${e.id}/milestones`, learner)).body).toHaveLength(4);
  });
});

describe.each(testEngines())('demo content seeded by two first instances at once (%s)', (engine) => {
  let db: TestDatabase;
  let instances: TestService[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(engine, 'course');
    // A cluster's first start: both instances find nothing seeded; the start-up lock lets one seed at a time.
    instances = await Promise.all([
      startCourseService(engine, demoEnv, { env: db.env }),
      startCourseService(engine, demoEnv, { env: db.env }),
    ]);
  });
  afterAll(async () => {
    for (const i of instances) await i.service.stop();
    await db?.cleanup();
  });

  it('seeds every demo course, enrolment and milestone once', async () => {
    const [a, b] = instances;
    const courses: CourseSummary[] = (await a!.api.get('/api/courses')).body;
    expect(courses.map((c) => c.title).sort()).toEqual(demoCourses.map((c) => c.title).sort());
    const enrollments = (await b!.api.get('/api/enrollments', learner)).body;
    expect(enrollments).toHaveLength(1);
    const milestones = (await b!.api.get(`/api/enrollments/${enrollments[0].id}/milestones`, learner)).body;
    expect(milestones).toHaveLength(4);
  });
});
