import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testEngines } from '@canopy/service-kit/testing';
import {
  AFTER_INTERVAL_MS,
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type TestForum,
} from './harness';

describe.each(testEngines())('course discussions (%s)', (engine) => {
  const cast = makeCast();
  let t: TestForum;
  let topicId: number;

  beforeAll(async () => {
    t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
    topicId = await t.topic('Composting and soil');
  });
  afterAll(() => t?.stop());

  it('records a course contribution once per member and course, as an event in the same transaction', async () => {
    t.courses.add(501, 'Water Stewardship', [7001, 7002]);
    const events = () =>
      t.query<{ type: string; payload: { userId: number; courseId: number; discussionId: number } }>(
        sql`select type, payload from kit_outbox where type = 'forum.contribution_made' order by occurred_at, id`,
      );
    expect(await events()).toEqual([]);

    t.clock.advance(AFTER_INTERVAL_MS);
    const d = await t.api.post(
      '/api/discussions',
      {
        title: 'Question on lesson two',
        content: 'What does a catchment area include, exactly?',
        courseId: 501,
        lessonId: 7002,
      },
      cast.student,
    );
    expect(d.status, JSON.stringify(d.body)).toBe(201);
    expect(d.body).toMatchObject({
      courseId: 501,
      lessonId: 7002,
      topic: { title: 'Water Stewardship', courseId: 501 },
    });
    expect(await events()).toEqual([
      {
        type: 'forum.contribution_made',
        payload: { userId: cast.student.id, courseId: 501, discussionId: d.body.id },
      },
    ]);
    // The course's own topic exists now, listed and filterable.
    const topics = await t.api.get('/api/forum-topics?courseId=501');
    expect(topics.body).toHaveLength(1);
    const courseList = await t.api.get('/api/discussions?courseId=501&lessonId=7002');
    expect(courseList.body.items.map((i: { id: number }) => i.id)).toEqual([d.body.id]);

    // The same member again: no second event. Another member's first reply: an event for them.
    t.clock.advance(AFTER_INTERVAL_MS);
    await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), cast.student);
    t.clock.advance(AFTER_INTERVAL_MS);
    await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), cast.student2);
    expect((await events()).map((e) => e.payload.userId)).toEqual([cast.student.id, cast.student2.id]);

    // A refused post (limit reached) leaves no event behind: the event belongs to the post's transaction.
    const newcomer = { ...cast.student3, id: cast.student3.id + 50_000, username: 'newcomer' };
    t.identity.add([newcomer], 60_000);
    t.clock.advance(AFTER_INTERVAL_MS);
    expect((await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), newcomer)).status).toBe(
      201,
    );
    const refused = await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), newcomer);
    expect(refused.status).toBe(429);
    expect((await events()).filter((e) => e.payload.userId === newcomer.id)).toHaveLength(1);

    // An unknown course, a lesson of another course and a topic that is not the course's are refused.
    t.clock.advance(AFTER_INTERVAL_MS);
    const unknown = await t.api.post(
      '/api/discussions',
      discussionPayload(topicId, { courseId: 999, topicId: undefined }),
      cast.student,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Course not found');
    const wrongLesson = await t.api.post(
      '/api/discussions',
      discussionPayload(topicId, { courseId: 501, lessonId: 1, topicId: undefined }),
      cast.student,
    );
    expect(wrongLesson.status).toBe(404);
    expect(wrongLesson.body.message).toBe('Lesson not found in this course');
    const wrongTopic = await t.api.post(
      '/api/discussions',
      discussionPayload(topicId, { courseId: 501 }),
      cast.student,
    );
    expect(wrongTopic.status).toBe(400);
  });
});
