import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentSchema, quizResultSchema, type Identity } from '@canopy/contracts';
import {
  fakeIdentity,
  type IdentityStandIn,
  standInIdentityService,
  testEngines,
} from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';
import { sampleQuiz } from './studio-fixtures';

/**
 * What a learner learns after submitting (the correct answer of each question they got wrong, never before), and
 * where they continue once every lesson is done but a quiz is not passed yet.
 */
describe.each(testEngines())('quiz review and where to continue (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let identity: IdentityStandIn;
  const known: Identity[] = [cast.student, cast.student2];
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

  it('gives the correct answer of each wrong question in the result only, never in the quiz as read', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const made = await t.api.post(
      '/api/quizzes',
      {
        lessonId: course.lessons[0],
        title: 'Soil basics',
        questions: [
          {
            type: 'single_choice',
            question: 'Pick Loam',
            options: ['Sand', 'Loam', 'Clay'],
            correctAnswer: 'Loam',
          },
          {
            type: 'multiple_choice',
            question: 'Pick the living ones',
            options: ['Worms', 'Stones', 'Fungi'],
            correctAnswers: ['Worms', 'Fungi'],
          },
          { type: 'true_false', question: 'Compost needs air.', correctAnswer: 'true' },
          { type: 'short_answer', question: 'Name it', correctAnswers: ['Humus', 'humic matter'] },
        ],
      },
      cast.educator,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const questionIds = (made.body.questions as { id: number }[]).map((q) => q.id);
    const learner = newLearner();
    expect((await t.api.post('/api/enrollments', { courseId: course.id }, learner)).status).toBe(201);

    const before = await t.api.get(`/api/quizzes/${made.body.id}`, learner);
    expect(before.status).toBe(200);
    const read = JSON.stringify(before.body);
    expect(read).not.toContain('correctAnswer');
    expect(read).not.toContain('Humus');

    const [single, multiple, trueFalse, short] = questionIds;
    const res = await t.api.post(
      `/api/quizzes/${made.body.id}/submissions`,
      {
        answers: [
          { questionId: single, answer: 'Clay' },
          { questionId: multiple, answer: ['Worms', 'Fungi'] },
          { questionId: trueFalse, answer: false },
          { questionId: short, answer: 'peat' },
        ],
      },
      learner,
    );
    expect(res.status).toBe(201);
    const result = quizResultSchema.parse(res.body);
    expect(result.results.map((r) => [r.correct, r.correctAnswer])).toEqual([
      [false, 'Loam'],
      [true, null],
      [false, 'True'],
      [false, 'Humus or humic matter'],
    ]);

    // A wrong multiple-choice answer names every right option.
    const again = await t.api.post(
      `/api/quizzes/${made.body.id}/submissions`,
      { answers: [{ questionId: multiple, answer: ['Worms'] }] },
      learner,
    );
    expect(again.body.results[1]).toMatchObject({ correct: false, correctAnswer: 'Worms, Fungi' });

    // Reading the quiz again after submitting still carries no answers.
    const after = await t.api.get(`/api/quizzes/${made.body.id}`, learner);
    expect(JSON.stringify(after.body)).not.toContain('correctAnswer');
  });

  it("names the first unpassed quiz's lesson as where to continue once the lessons are done", async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2, 1] });
    const [l1, l2, l3] = course.lessons;
    // Quizzes on the second and third lessons; created out of course order on purpose.
    const q3 = (await t.api.post('/api/quizzes', sampleQuiz(l3!), cast.educator)).body;
    const q2 = (await t.api.post('/api/quizzes', sampleQuiz(l2!), cast.educator)).body;
    const learner = newLearner();
    await t.api.post('/api/enrollments', { courseId: course.id }, learner);
    const mine = async () => {
      const res = await t.api.get('/api/enrollments', learner);
      expect(res.status).toBe(200);
      const list = (res.body as unknown[]).map((e) => enrollmentSchema.parse(e));
      return list.find((e) => e.courseId === course.id)!;
    };
    expect(await mine()).toMatchObject({ nextLessonId: l1, nextQuizLessonId: l2 });

    for (const lessonId of [l1, l2, l3]) {
      await t.api.post('/api/lesson-completions', { lessonId }, learner);
    }
    expect(await mine()).toMatchObject({ nextLessonId: null, nextQuizLessonId: l2 });

    const pass = (quiz: { id: number; questions: { id: number }[] }) =>
      t.api.post(
        `/api/quizzes/${quiz.id}/submissions`,
        {
          answers: [
            { questionId: quiz.questions[0]!.id, answer: 'Carbon dioxide' },
            { questionId: quiz.questions[1]!.id, answer: 'true' },
          ],
        },
        learner,
      );
    expect((await pass(q2)).status).toBe(201);
    expect(await mine()).toMatchObject({ nextLessonId: null, nextQuizLessonId: l3, completed: false });
    expect((await pass(q3)).status).toBe(201);
    expect(await mine()).toMatchObject({ nextQuizLessonId: null, completed: true });

    // The single-enrollment read carries it too.
    const one = await t.api.get(`/api/enrollments/course/${course.id}/user/${learner.id}`, learner);
    expect(one.body.nextQuizLessonId).toBeNull();
  });
});
