import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  notificationTemplates as T,
  notificationTypes,
  type DomainEventType,
  type UserNotification,
} from '@canopy/contracts';
import {
  EventRejectedError,
  createInProcessEventBus,
  createService,
  rowsOf,
  type InProcessEventBus,
} from '@canopy/service-kit';
import {
  createTestDatabase,
  fakeIdentity,
  freePort,
  identityHeaders,
  testKeyEnv,
  testEngines,
  type TestDatabase,
} from '@canopy/service-kit/testing';
import { liveSessionHandledEvents } from '../src';
import { startLiveSessions, type TestLiveSessions, type User } from './harness';
import { connect } from './ws-client';

const silent = pino({ level: 'silent' });

/** Another service's stand-in: POST /emit writes the given event to its outbox, as the real emitters do. */
async function startEmitter(db: TestDatabase, eventBus: InProcessEventBus) {
  return createService(
    {
      name: 'emitter',
      defaultPort: 0,
      schema: {},
      deps: () => ({}),
      routes(router, _deps, ctx) {
        router.post('/emit', async (req, res) => {
          const { type, payload } = req.body as { type: DomainEventType; payload: never };
          await ctx.db.transaction((tx) => ctx.events.on(tx).emit(type, payload));
          res.status(201).json({});
        });
      },
    },
    {
      logger: silent,
      eventBus,
      env: {
        ...db.env,
        ...testKeyEnv('live-session'),
        EVENT_RETRY_BASE_MS: '20',
        EVENT_RETRY_MAX_MS: '50',
        EVENT_POLL_MS: '60000',
      },
    },
  );
}

