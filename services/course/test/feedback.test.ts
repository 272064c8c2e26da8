import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedbackItemSchema,
  feedbackMessages,
  feedbackPageSchema,
  learnerFeedbackContextSchema,
  type Identity,
} from '@canopy/contracts';
import { type IdentityStandIn, standInIdentityService, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type BuiltCourse, type TestService } from './harness';
import { outboxEvents, sampleQuiz } from './studio-fixtures';

const TITLE = 'Composting at home, step by step';

/** Instructor feedback: who may give it, who reads it, what it records and tells. */
describe.each(testEngines())('instructor feedback (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let identity: IdentityStandIn;
  let course: BuiltCourse;
  let enrollmentId: number;
  let submissionId: number;
  let quizId: number;

  beforeAll(async () => {
    identity = await standInIdentityService({
      users: [cast.student, cast.student2, cast.educator, cast.admin],
    });
    t = await startCourseService(engine, { IDENTITY_URL: identity.url });
    course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1, 1], title: TITLE });
    enrollmentId = (await t.api.post('/api/enrollments', { courseId: course.id }, cast.student)).body.id;
    await t.api.post('/api/enrollments', { courseId: course.id }, cast.student2);
    const quiz = (await t.api.post('/api/quizzes', sampleQuiz(course.lessons[1]!), cast.educator)).body;
    quizId = quiz.id;
    const sub = await t.api.post(`/api/quizzes/${quiz.id}/submissions`, { answers: [] }, cast.student);
    submissionId = sub.body.submission.id;
  });
  afterAll(async () => {
    await t?.stop();
    await identity?.stop();
  });

  const give = (body: Record<string, unknown>, as: Identity | null = cast.educator, courseId = course.id) =>
    t.api.post(`/api/courses/${courseId}/feedback`, { studentId: cast.student.id, ...body }, as);
  const mine = (as: Identity | null, query = '') =>
    t.api.get(`/api/courses/${course.id}/feedback${query}`, as);

  it('lets only the course’s educator and administrators give it (role matrix)', async () => {
    const body = { feedbackType: 'course', content: 'Good steady pace.' };
    const expected: [string, Identity | null, number][] = [
      ['visitor', cast.visitor, 401],
      ['student', cast.student, 403],
      ['suspended', cast.suspended, 403],
      ['pending educator', cast.pendingEducator, 403],
      ['another educator', cast.otherEducator, 404],
      ['the course’s educator', cast.educator, 201],
      ['administrator', cast.admin, 201],
    ];
    for (const [who, as, status] of expected) {
      const res = await give(body, as);
      expect(res.status, who).toBe(status);
    }
    const context = (as: Identity | null) =>
      t.api.get(`/api/courses/${course.id}/learners/${cast.student.id}/feedback`, as);
    expect((await context(cast.visitor)).status).toBe(401);
    expect((await context(cast.student)).status).toBe(403);
    expect((await context(cast.otherEducator)).status).toBe(404);
    expect((await context(cast.admin)).status).toBe(200);
    const seen = await context(cast.educator);
    expect(seen.status).toBe(200);
    const parsed = learnerFeedbackContextSchema.parse(seen.body);
    expect(parsed.learner).toMatchObject({ userId: cast.student.id, name: 'Ada Lovelace' });
    expect(parsed.submissions).toEqual([expect.objectContaining({ id: submissionId, quizId })]);
    expect(parsed.feedback.map((f) => f.instructorName)).toEqual(['Admin User', 'Rachel Carson']);
  });

  it('answers bad input with the contract’s messages and never stores it', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ feedbackType: 'course', content: ' ' }, 400, feedbackMessages.contentRequired],
      [{ feedbackType: 'course', content: 'x'.repeat(5001) }, 400, feedbackMessages.contentMax],
      [{ feedbackType: 'praise', content: 'Hi' }, 400, feedbackMessages.typeInvalid],
      [{ feedbackType: 'lesson', content: 'Hi' }, 400, feedbackMessages.lessonRequired],
      [{ feedbackType: 'quiz', content: 'Hi' }, 400, feedbackMessages.submissionRequired],
      [{ feedbackType: 'lesson', content: 'Hi', relatedId: 987654 }, 400, feedbackMessages.lessonNotInCourse],
      [{ feedbackType: 'reflection', content: 'Hi' }, 400, feedbackMessages.noReflection],
      [{ feedbackType: 'goal', content: 'Hi' }, 400, feedbackMessages.noGoal],
      [{ feedbackType: 'quiz', content: 'Hi', relatedId: 987654 }, 404, feedbackMessages.submissionNotFound],
      [
        { feedbackType: 'quiz', content: 'Hi', relatedId: submissionId, studentId: cast.student2.id },
        404,
        feedbackMessages.submissionNotFound,
      ],
      [
        { feedbackType: 'course', content: 'Hi', studentId: cast.admin.id },
        404,
        feedbackMessages.learnerNotEnrolled,
      ],
    ];
    const before = feedbackPageSchema.parse((await mine(cast.student)).body).total;
    for (const [body, status, message] of cases) {
      const res = await give(body);
      expect(res.status, message).toBe(status);
      expect(res.body).toMatchObject({ message, code: expect.any(String) });
    }
    expect((await give({ feedbackType: 'course', content: 'Hi' }, cast.educator, 987654)).status).toBe(404);
    expect(feedbackPageSchema.parse((await mine(cast.student)).body).total).toBe(before);
    expect((await mine(cast.student, '?pageSize=51')).status).toBe(400);
  });

  it('records every kind, with a milestone and the event, and shows each learner only their own', async () => {
    await t.api.patch(
      `/api/enrollments/${enrollmentId}`,
      { reflection: 'Composting changed how I see waste.', personalGoal: 'Start a worm bin' },
      cast.student,
    );
    const lesson = course.lessons[0]!;
    const kinds = [
      { feedbackType: 'lesson', content: 'Your notes on lesson one were sharp.', relatedId: lesson },
      { feedbackType: 'reflection', content: 'A thoughtful reflection.' },
      { feedbackType: 'goal', content: 'A worm bin is a great first goal.' },
      { feedbackType: 'quiz', content: 'Read the photosynthesis part again.', relatedId: submissionId },
    ];
    const given = [];
    for (const body of kinds) {
      const res = await give(body);
      expect(res.status, body.feedbackType).toBe(201);
      given.push(feedbackItemSchema.parse(res.body));
    }
    expect(given[0]).toMatchObject({ lesson: { id: lesson }, quiz: null, instructorName: 'Rachel Carson' });
    expect(given[3]).toMatchObject({
      feedbackType: 'quiz',
      relatedId: submissionId,
      lesson: { id: course.lessons[1] },
      quiz: { id: quizId, score: 0 },
    });

    // The learner reads all of theirs, newest first, paged; or only what is about one lesson.
    const all = feedbackPageSchema.parse((await mine(cast.student, '?pageSize=3')).body);
    expect(all.total).toBe(6);
    expect(all.items.map((f) => f.feedbackType)).toEqual(['quiz', 'goal', 'reflection']);
    const second = feedbackPageSchema.parse((await mine(cast.student, '?pageSize=3&page=2')).body);
    expect(second.items.map((f) => f.feedbackType)).toEqual(['lesson', 'course', 'course']);
    const aboutQuizLesson = feedbackPageSchema.parse(
      (await mine(cast.student, `?lessonId=${course.lessons[1]}`)).body,
    );
    expect(aboutQuizLesson.items.map((f) => f.content)).toEqual(['Read the photosynthesis part again.']);
    const aboutFirst = feedbackPageSchema.parse((await mine(cast.student, `?lessonId=${lesson}`)).body);
    expect(aboutFirst.items.map((f) => f.feedbackType)).toEqual(['lesson']);

    // Nobody else sees them: another learner, the course's educator and another educator read only their own.
    for (const other of [cast.student2, cast.educator, cast.otherEducator]) {
      const res = await mine(other);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(0);
    }
    expect((await mine(cast.visitor)).status).toBe(401);

    // Quiz feedback is also the submission's own, as the quiz route leaves it.
    const quiz = await t.api.get(`/api/quizzes/${quizId}`, cast.student);
    expect(quiz.body.attempts[0].feedback).toBe('Read the photosynthesis part again.');

    // One feedback_received milestone per piece of feedback.
    const milestones = (await t.api.get(`/api/enrollments/${enrollmentId}/milestones`, cast.student))
      .body as {
      type: string;
      title: string;
      metadata: Record<string, unknown>;
    }[];
    const received = milestones.filter((m) => m.type === 'feedback_received');
    expect(received).toHaveLength(6);
    expect(received.map((m) => m.title)).toEqual(
      expect.arrayContaining([
        'Feedback received on your reflection',
        'Feedback received on your learning goal',
        `Feedback received on ${TITLE}`,
      ]),
    );

    // The events live-session turns into notifications.
    const events = await outboxEvents(t, 'course.feedback_given');
    expect(events).toContainEqual({
      feedbackId: given[0]!.id,
      learnerId: cast.student.id,
      courseId: course.id,
      courseTitle: TITLE,
      feedbackType: 'lesson',
      lessonId: lesson,
    });
    expect(events.filter((e) => e.learnerId === cast.student.id)).toHaveLength(5);
    expect(await outboxEvents(t, 'quiz.feedback_given')).toContainEqual(
      expect.objectContaining({ submissionId, learnerId: cast.student.id }),
    );
  });
});
