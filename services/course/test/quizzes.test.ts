import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { quizResultSchema, quizSchema, type Identity } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import {
  fakeIdentity,
  type IdentityStandIn,
  standInIdentityService,
  testEngines,
} from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';
import { outboxEvents, sampleQuiz } from './studio-fixtures';

/** Quizzes: building them (validation), reading them (answers hidden), grading, progress, feedback. */
describe.each(testEngines())('quizzes (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let identity: IdentityStandIn;
  // Learners the identity stand-in knows (certificates a lesson removal issues need their names).
  const known: Identity[] = [cast.student, cast.student2];
  const newLearner = (overrides: Partial<Identity> = {}) => {
    const learner = fakeIdentity(overrides);
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

  const enrol = async (learner: Identity, courseId: number) => {
    const res = await t.api.post('/api/enrollments', { courseId }, learner);
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const progressOf = async (learner: Identity, courseId: number) => {
    const res = await t.api.get(`/api/enrollments/course/${courseId}/user/${learner.id}`, learner);
    return { progress: res.body.progress as number, completed: res.body.completed as boolean };
  };

  it('answers every validation message of the quiz builder', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const lessonId = course.lessons[0]!;
    const base = sampleQuiz(lessonId);
    const question = base.questions[0]!;
    const cases: [unknown, string][] = [
      [{ ...base, title: ' ' }, 'Quiz title is required'],
      [{ ...base, lessonId: undefined }, 'Lesson is required'],
      [{ ...base, questions: [] }, 'Add at least one question'],
      [{ ...base, passingScore: 101 }, 'Passing score must be a whole number from 0 to 100'],
      [{ ...base, questions: [{ ...question, question: '' }] }, 'Question is required'],
      [{ ...base, questions: [{ ...question, options: ['Only one'] }] }, 'At least 2 options required'],
      [{ ...base, questions: [{ ...question, options: undefined }] }, 'At least 2 options required'],
      [
        {
          ...base,
          questions: [{ type: 'multiple_choice', question: 'Pick', options: ['A'], correctAnswers: ['A'] }],
        },
        'At least 2 options required',
      ],
      [{ ...base, questions: [{ ...question, correctAnswer: undefined }] }, 'Correct answer is required'],
      [
        { ...base, questions: [{ ...question, correctAnswer: 'Nitrogen' }] },
        'The correct answer must be one of the options',
      ],
      [
        {
          ...base,
          questions: [
            { ...question, correctAnswer: undefined, correctAnswers: ['Oxygen', 'Carbon dioxide'] },
          ],
        },
        'A single-choice question has exactly one correct answer',
      ],
      [
        { ...base, questions: [{ type: 'true_false', question: 'Q', correctAnswer: 'maybe' }] },
        'The correct answer must be true or false',
      ],
      [
        { ...base, questions: [{ ...question, type: 'essay' }] },
        'Question type must be single_choice, multiple_choice, true_false or short_answer',
      ],
      [
        { ...base, questions: [{ ...question, options: ['A', 'A'], correctAnswer: 'A' }] },
        'Options must be different from each other',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.api.post('/api/quizzes', body, cast.educator);
      expect(res.status, message).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const none = await t.api.post('/api/quizzes', { ...base, lessonId: 987654 }, cast.educator);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Lesson not found');
    const patch = await t.api.patch('/api/quizzes/987654', { title: 'X' }, cast.educator);
    expect(patch.status).toBe(404);
    const created = await t.api.post('/api/quizzes', base, cast.educator);
    expect((await t.api.patch(`/api/quizzes/${created.body.id}`, {}, cast.educator)).body.message).toBe(
      'Nothing to update',
    );
    const feedback = await t.api.post(
      '/api/quiz-submissions/987654/feedback',
      { comment: ' ' },
      cast.educator,
    );
    expect(feedback.body.message).toBe('Feedback is required');
  });

  it('hides correct answers and explanations from learners before they submit, and grades every type', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const made = await t.api.post(
      '/api/quizzes',
      {
        lessonId: course.lessons[0],
        title: 'Every kind of question',
        passingScore: 75,
        questions: [
          {
            type: 'single_choice',
            question: 'Pick B',
            options: ['A', 'B', 'C'],
            correctAnswer: 'B',
            explanation: 'B it is.',
          },
          {
            type: 'multiple_choice',
            question: 'Pick A and C',
            options: ['A', 'B', 'C'],
            correctAnswers: ['A', 'C'],
          },
          { type: 'true_false', question: 'Soil is alive', correctAnswer: 'True' },
          {
            type: 'short_answer',
            question: 'Name the process',
            correctAnswers: ['Photosynthesis', 'photo synthesis'],
          },
        ],
      },
      cast.educator,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const full = quizSchema.parse(made.body);
    expect(full.questions[0]).toMatchObject({ correctAnswers: ['B'], explanation: 'B it is.' });
    expect(full.questions[2]).toMatchObject({ options: ['True', 'False'], correctAnswers: ['True'] });
    const [single, multiple, trueFalse, short] = full.questions.map((q) => q.id);

    const learner = newLearner();
    await enrol(learner, course.id);
    const seen = await t.api.get(`/api/quizzes/${full.id}`, learner);
    expect(seen.status).toBe(200);
    expect(seen.body.canManage).toBe(false);
    const text = JSON.stringify(seen.body);
    expect(text).not.toContain('correctAnswers');
    expect(text).not.toContain('explanation');
    expect(text).not.toContain('B it is.');
    expect(seen.body.questions[1].options).toEqual(['A', 'B', 'C']);

    const submit = (answers: { questionId: number; answer: unknown }[]) =>
      t.api.post(`/api/quizzes/${full.id}/submissions`, { answers }, learner);
    const wrong = await submit([
      { questionId: single!, answer: 'A' },
      { questionId: multiple!, answer: ['A'] }, // a subset is not the set
      { questionId: trueFalse!, answer: 'false' },
      { questionId: short!, answer: 'respiration' },
    ]);
    expect(wrong.status).toBe(201);
    const w = quizResultSchema.parse(wrong.body);
    expect(w.submission.score).toBe(0);
    expect(w.submission.passed).toBe(false);
    expect(w.results.map((r) => r.correct)).toEqual([false, false, false, false]);
    expect(w.results[0]!.explanation).toBe('B it is.');
    expect(JSON.stringify(wrong.body)).not.toContain('correctAnswers');

    const superset = await submit([{ questionId: multiple!, answer: ['A', 'B', 'C'] }]);
    expect(superset.body.results[1].correct).toBe(false); // unanswered ones are wrong too
    expect(superset.body.submission.score).toBe(0);

    const right = await submit([
      { questionId: single!, answer: 'B' },
      { questionId: multiple!, answer: ['C', 'A'] },
      { questionId: trueFalse!, answer: true },
      { questionId: short!, answer: '  PHOTOsynthesis ' },
    ]);
    const r = quizResultSchema.parse(right.body);
    expect(r.results.map((x) => x.correct)).toEqual([true, true, true, true]);
    expect(r.submission).toMatchObject({ score: 100, passed: true });
    // Spaces inside the answer do not matter either.
    const spaced = await submit([{ questionId: short!, answer: 'photo  synthesis' }]);
    expect(spaced.body.results[3].correct).toBe(true);
    expect(spaced.body.submission.score).toBe(25);

    const unknown = await submit([{ questionId: 987654, answer: 'x' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('An answer names a question that is not in this quiz');

    const after = await t.api.get(`/api/quizzes/${full.id}`, learner);
    expect(after.body.passed).toBe(true);
    expect(after.body.attempts.map((a: { score: number }) => a.score)).toEqual([25, 100, 0, 0]);
    const list = await t.api.get(`/api/lessons/${course.lessons[0]}/quizzes`, learner);
    expect(list.body).toEqual([
      expect.objectContaining({ id: full.id, questionCount: 4, passed: true, bestScore: 100 }),
    ]);
  });

  it('counts passed quizzes in progress; adding and deleting quizzes and lessons keeps it right', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2] });
    const [l1, l2] = course.lessons;
    const q1 = (await t.api.post('/api/quizzes', sampleQuiz(l1!), cast.educator)).body;
    const learner = newLearner({ firstName: 'Quiz', lastName: 'Taker' });
    const other = newLearner();
    await enrol(learner, course.id);
    await enrol(other, course.id);
    // Two lessons and one quiz: 3 things to do.
    await t.api.post('/api/lesson-completions', { lessonId: l1 }, learner);
    expect(await progressOf(learner, course.id)).toEqual({ progress: 33, completed: false });
    const pass = (quiz: typeof q1, who: Identity) =>
      t.api.post(
        `/api/quizzes/${quiz.id}/submissions`,
        {
          answers: [
            { questionId: quiz.questions[0].id, answer: 'Carbon dioxide' },
            { questionId: quiz.questions[1].id, answer: 'true' },
          ],
        },
        who,
      );
    const passed = await pass(q1, learner);
    expect(passed.body).toMatchObject({ progress: 67, courseCompleted: false, certificateCode: null });
    expect(await progressOf(learner, course.id)).toEqual({ progress: 67, completed: false });
    // A retake that fails does not undo the pass.
    await t.api.post(`/api/quizzes/${q1.id}/submissions`, { answers: [] }, learner);
    expect(await progressOf(learner, course.id)).toEqual({ progress: 67, completed: false });

    // A new quiz is one more thing to do: 2 of 4.
    const q2 = (await t.api.post('/api/quizzes', sampleQuiz(l2!), cast.educator)).body;
    expect(await progressOf(learner, course.id)).toEqual({ progress: 50, completed: false });
    // Deleting it gives the 67 back.
    expect((await t.api.delete(`/api/quizzes/${q2.id}`, cast.educator)).status).toBe(204);
    expect(await progressOf(learner, course.id)).toEqual({ progress: 67, completed: false });
    // Deleting the lesson left to do (with no quiz) finishes the course: everything else is done.
    expect((await t.api.delete(`/api/lessons/${l2}`, cast.educator)).status).toBe(204);
    expect(await progressOf(learner, course.id)).toEqual({ progress: 100, completed: true });
    const certificates = await t.api.get('/api/certificates', learner);
    expect(certificates.body.map((c: { courseId: number }) => c.courseId)).toContain(course.id);
    // The other learner did nothing: 0 of 2 (lesson 1 and its quiz).
    expect(await progressOf(other, course.id)).toEqual({ progress: 0, completed: false });
    await t.api.post('/api/lesson-completions', { lessonId: l1 }, other);
    expect(await progressOf(other, course.id)).toEqual({ progress: 50, completed: false });
    // Passing the last quiz finishes the course, certificate included.
    const finishing = await pass(q1, other);
    expect(finishing.body).toMatchObject({ progress: 100, courseCompleted: true });
    expect(finishing.body.certificateCode).toEqual(expect.any(String));
    expect(await progressOf(other, course.id)).toEqual({ progress: 100, completed: true });
  });

  it('lets the educator see submissions and leave feedback: milestone and event', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const quiz = (await t.api.post('/api/quizzes', sampleQuiz(course.lessons[0]!), cast.educator)).body;
    const enrollmentId = await enrol(cast.student, course.id);
    const sub = await t.api.post(
      `/api/quizzes/${quiz.id}/submissions`,
      { answers: [{ questionId: quiz.questions[0].id, answer: 'Oxygen' }] },
      cast.student,
    );
    const list = await t.api.get(`/api/quizzes/${quiz.id}/submissions`, cast.educator);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: sub.body.submission.id,
        userId: cast.student.id,
        learnerName: 'Ada Lovelace',
        score: 0,
        passed: false,
        feedback: null,
        answers: [
          { questionId: quiz.questions[0].id, answer: '"Oxygen"', correct: false },
          { questionId: quiz.questions[1].id, answer: 'null', correct: false },
        ],
      }),
    ]);
    const given = await t.api.post(
      `/api/quiz-submissions/${sub.body.submission.id}/feedback`,
      { comment: 'Plants take in carbon dioxide; read section 2 again.' },
      cast.educator,
    );
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      feedback: 'Plants take in carbon dioxide; read section 2 again.',
      feedbackProvidedAt: expect.any(String),
    });
    const milestones = await t.api.get(`/api/enrollments/${enrollmentId}/milestones`, cast.student);
    const feedback = milestones.body.filter((m: { type: string }) => m.type === 'feedback_received');
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toMatchObject({
      title: `Feedback received on ${quiz.title}`,
      metadata: { fromInstructor: true, quizId: quiz.id, submissionId: sub.body.submission.id },
    });
    const events = await outboxEvents(t, 'quiz.feedback_given');
    expect(events).toContainEqual({
      learnerId: cast.student.id,
      courseId: course.id,
      quizId: quiz.id,
      submissionId: sub.body.submission.id,
      lessonId: course.lessons[0],
    });
    // The learner sees it with their attempt.
    const mine = await t.api.get(`/api/quizzes/${quiz.id}`, cast.student);
    expect(mine.body.attempts[0].feedback).toBe('Plants take in carbon dioxide; read section 2 again.');
  });

  it('forgets a deleted learner’s attempts and the feedback on them (user.deleted)', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const quiz = (await t.api.post('/api/quizzes', sampleQuiz(course.lessons[0]!), cast.educator)).body;
    const leaving = newLearner();
    const staying = newLearner();
    for (const learner of [leaving, staying]) {
      await enrol(learner, course.id);
      await t.api.post(`/api/quizzes/${quiz.id}/submissions`, { answers: [] }, learner);
    }
    const [mine] = (await t.api.get(`/api/quizzes/${quiz.id}/submissions`, cast.educator)).body.filter(
      (s: { userId: number }) => s.userId === leaving.id,
    );
    await t.api.post(`/api/quiz-submissions/${mine.id}/feedback`, { comment: 'Try again' }, cast.educator);
    expect(
      await t.service.receiveEvent({
        id: randomUUID(),
        type: 'user.deleted',
        source: 'identity',
        occurredAt: new Date().toISOString(),
        payload: { userId: leaving.id },
      }),
    ).toBe('handled');
    const left = (await t.api.get(`/api/quizzes/${quiz.id}/submissions`, cast.educator)).body;
    expect(left.map((s: { userId: number }) => s.userId)).toEqual([staying.id]);
    const feedback = await t.service.ctx.db.execute(
      sql`select count(*)::int as n from instructor_feedback where student_id = ${leaving.id}`,
    );
    expect(Number(rowsOf<{ n: number }>(feedback)[0]!.n)).toBe(0);
  });
});