describe.each(testEngines())('notifications from other domains (%s)', (engine) => {
  let t: TestLiveSessions;
  const educator = fakeIdentity({ role: 'educator' });
  const learner = fakeIdentity();
  const author = fakeIdentity();
  const replier = fakeIdentity();

  beforeAll(async () => {
    t = await startLiveSessions(engine);
  });
  afterAll(() => t?.stop());

  async function mine(user: User): Promise<UserNotification[]> {
    const res = await t.api.get('/api/notifications', user);
    expect(res.status).toBe(200);
    return notificationListSchema.parse(res.body);
  }
  /** As the event engine delivers it (the inbox included). */
  async function deliver(type: string, payload: unknown, id: string = crypto.randomUUID()) {
    const envelope = { id, type, source: 'other', occurredAt: new Date().toISOString(), payload };
    return { status: await t.service.receiveEvent(envelope) };
  }

  it('subscribes every event kind it turns into notifications', () => {
    expect(liveSessionHandledEvents).toEqual(
      expect.arrayContaining([
        'educator.reviewed',
        'course.review_changed',
        'quiz.feedback_given',
        'course.feedback_given',
        'forum.reply_posted',
        'forum.answer_marked',
      ]),
    );
  });

  it('tells an educator of the decision on their account, with the reason of a rejection', async () => {
    const rejected = fakeIdentity({ role: 'educator', status: 'pending' });
    await deliver('educator.reviewed', {
      userId: educator.id,
      decision: 'approved',
      reason: null,
      actorId: 1,
    });
    await deliver('educator.reviewed', {
      userId: rejected.id,
      decision: 'rejected',
      reason: 'No teaching sample',
      actorId: 1,
    });
    expect(await mine(educator)).toEqual([
      expect.objectContaining({
        title: 'Educator account approved',
        message: 'Your educator account has been approved. You can now create courses and live sessions.',
        type: 'educator_review',
        link: '/educator',
        read: false,
      }),
    ]);
    expect(await mine(rejected)).toEqual([
      expect.objectContaining({
        title: 'Educator application not approved',
        message: 'Your educator application was not approved. Reason: No teaching sample',
        link: '/pending-approval',
        // Beside the English: the templates and values a page in another language translates.
        titleText: { key: T.educatorRejectedTitle },
        messageText: { key: T.educatorRejectedReason, values: { reason: 'No teaching sample' } },
      }),
    ]);
  });

  it('tells the educator of course decisions (approved, rejected, sent back), not of their own submission', async () => {
    const base = { courseId: 8, courseTitle: 'Soil Basics', educatorId: educator.id, actorId: 1 };
    await deliver('course.review_changed', {
      ...base,
      transition: 'submitted',
      reason: null,
      actorId: educator.id,
    });
    await deliver('course.review_changed', {
      ...base,
      transition: 'sent_back',
      reason: 'Add a lesson on clay',
    });
    await deliver('course.review_changed', { ...base, transition: 'rejected', reason: null });
    await deliver('course.review_changed', { ...base, transition: 'approved', reason: null });
    const course = (await mine(educator)).filter((n) => n.type === 'course_review');
    expect(course.map((n) => [n.title, n.message, n.relatedId, n.link])).toEqual([
      [
        'Course approved',
        'Your course "Soil Basics" has been approved and is now published.',
        8,
        '/educator',
      ],
      ['Course rejected', 'Your course "Soil Basics" was rejected.', 8, '/educator'],
      [
        'Course sent back for changes',
        'Your course "Soil Basics" was sent back for changes. Reason: Add a lesson on clay',
        8,
        '/educator',
      ],
    ]);
  });

  it('tells a learner of quiz feedback, linking the lesson', async () => {
    await deliver('quiz.feedback_given', {
      learnerId: learner.id,
      courseId: 4,
      quizId: 5,
      submissionId: 6,
      lessonId: 7,
    });
    expect(await mine(learner)).toEqual([
      expect.objectContaining({
        title: 'New quiz feedback',
        message: 'Your instructor left feedback on your quiz.',
        type: 'quiz_feedback',
        relatedId: 6,
        link: '/courses/4/lessons/7#instructor-feedback',
      }),
    ]);
  });

  it('tells a learner of other feedback, linking the lesson page or the course’s Feedback tab', async () => {
    const other = fakeIdentity();
    const given = { learnerId: other.id, courseId: 4, courseTitle: 'Soil Basics' };
    await deliver('course.feedback_given', {
      ...given,
      feedbackId: 31,
      feedbackType: 'reflection',
      lessonId: null,
    });
    await deliver('course.feedback_given', { ...given, feedbackId: 32, feedbackType: 'lesson', lessonId: 9 });
    const got = await mine(other);
    expect(got.map((n) => [n.type, n.title, n.message, n.relatedId, n.link])).toEqual(
      expect.arrayContaining([
        [
          'instructor_feedback',
          'New feedback from your instructor',
          'Your instructor left feedback on your reflection in "Soil Basics".',
          31,
          '/courses/4/dashboard?tab=feedback',
        ],
        [
          'instructor_feedback',
          'New feedback from your instructor',
          'Your instructor left feedback on a lesson of "Soil Basics".',
          32,
          '/courses/4/lessons/9#instructor-feedback',
        ],
      ]),
    );
    expect(got).toHaveLength(2);
    // A payload that does not parse is refused, not half-applied.
    await expect(deliver('course.feedback_given', { ...given, feedbackType: 'quiz' })).rejects.toBeInstanceOf(
      EventRejectedError,
    );
    expect(await mine(other)).toHaveLength(2);
  });

  it('tells a discussion’s author of a reply (once, never of their own) and a reply’s author of the answer', async () => {
    const reply = {
      discussionId: 21,
      topicId: 2,
      discussionTitle: 'Compost smells',
      discussionAuthorId: author.id,
      replyId: 31,
      replyAuthorId: replier.id,
    };
    const id = crypto.randomUUID();
    expect(await deliver('forum.reply_posted', reply, id)).toEqual({ status: 'handled' });
    expect(await deliver('forum.reply_posted', reply, id)).toEqual({ status: 'duplicate' });
    await deliver('forum.reply_posted', { ...reply, replyId: 32, replyAuthorId: author.id });
    expect(await mine(author)).toEqual([
      expect.objectContaining({
        title: 'New reply to your discussion',
        message: 'Someone replied to your discussion "Compost smells".',
        titleText: { key: T.discussionReplyTitle },
        messageText: { key: T.discussionReply, values: { title: 'Compost smells' } },
        type: 'discussion_reply',
        relatedId: 31,
        link: '/forum/topics/2/discussions/21',
      }),
    ]);
    await deliver('forum.answer_marked', {
      discussionId: 21,
      topicId: 2,
      discussionTitle: 'Compost smells',
      replyId: 31,
      replyAuthorId: replier.id,
    });
    expect(await mine(replier)).toEqual([
      expect.objectContaining({
        title: 'Your reply was marked as the answer',
        message: 'Your reply in "Compost smells" was marked as the answer.',
        type: 'answer_marked',
        link: '/forum/topics/2/discussions/21',
      }),
    ]);
  });

  it('keeps preferences per kind: a kind switched off in-app writes nothing', async () => {
    const person = fakeIdentity();
    const initial = await t.api.get('/api/notifications/preferences', person);
    expect(initial.status).toBe(200);
    expect(notificationPreferencesSchema.parse(initial.body)).toEqual({
      preferences: notificationTypes.map((type) => ({ type, inApp: true, email: false })),
      emailAvailable: false,
    });
    const put = await t.api.raw
      .put('/api/notifications/preferences')
      .set(await identityHeaders(person))
      .send({ preferences: [{ type: 'quiz_feedback', inApp: false, email: true }] });
    expect(put.status).toBe(200);
    expect(put.body.preferences).toContainEqual({ type: 'quiz_feedback', inApp: false, email: true });
    expect(put.body.preferences).toContainEqual({ type: 'discussion_reply', inApp: true, email: false });
    // Changing only the email flag keeps in-app off.
    await t.api.raw
      .put('/api/notifications/preferences')
      .set(await identityHeaders(person))
      .send({ preferences: [{ type: 'quiz_feedback', email: false }] });
    const quiz = { learnerId: person.id, courseId: 4, quizId: 5, submissionId: 9, lessonId: 7 };
    await deliver('quiz.feedback_given', quiz);
    await deliver('forum.answer_marked', {
      discussionId: 1,
      topicId: 1,
      discussionTitle: 'Any',
      replyId: 2,
      replyAuthorId: person.id,
    });
    expect((await mine(person)).map((n) => n.type)).toEqual(['answer_marked']);

    const bad = await t.api.raw
      .put('/api/notifications/preferences')
      .set(await identityHeaders(person))
      .send({ preferences: [{ type: 'everything', inApp: false }] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect((await t.api.get('/api/notifications/preferences', null)).status).toBe(401);
  });
});

describe.each(testEngines())('notifications when live-session was down (%s)', (engine) => {
  const dbs: TestDatabase[] = [];
  let t: TestLiveSessions | undefined;
  let emitter: Awaited<ReturnType<typeof startEmitter>> | undefined;
  afterAll(async () => {
    await t?.stop();
    await emitter?.stop();
    for (const d of dbs) await d.cleanup();
  });

  it('writes and pushes every notification emitted while it was down, once it is back', async () => {
    const port = await freePort();
    const db = await createTestDatabase(engine, 'emitter');
    dbs.push(db);
    // As the launcher's bus: live-session is a declared consumer before anything runs.
    const eventBus = createInProcessEventBus();
    eventBus.declare('live-session', liveSessionHandledEvents);
    emitter = await startEmitter(db, eventBus);
    const author = fakeIdentity();
    const educator = fakeIdentity({ role: 'educator' });
    const headers = await identityHeaders(null);
    for (const [type, payload] of [
      [
        'forum.reply_posted',
        {
          discussionId: 5,
          topicId: 1,
          discussionTitle: 'Rain barrels',
          discussionAuthorId: author.id,
          replyId: 6,
          replyAuthorId: 42,
        },
      ],
      [
        'course.review_changed',
        {
          courseId: 3,
          courseTitle: 'Rain Gardens',
          educatorId: educator.id,
          transition: 'approved',
          reason: null,
          actorId: 1,
        },
      ],
    ] as const) {
      const res = await request(emitter.app).post('/emit').set(headers).send({ type, payload });
      expect(res.status).toBe(201);
    }
    // Nobody listens: the deliveries wait, untried.
    await emitter.flushEvents();
    const pending = rowsOf<{ status: string; attempts: number }>(
      await emitter.ctx.db.execute(sql`SELECT status, attempts FROM kit_deliveries`),
    );
    expect(pending).toEqual([
      { status: 'pending', attempts: 0 },
      { status: 'pending', attempts: 0 },
    ]);

    // The emitter is never started: what it delivers, it delivers when the test flushes (after the socket opens).
    t = await startLiveSessions(engine, { port, eventBus });
    const socket = await connect(port, author);
    const end = Date.now() + 10_000;
    while (
      rowsOf<{ status: string }>(await emitter.ctx.db.execute(sql`SELECT status FROM kit_deliveries`)).some(
        (d) => d.status !== 'delivered',
      )
    ) {
      if (Date.now() > end) throw new Error('not delivered');
      await new Promise((r) => setTimeout(r, 25));
      await emitter.flushEvents();
    }
    expect(await socket.next('notification')).toMatchObject({
      notification: { userId: author.id, type: 'discussion_reply', link: '/forum/topics/1/discussions/5' },
      unreadCount: 1,
    });
    const theirs = await t.api.get('/api/notifications', educator);
    expect(theirs.body).toEqual([expect.objectContaining({ type: 'course_review', relatedId: 3 })]);
    socket.ws.terminate();
    // Two services start inside this test (the receiver only once the events are waiting).
  }, 120_000);
});
