import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  assessmentSessionSchema,
  learningInsightSchema,
  learningPreferenceMessages as m,
  type Identity,
  type LearningInsight,
} from '@canopy/contracts';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/**
 * Insights are recomputed by the events that change what they rest on (a completed assessment or lesson, a
 * submitted quiz, a changed goal), in their transactions; reading them never writes.
 */
describe.each(testEngines())('learning insights (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(() => t?.stop());

  const insights = async (who: Identity, courseId?: number) => {
    const res = await t.api.get(`/api/learning-insights${courseId ? `?courseId=${courseId}` : ''}`, who);
    expect(res.status).toBe(200);
    return learningInsightSchema.array().parse(res.body);
  };
  const byType = (list: LearningInsight[], type: LearningInsight['insightType']) =>
    list.find((i) => i.insightType === type);

  async function takeAssessment(who: Identity, pick: number) {
    const started = await t.api.post('/api/learning-preferences/assessments', undefined, who);
    const session = assessmentSessionSchema.parse(started.body);
    for (const q of session.questions)
      await t.api.put(
        `/api/learning-preferences/assessments/${session.assessment.id}/responses/${q.id}`,
        { selectedOption: q.options[q.category === 'visual' ? 4 : pick] },
        who,
      );
    const done = await t.api.post(
      `/api/learning-preferences/assessments/${session.assessment.id}/complete`,
      undefined,
      who,
    );
    expect(done.status).toBe(200);
  }

  it('come from the assessment, the weekly goal, lessons, quizzes and inactivity, and can be dismissed', async () => {
    const learner = fakeIdentity();
    expect(await insights(learner)).toEqual([]);
    await takeAssessment(learner, 1);
    const fromAssessment = await insights(learner);
    expect(byType(fromAssessment, 'learning_preference')).toMatchObject({
      title: 'You prefer visual and listening and discussion',
      courseId: null,
      isActive: true,
      relatedContentTypes: ['video', 'live_session', 'discussion'],
    });
    expect(byType(fromAssessment, 'confidence')).toMatchObject({ title: 'Build confidence step by step' });
    for (const i of fromAssessment) {
      expect(i.actionableSteps.length).toBeGreaterThan(0);
      expect(['low', 'medium', 'high']).toContain(i.confidenceLevel);
    }

    // A course with a video lesson, a document lesson and a quiz; the learner sets a weekly goal.
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [4] });
    // A fourth lesson stays undone: the course is not finished.
    const [video, doc, third] = course.lessons;
    await t.api.patch(
      `/api/lessons/${video}`,
      { videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk' },
      cast.educator,
    );
    await t.api.patch(
      `/api/lessons/${doc}`,
      { documentUrl: 'https://example.org/reading.pdf' },
      cast.educator,
    );
    const quiz = await t.api.post(
      '/api/quizzes',
      {
        lessonId: third,
        title: 'Check',
        questions: [{ question: 'Water is wet?', type: 'true_false', correctAnswer: 'true' }],
      },
      cast.educator,
    );
    expect(quiz.status).toBe(201);
    const enrolled = await t.api.post('/api/enrollments', { courseId: course.id }, learner);
    const goal = await t.api.patch(`/api/enrollments/${enrolled.body.id}`, { weeklyHoursTarget: 1 }, learner);
    expect(goal.status).toBe(200);
    const pace0 = byType(await insights(learner, course.id), 'pace')!;
    expect(pace0).toMatchObject({
      courseId: course.id,
      title: expect.stringMatching(/^Behind your weekly goal/),
    });
    expect(pace0.description).toContain('you completed 0 lessons');

    // Reading them again changes nothing.
    expect(await insights(learner, course.id)).toEqual(await insights(learner, course.id));

    await t.api.post('/api/lesson-completions', { lessonId: video }, learner);
    const pace1 = byType(await insights(learner, course.id), 'pace')!;
    expect(pace1.id).toBe(pace0.id);
    expect(pace1.description).toContain('you completed 1 lesson in');
    expect(pace1.description).toContain('about 5 minutes');

    // Dismissed: hidden while the finding stays "behind", back when it changes.
    const dismissed = await t.api.post(`/api/learning-insights/${pace1.id}/dismiss`, undefined, learner);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.isActive).toBe(false);
    await t.api.post('/api/lesson-completions', { lessonId: doc }, learner);
    expect(byType(await insights(learner, course.id), 'pace')).toBeUndefined();
    const formats = byType(await insights(learner), 'content_engagement')!;
    expect(formats).toMatchObject({
      title: 'You complete video and reading lessons alike',
      confidenceLevel: 'low',
    });
    // An hour-long lesson completed: the goal is met, a new finding, shown again.
    await t.api.patch(`/api/lessons/${third}`, { duration: 60 }, cast.educator);
    await t.api.post('/api/lesson-completions', { lessonId: third }, learner);
    expect(byType(await insights(learner, course.id), 'pace')).toMatchObject({
      id: pace1.id,
      isActive: true,
      title: expect.stringMatching(/^You met your weekly goal/),
      description: expect.stringContaining('about 70 minutes'),
    });

    // A failed quiz attempt.
    const question = (await t.api.get(`/api/quizzes/${quiz.body.id}`, learner)).body.questions[0];
    await t.api.post(
      `/api/quizzes/${quiz.body.id}/submissions`,
      { answers: [{ questionId: question.id, answer: 'False' }] },
      learner,
    );
    expect(byType(await insights(learner, course.id), 'quiz_results')).toMatchObject({
      title: expect.stringMatching(/^Review before retaking a quiz/),
      description: expect.stringContaining('You passed 0 of the 1 quiz'),
    });
    await t.api.post(
      `/api/quizzes/${quiz.body.id}/submissions`,
      { answers: [{ questionId: question.id, answer: 'True' }] },
      learner,
    );
    expect(byType(await insights(learner, course.id), 'quiz_results')?.title).toMatch(/^Quizzes passed/);

    // A course left for ten days: the next event anywhere names it.
    await t.service.ctx.db.execute(
      sql`update enrollments set last_active_at = now() - interval '10 days' where id = ${enrolled.body.id}`,
    );
    const other = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    await t.api.post('/api/enrollments', { courseId: other.id }, learner);
    await t.api.post('/api/lesson-completions', { lessonId: other.lessons[0] }, learner);
    expect(byType(await insights(learner, course.id), 'activity')).toMatchObject({
      title: expect.stringMatching(/^Pick up /),
      description: expect.stringContaining('10 days before this insight'),
      confidenceLevel: 'high',
    });
    // Another course's filter leaves this course's insights out.
    expect((await insights(learner, other.id)).some((i) => i.courseId === course.id)).toBe(false);
  });

  it('lets only the learner dismiss their insight', async () => {
    const learner = fakeIdentity();
    await takeAssessment(learner, 4);
    const [first] = await insights(learner);
    const foreign = await t.api.post(`/api/learning-insights/${first!.id}/dismiss`, undefined, cast.student2);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(m.insightNotFound);
    expect((await t.api.post('/api/learning-insights/abc/dismiss', undefined, learner)).status).toBe(400);
  });
});
