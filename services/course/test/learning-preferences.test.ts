import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentCategories,
  assessmentQuestionSchema,
  assessmentSessionSchema,
  coursePreferenceDistributionSchema,
  learningAssessmentSchema,
  learningPreferenceMessages as m,
  seededAssessmentOptions,
  seededAssessmentQuestions,
  type AssessmentQuestion,
  type AssessmentSession,
  type Identity,
} from '@canopy/contracts';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/** Picks each question's option by category: the n-th option (0-based) of its scale. */
type Picks = Partial<Record<AssessmentQuestion['category'], number>>;

describe.each(testEngines())('the learning-preferences assessment (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(() => t?.stop());

  const start = async (who: Identity) => {
    const res = await t.api.post('/api/learning-preferences/assessments', undefined, who);
    expect([200, 201]).toContain(res.status);
    return { status: res.status, session: assessmentSessionSchema.parse(res.body) };
  };

  /** Answers every unanswered question one at a time, as the page does. */
  async function answerAll(who: Identity, session: AssessmentSession, picks: Picks) {
    let current = session;
    for (const q of session.questions) {
      const option = q.options[picks[q.category] ?? 0]!;
      const res = await t.api.put(
        `/api/learning-preferences/assessments/${session.assessment.id}/responses/${q.id}`,
        { selectedOption: option },
        who,
      );
      expect(res.status).toBe(200);
      current = assessmentSessionSchema.parse(res.body);
    }
    return current;
  }

  it('seeds at least 16 version-1.0 questions in every category', async () => {
    const res = await t.api.get('/api/learning-preferences/questions', cast.student);
    expect(res.status).toBe(200);
    const questions = assessmentQuestionSchema.array().parse(res.body);
    expect(questions.length).toBeGreaterThanOrEqual(16);
    for (const category of assessmentCategories)
      expect(questions.filter((q) => q.category === category).length).toBeGreaterThanOrEqual(3);
    for (const q of questions) {
      expect(q).toMatchObject({ version: '1.0', weight: 1, isActive: true, lineageId: q.id });
      expect(q.options.length).toBeGreaterThanOrEqual(2);
    }
    // The seeded English the front ends translate (course-seeds.ts of @canopy/contracts) is what is served.
    expect(questions.map((q) => q.questionText)).toEqual(seededAssessmentQuestions);
    expect([...new Set(questions.flatMap((q) => q.options))].sort()).toEqual(
      [...seededAssessmentOptions].sort(),
    );
  });

  it('is answered one question at a time, resumes, scores each category and keeps history', async () => {
    const learner = fakeIdentity();
    expect((await t.api.get('/api/learning-preferences/assessments/current', learner)).body).toBeNull();
    expect((await t.api.get('/api/learning-preferences/assessments/latest', learner)).body).toBeNull();

    const first = await start(learner);
    expect(first.status).toBe(201);
    expect(first.session.assessment).toMatchObject({
      completedAt: null,
      visualScore: 0,
      assessmentVersion: '1.0',
    });
    const [q1, q2] = first.session.questions;
    const id = first.session.assessment.id;
    const answer = (q: AssessmentQuestion, selectedOption: unknown) =>
      t.api.put(`/api/learning-preferences/assessments/${id}/responses/${q.id}`, { selectedOption }, learner);

    // Bad answers are 4xx with the contract's message; nothing is stored.
    expect((await answer(q1!, 'Maybe')).body).toMatchObject({ message: m.selectedOptionInvalid });
    expect((await answer(q1!, '')).status).toBe(400);
    expect((await answer(q1!, '')).body.message).toBe(m.selectedOptionRequired);
    const unknown = await t.api.put(
      `/api/learning-preferences/assessments/${id}/responses/999999`,
      { selectedOption: 'Agree' },
      learner,
    );
    expect(unknown.status).toBe(404);

    // One answer, then leave: starting again resumes the same assessment with that answer.
    expect((await answer(q1!, q1!.options[1])).status).toBe(200);
    const again = await answer(q1!, q1!.options[4]);
    expect(assessmentSessionSchema.parse(again.body).responses).toEqual([
      expect.objectContaining({ questionId: q1!.id, selectedOption: q1!.options[4], responseValue: 5 }),
    ]);
    const resumed = await start(learner);
    expect(resumed.status).toBe(200);
    expect(resumed.session.assessment.id).toBe(id);
    expect(resumed.session.responses).toHaveLength(1);

    // Another learner cannot answer it, and finishing early is refused.
    const other = await t.api.put(
      `/api/learning-preferences/assessments/${id}/responses/${q2!.id}`,
      { selectedOption: q2!.options[0] },
      fakeIdentity(),
    );
    expect(other.status).toBe(404);
    const early = await t.api.post(
      `/api/learning-preferences/assessments/${id}/complete`,
      undefined,
      learner,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(m.assessmentIncomplete);

    await answerAll(learner, resumed.session, {
      visual: 4,
      auditory: 3,
      reading_writing: 2,
      kinesthetic: 0,
      confidence: 1,
    });
    const done = await t.api.post(`/api/learning-preferences/assessments/${id}/complete`, undefined, learner);
    expect(done.status).toBe(200);
    const result = learningAssessmentSchema.parse(done.body);
    expect(result).toMatchObject({
      visualScore: 100,
      auditoryScore: 75,
      readingWritingScore: 50,
      kinestheticScore: 0,
      confidenceScore: 25,
      primaryStyle: 'visual',
      secondaryStyle: 'auditory',
      preferredContentTypes: ['video', 'live_session', 'discussion'],
    });
    expect(result.completedAt).not.toBeNull();
    expect(result.personalizedInsights).toContain('Research has not shown that matching lessons');
    expect(result.learningRecommendations.join(' ')).toMatch(/Retrieval practice/);
    expect(result.learningRecommendations.join(' ')).toMatch(/Spacing/);
    expect(result.studyStrategies.join(' ')).toMatch(/worked example/);

    const twice = await t.api.post(
      `/api/learning-preferences/assessments/${id}/complete`,
      undefined,
      learner,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(m.assessmentCompleted);
    expect((await t.api.get('/api/learning-preferences/assessments/current', learner)).body).toBeNull();

    // A retake is a new assessment; the latest is shown and the history keeps both, newest first.
    const retake = await start(learner);
    expect(retake.status).toBe(201);
    expect(retake.session.responses).toEqual([]);
    await answerAll(learner, retake.session, { reading_writing: 4, kinesthetic: 3, confidence: 4 });
    const second = await t.api.post(
      `/api/learning-preferences/assessments/${retake.session.assessment.id}/complete`,
      undefined,
      learner,
    );
    expect(second.body).toMatchObject({ primaryStyle: 'reading_writing', secondaryStyle: 'kinesthetic' });
    const latest = await t.api.get('/api/learning-preferences/assessments/latest', learner);
    expect(latest.body.id).toBe(retake.session.assessment.id);
    const history = await t.api.get('/api/learning-preferences/assessments?pageSize=1', learner);
    expect(history.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(history.body.items[0].id).toBe(retake.session.assessment.id);
    const page2 = await t.api.get('/api/learning-preferences/assessments?page=2&pageSize=1', learner);
    expect(page2.body.items[0].id).toBe(id);
  });

  it('versions an edited question: old answers keep the old version, an open assessment asks the new one', async () => {
    const learner = fakeIdentity();
    const { session } = await start(learner);
    await answerAll(learner, session, {});
    const q = session.questions[0]!;

    const bad = await t.api.patch(`/api/admin/assessment-questions/${q.id}`, {}, cast.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(m.nothingToUpdate);
    const tooFew = await t.api.patch(
      `/api/admin/assessment-questions/${q.id}`,
      { options: ['Yes'] },
      cast.admin,
    );
    expect(tooFew.body.message).toBe(m.optionsMin);

    const edited = await t.api.patch(
      `/api/admin/assessment-questions/${q.id}`,
      { questionText: `${q.questionText} (revised)`, weight: 2 },
      cast.admin,
    );
    expect(edited.status).toBe(200);
    const next = assessmentQuestionSchema.parse(edited.body);
    expect(next).toMatchObject({ version: '2.0', weight: 2, isActive: true, lineageId: q.lineageId });
    expect(next.id).not.toBe(q.id);
    const older = await t.api.patch(`/api/admin/assessment-questions/${q.id}`, { weight: 3 }, cast.admin);
    expect(older.status).toBe(409);
    expect(older.body.message).toBe(m.questionSuperseded);

    const all = await t.api.get('/api/admin/assessment-questions?versions=all', cast.admin);
    const lineage = assessmentQuestionSchema
      .array()
      .parse(all.body)
      .filter((x) => x.lineageId === q.lineageId);
    expect(lineage.map((x) => [x.version, x.isActive])).toEqual([
      ['1.0', false],
      ['2.0', true],
    ]);
    const latestOnly = await t.api.get('/api/admin/assessment-questions', cast.admin);
    expect(latestOnly.body.filter((x: AssessmentQuestion) => x.lineageId === q.lineageId)).toHaveLength(1);

    // The open assessment's answer to version 1.0 no longer counts: the new version must be answered.
    const now = await start(learner);
    expect(now.session.responses.some((r) => r.questionId === q.id)).toBe(false);
    const id = session.assessment.id;
    expect(
      (await t.api.post(`/api/learning-preferences/assessments/${id}/complete`, undefined, learner)).status,
    ).toBe(409);
    const oldAnswer = await t.api.put(
      `/api/learning-preferences/assessments/${id}/responses/${q.id}`,
      { selectedOption: q.options[0] },
      learner,
    );
    expect(oldAnswer.status).toBe(409);
    expect(oldAnswer.body.message).toBe(m.questionInactive);
    await answerAll(learner, { ...now.session, questions: [next] }, {});
    expect(
      (await t.api.post(`/api/learning-preferences/assessments/${id}/complete`, undefined, learner)).status,
    ).toBe(200);

    // Deactivated: no longer asked; activated: asked again.
    const off = await t.api.post(
      `/api/admin/assessment-questions/${next.id}/deactivate`,
      undefined,
      cast.admin,
    );
    expect(off.body.isActive).toBe(false);
    const asked = await t.api.get('/api/learning-preferences/questions', cast.student);
    expect(asked.body.some((x: AssessmentQuestion) => x.lineageId === q.lineageId)).toBe(false);
    const on = await t.api.post(`/api/admin/assessment-questions/${next.id}/activate`, undefined, cast.admin);
    expect(on.body.isActive).toBe(true);

    const created = await t.api.post(
      '/api/admin/assessment-questions',
      {
        questionText: 'I like to learn outdoors.',
        questionType: 'agreement',
        category: 'kinesthetic',
        options: ['No', 'Somewhat', 'Yes'],
      },
      cast.admin,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      version: '1.0',
      weight: 1,
      isActive: true,
      lineageId: created.body.id,
    });
    const badCategory = await t.api.post(
      '/api/admin/assessment-questions',
      { questionText: 'x', questionType: 'agreement', category: 'smell', options: ['a', 'b'] },
      cast.admin,
    );
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toBe(m.categoryInvalid);
    await t.api.post(`/api/admin/assessment-questions/${created.body.id}/deactivate`, undefined, cast.admin);
  });

  it('shows educators the spread of preferences only from 5 assessed learners up', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const path = `/api/courses/${course.id}/learning-preferences`;
    const learners = Array.from({ length: 5 }, () => fakeIdentity());
    for (const [i, learner] of learners.entries()) {
      await t.api.post('/api/enrollments', { courseId: course.id }, learner);
      const { session } = await start(learner);
      await answerAll(learner, session, i < 3 ? { visual: 4 } : { kinesthetic: 4 });
      await t.api.post(
        `/api/learning-preferences/assessments/${session.assessment.id}/complete`,
        undefined,
        learner,
      );
      const res = await t.api.get(path, cast.educator);
      expect(res.status).toBe(200);
      const figures = coursePreferenceDistributionSchema.parse(res.body);
      if (i < 4) {
        expect(figures).toEqual({
          courseId: course.id,
          minimumLearners: 5,
          enoughLearners: false,
          assessedLearners: null,
          primary: null,
          averageScores: null,
        });
      } else {
        expect(figures.assessedLearners).toBe(5);
        expect(figures.primary).toEqual([
          { style: 'visual', learners: 3 },
          { style: 'auditory', learners: 0 },
          { style: 'reading_writing', learners: 0 },
          { style: 'kinesthetic', learners: 2 },
        ]);
        expect(figures.averageScores).toContainEqual({ category: 'visual', score: 60 });
        expect(JSON.stringify(figures)).not.toMatch(/userId|selectedOption/);
      }
    }
    expect((await t.api.get(path, cast.otherEducator)).status).toBe(404);
    expect((await t.api.get(path, cast.admin)).status).toBe(200);
  }, 90_000); // 100 answers through the API: slow on a loaded machine, about 5 s otherwise

  it('forgets a deleted learner’s assessments and insights', async () => {
    const learner = fakeIdentity();
    const { session } = await start(learner);
    await answerAll(learner, session, {});
    await t.api.post(
      `/api/learning-preferences/assessments/${session.assessment.id}/complete`,
      undefined,
      learner,
    );
    expect((await t.api.get('/api/learning-insights', learner)).body.length).toBeGreaterThan(0);
    const handled = await t.service.receiveEvent({
      id: randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      payload: { userId: learner.id },
    });
    expect(handled).toBe('handled');
    expect((await t.api.get('/api/learning-preferences/assessments/latest', learner)).body).toBeNull();
    expect((await t.api.get('/api/learning-insights', learner)).body).toEqual([]);
  });
});
