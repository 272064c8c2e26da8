import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@canopy/contracts';
import { createCourseService, courseHandledEvents, type CourseService } from '@canopy/course-service';
import { createForumService, type ForumService } from '@canopy/forum-service';
import { createInProcessEventBus } from '@canopy/service-kit';
import {
  createTestDatabase,
  dropNatsPrefix,
  eventEngineEnv,
  fakeIdentity,
  identityHeaders,
  testKeyEnv,
  testEngines,
  testEventEngines,
  testNatsPrefix,
  type TestDatabase,
} from '@canopy/service-kit/testing';

/**
 * The forum's contribution event reaching the course service, also when the course service is down while the
 * post is made: the event waits (in the forum's database on the in-process bus, in the course's durable
 * consumer on JetStream) until the course service is back (on the same port, the same database), which then
 * records the learner's milestone once. The platform cannot restart one of its services, so this is the two
 * services on their own, wired as the launcher wires them (one bus, the course declared before anything runs).
 */

const silent = pino({ level: 'silent' });
// Quick retries, so "back up" is noticed within a second or two instead of the production backoff.
const fastEvents = { EVENT_POLL_MS: '100', EVENT_RETRY_BASE_MS: '100', EVENT_RETRY_MAX_MS: '400' };
const cases = testEngines().flatMap((db) => testEventEngines().map((events) => [db, events] as const));

describe.each(cases)('forum → course contribution delivery (%s, %s)', (engine, eventEngine) => {
  const prefix = testNatsPrefix();
  const eventBus = createInProcessEventBus();
  eventBus.declare('course', courseHandledEvents);
  const events = { ...fastEvents, ...eventEngineEnv(eventEngine, prefix) };
  const admin = fakeIdentity({ role: 'admin' });
  const early = fakeIdentity({ role: 'student', firstName: 'Ada' });
  const meanwhile = fakeIdentity({ role: 'student', firstName: 'Grace' });
  let courseDb: TestDatabase;
  let forumDb: TestDatabase;
  let course: CourseService;
  let forum: ForumService;
  let coursePort: number;
  let courseUrl: string;
  let courseId: number;
  const enrollments = new Map<number, number>();

  const courseEnv = () => ({
    ...courseDb.env,
    ...events,
    ...testKeyEnv('course'),
    LOG_LEVEL: 'silent',
    SHUTDOWN_GRACE_MS: '200',
  });
  const startCourse = async (port = 0) => {
    const service = await createCourseService({ env: courseEnv(), logger: silent, eventBus });
    const { port: bound } = await service.start(port);
    return { service, port: bound };
  };

  beforeAll(async () => {
    courseDb = await createTestDatabase(engine, 'delivery-course');
    forumDb = await createTestDatabase(engine, 'delivery-forum');
    ({ service: course, port: coursePort } = await startCourse());
    courseUrl = `http://127.0.0.1:${coursePort}`;
    forum = await createForumService({
      env: {
        ...forumDb.env,
        ...events,
        ...testKeyEnv('forum'),
        LOG_LEVEL: 'silent',
        SHUTDOWN_GRACE_MS: '200',
        COURSE_URL: courseUrl,
      },
      logger: silent,
      eventBus,
    });
    expect(forum.eventEngine).toBe(eventEngine);
    await forum.start(0);

    // An approved course (an administrator's own course starts approved) with two enrolled learners.
    const as = async (user: Identity) => identityHeaders(user);
    const created = await request(courseUrl)
      .post('/api/courses/create')
      .set(await as(admin))
      .send({
        title: 'Urban Tree Care',
        description: 'Looking after the trees of our streets, from planting to pruning.',
        level: 'beginner',
        categoryIds: [1],
      });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('approved');
    courseId = created.body.id;
    for (const learner of [early, meanwhile]) {
      const res = await request(courseUrl)
        .post('/api/enrollments')
        .set(await as(learner))
        .send({ courseId });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      enrollments.set(learner.id, res.body.id);
    }
  }, 120_000);

  afterAll(async () => {
    await forum?.stop();
    await course?.stop();
    await courseDb?.cleanup();
    await forumDb?.cleanup();
    if (eventEngine === 'nats') await dropNatsPrefix(process.env.TEST_NATS_URL!, prefix);
  });

  async function milestoneTypes(learner: Identity): Promise<string[]> {
    const res = await request(courseUrl)
      .get(`/api/enrollments/${enrollments.get(learner.id)}/milestones`)
      .set(await identityHeaders(learner));
    expect(res.status).toBe(200);
    return (res.body as Array<{ type: string }>).map((m) => m.type);
  }

  /** Polls until the learner has the milestone, for at most `ms`. */
  async function waitForContribution(learner: Identity, ms = 8_000): Promise<string[]> {
    let types = await milestoneTypes(learner);
    for (
      const deadline = Date.now() + ms;
      !types.includes('discussion_contribution') && Date.now() < deadline;
    ) {
      await new Promise((r) => setTimeout(r, 100));
      types = await milestoneTypes(learner);
    }
    return types;
  }

  async function post(learner: Identity, place: { courseId: number } | { topicId: number }) {
    return request(forum.app)
      .post('/api/discussions')
      .set(await identityHeaders(learner))
      .send({
        title: `Question from ${learner.firstName}`,
        content: 'How often should a young street tree be watered in its first summer?',
        ...place,
      });
  }

  it('delivers while the course service is up', async () => {
    const res = await post(early, { courseId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.courseId).toBe(courseId);
    expect(await waitForContribution(early)).toEqual(['discussion_contribution']);
    expect(await milestoneTypes(meanwhile)).toEqual([]);
  });

  it('delivers once the course service is back when it was down during the post', async () => {
    // The course's own topic exists now; a post there belongs to the course without asking the course service.
    const topics = await request(forum.app)
      .get(`/api/forum-topics?courseId=${courseId}`)
      .set(await identityHeaders(null));
    const topicId = (topics.body as Array<{ id: number }>)[0].id;

    await course.stop();
    expect((await fetch(`${courseUrl}/healthz`).catch(() => null))?.ok).not.toBe(true);
    const res = await post(meanwhile, { topicId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.courseId).toBe(courseId);
    // Time for the event to be published and to wait for a course instance.
    await new Promise((r) => setTimeout(r, 600));

    ({ service: course } = await startCourse(coursePort));
    expect(await waitForContribution(meanwhile)).toEqual(['discussion_contribution']);
    // Exactly once for the learner who posted meanwhile; the earlier learner's milestone is untouched.
    expect(await milestoneTypes(meanwhile)).toEqual(['discussion_contribution']);
    expect(await milestoneTypes(early)).toEqual(['discussion_contribution']);
  });
});
