import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { englishOf, milestoneSchema, type Milestone } from '@canopy/contracts';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/* A milestone keeps its title's and description's English templates beside the sentences (issue 33). */
describe.each(testEngines())('milestone texts (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(() => t?.stop());

  it('answer each sentence with its template and values, which read as the sentence', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [1],
      title: 'Texts Course',
    });
    const learner = fakeIdentity();
    const e = (await t.api.post('/api/enrollments', { courseId: course.id }, learner)).body;
    await t.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, learner);
    await t.api.patch(
      `/api/enrollments/${e.id}`,
      { competencyLevel: 'developing', reflection: 'Mine' },
      learner,
    );

    const listed = (await t.api.get(`/api/enrollments/${e.id}/milestones`, learner)).body as Milestone[];
    const byTitle = new Map(listed.map((m) => [milestoneSchema.parse(m).title, m]));
    expect(byTitle.get('First lesson completed')!.titleText).toEqual({ key: 'First lesson completed' });
    const module = byTitle.get('Module completed: Module 1')!;
    expect(module.titleText).toEqual({
      key: 'Module completed: {{moduleTitle}}',
      values: { moduleTitle: 'Module 1' },
    });
    expect(module.descriptionText).toEqual({
      key: 'You completed all {{lessonCount}} lessons of "{{moduleTitle}}".',
      values: { lessonCount: 1, moduleTitle: 'Module 1' },
    });
    const finished = byTitle.get('Course completed: Texts Course')!;
    expect(finished.descriptionText).toEqual({
      key: 'You completed every lesson of the course and earned your certificate.',
    });
    expect(byTitle.get('Competency raised to Developing')!.descriptionText).toEqual({
      key: 'Understanding the basics',
    });
    // A reflection's description is the learner's own words: no template.
    const reflection = byTitle.get('Reflection submitted')!;
    expect([reflection.description, reflection.descriptionText]).toEqual(['Mine', null]);
    for (const m of listed) {
      expect(englishOf(m.titleText!)).toBe(m.title);
      if (m.descriptionText) expect(englishOf(m.descriptionText)).toBe(m.description);
      // The templates are the answer's own fields, not part of the metadata.
      expect(m.metadata).not.toHaveProperty('titleText');
    }
  });

  it('answer a row written before templates were stored with none', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2] });
    const learner = fakeIdentity();
    const e = (await t.api.post('/api/enrollments', { courseId: course.id }, learner)).body;
    await t.service.ctx.db.execute(sql`
      insert into milestones (enrollment_id, user_id, course_id, type, title, icon, once_key)
      values (${e.id}, ${learner.id}, ${course.id}, 'lesson_completion', 'First lesson completed', 'school', 'first-lesson')`);
    const [old] = (await t.api.get(`/api/enrollments/${e.id}/milestones`, learner)).body as Milestone[];
    expect(milestoneSchema.parse(old)).toMatchObject({
      title: 'First lesson completed',
      titleText: null,
      descriptionText: null,
    });
  });
});
