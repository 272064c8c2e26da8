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

/** The events live-session turns into notifications: written in the transaction of the reply / the marking. */
describe.each(testEngines())('reply and answer events (%s)', (engine) => {
  const cast = makeCast();
  let t: TestForum;
  let topicId: number;

  beforeAll(async () => {
    t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
    topicId = await t.topic('Seed saving');
  });
  afterAll(() => t?.stop());

  const events = (type: string) =>
    t.query<{ payload: Record<string, unknown> }>(
      sql`select payload from kit_outbox where type = ${type} order by occurred_at, id`,
    );

  it('emits forum.reply_posted for a reply by someone else, never for the author’s own reply', async () => {
    t.clock.advance(AFTER_INTERVAL_MS);
    const d = await t.api.post(
      '/api/discussions',
      discussionPayload(topicId, { title: 'Storing bean seeds' }),
      cast.student,
    );
    expect(d.status).toBe(201);
    t.clock.advance(AFTER_INTERVAL_MS);
    const own = await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), cast.student);
    expect(own.status).toBe(201);
    expect(await events('forum.reply_posted')).toEqual([]);

    t.clock.advance(AFTER_INTERVAL_MS);
    const r = await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), cast.student2);
    expect(r.status).toBe(201);
    expect(await events('forum.reply_posted')).toEqual([
      {
        payload: {
          discussionId: d.body.id,
          topicId,
          discussionTitle: 'Storing bean seeds',
          discussionAuthorId: cast.student.id,
          replyId: r.body.id,
          replyAuthorId: cast.student2.id,
        },
      },
    ]);
  });

  it('emits forum.answer_marked once per new answer, not to whoever marked their own reply', async () => {
    t.clock.advance(AFTER_INTERVAL_MS);
    const d = await t.api.post(
      '/api/discussions',
      discussionPayload(topicId, { title: 'Drying tomato seeds' }),
      cast.student,
    );
    t.clock.advance(AFTER_INTERVAL_MS);
    const r = await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), cast.student2);
    t.clock.advance(AFTER_INTERVAL_MS);
    const byEducator = await t.api.post(
      `/api/discussions/${d.body.id}/replies`,
      replyPayload(),
      cast.educator,
    );

    const mark = (replyId: number | null, user = cast.student) =>
      t.api.put(`/api/discussions/${d.body.id}/answer`, { replyId }, user);
    expect((await mark(r.body.id)).status).toBe(200);
    // Marking the same answer again tells nobody twice.
    expect((await mark(r.body.id)).status).toBe(200);
    const expected = {
      payload: {
        discussionId: d.body.id,
        topicId,
        discussionTitle: 'Drying tomato seeds',
        replyId: r.body.id,
        replyAuthorId: cast.student2.id,
      },
    };
    expect(await events('forum.answer_marked')).toEqual([expected]);
    // An educator marking their own reply: no event about it.
    expect((await mark(byEducator.body.id, cast.educator)).status).toBe(200);
    expect(await events('forum.answer_marked')).toEqual([expected]);
    // A refused marking writes nothing.
    expect((await mark(r.body.id, cast.student2)).status).toBe(403);
    expect(await events('forum.answer_marked')).toEqual([expected]);
  });
});
