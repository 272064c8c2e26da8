import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { quizMessages } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type BuiltCourse, type TestService } from './harness';

// A quiz as learners open it is kept in memory while its course's read version stands (issue 34, the quiz
// storm). What matters is that a kept quiz is never older than its rows: a change made on another instance, or
// straight into the database, shows in the next opening on every instance, and each learner sees their own part.

const question = (text: string) => ({
  type: 'single_choice',
  question: text,
  options: ['Peat bogs', 'Lawns'],
  correctAnswer: 'Peat bogs',
});

describe.each(testEngines())('a quiz kept across instances (%s)', (engine) => {
  const cast = makeCast();
  let a: TestService & { dbEnv: { DATA_DIR: string; DATABASE_URL?: string }; cleanup(): Promise<void> };
  let b: TestService;
  let course: BuiltCourse;
  let quizId: number;

  const open = (t: TestService, who = cast.student) => t.api.get(`/api/quizzes/${quizId}`, who);
  const texts = async (t: TestService) =>
    (await open(t)).body.questions.map((q: { question: string }) => q.question);

  beforeAll(async () => {
    a = await startCourseService(engine);
    b = await startCourseService(engine, {}, { env: a.dbEnv });
    course = await buildCourse(a.api, cast.educator, cast.admin, { lessonsPerModule: [2] });
    const made = await a.api.post(
      '/api/quizzes',
      { lessonId: course.lessons[0], title: 'Carbon', passingScore: 50, questions: [question('First?')] },
      cast.educator,
    );
    expect(made.status).toBe(201);
    quizId = made.body.id;
  });
  afterAll(async () => {
    await b?.service.stop();
    await a?.stop();
  });

  it('refuses a learner who is not enrolled, then opens it once they enrol on the other instance', async () => {
    expect((await open(a)).status).toBe(403);
    expect((await open(a)).body.message).toBe(quizMessages.notEnrolled);
    await b.api.post('/api/enrollments', { courseId: course.id }, cast.student);
    const opened = await open(a);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: quizId, courseId: course.id, attempts: [], passed: false });
    expect(opened.body.questions[0]).not.toHaveProperty('correctAnswers');
  });

  it('shows an attempt made on the other instance, to that learner only', async () => {
    const questionId = (await open(a)).body.questions[0].id;
    const sent = await b.api.post(
      `/api/quizzes/${quizId}/submissions`,
      { answers: [{ questionId, answer: 'Peat bogs' }] },
      cast.student,
    );
    expect(sent.status).toBe(201);
    const mine = (await open(a)).body;
    expect(mine.passed).toBe(true);
    expect(mine.attempts.map((x: { id: number }) => x.id)).toEqual([sent.body.submission.id]);
    await b.api.post('/api/enrollments', { courseId: course.id }, cast.student2);
    const theirs = (await open(a, cast.student2)).body;
    expect(theirs).toMatchObject({ attempts: [], passed: false });
  });

  it('shows questions an educator changed on the other instance, or that were changed in the database', async () => {
    expect(await texts(a)).toEqual(['First?']);
    const changed = await b.api.patch(
      `/api/quizzes/${quizId}`,
      { questions: [question('Second?'), question('Third?')] },
      cast.educator,
    );
    expect(changed.status).toBe(200);
    expect(await texts(a)).toEqual(['Second?', 'Third?']);
    // A question row alone, written by a script: the quiz row itself is untouched.
    await a.service.ctx.db.execute(
      sql`update quiz_questions set question = 'Rewritten?' where quiz_id = ${quizId} and question = 'Third?'`,
    );
    expect(await texts(a)).toEqual(['Second?', 'Rewritten?']);
    await a.service.ctx.db.execute(
      sql`delete from quiz_questions where quiz_id = ${quizId} and question = 'Second?'`,
    );
    expect(await texts(a)).toEqual(['Rewritten?']);
  });

  it('gives the educator the whole quiz from the same kept copy, and the learner never the answers', async () => {
    expect((await open(a)).body.questions[0]).not.toHaveProperty('correctAnswers');
    const whole = (await open(a, cast.educator)).body;
    expect(whole.canManage).toBe(true);
    expect(whole.questions[0].correctAnswers).toEqual(['Peat bogs']);
    expect(whole.attempts).toEqual([]);
    expect((await open(a)).body.questions[0]).not.toHaveProperty('correctAnswers');
  });

  it('stops serving it once the learner leaves, the course is hidden or the quiz is deleted elsewhere', async () => {
    await a.service.ctx.db.execute(
      sql`delete from enrollments where user_id = ${cast.student2!.id} and course_id = ${course.id}`,
    );
    expect((await open(a, cast.student2)).status).toBe(403);
    expect((await open(a)).status).toBe(200);
    await a.service.ctx.db.execute(sql`update courses set status = 'draft' where id = ${course.id}`);
    expect((await open(a)).status).toBe(404);
    await a.service.ctx.db.execute(sql`update courses set status = 'approved' where id = ${course.id}`);
    expect((await open(a)).status).toBe(200);
    expect((await b.api.delete(`/api/quizzes/${quizId}`, cast.educator)).status).toBe(204);
    const gone = await open(a);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(quizMessages.quizNotFound);
  });
});
