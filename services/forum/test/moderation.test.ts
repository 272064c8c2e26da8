import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import {
  AFTER_INTERVAL_MS,
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type TestForum,
} from './harness';

describe.each(testEngines())('flags and moderation (%s)', (engine) => {
  const cast = makeCast();
  let t: TestForum;
  let topicId: number;

  beforeAll(async () => {
    t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
    topicId = await t.topic('Moderation topic');
  });
  afterAll(() => t?.stop());

  const discuss = async () => {
    t.clock.advance(AFTER_INTERVAL_MS);
    const res = await t.api.post('/api/discussions', discussionPayload(topicId), cast.student);
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const count = async () => (await t.api.get(`/api/forum-topics/${topicId}`)).body.discussionCount as number;

  it('hides a post once three different members flag it, pending review', async () => {
    const id = await discuss();
    const before = await count();
    const first = await t.api.post(`/api/discussions/${id}/flags`, { reason: 'spam' }, cast.student2);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: 'Thanks for letting us know. Our moderators will review this post.',
      hidden: false,
    });
    const repeat = await t.api.post(
      `/api/discussions/${id}/flags`,
      { reason: 'inappropriate' },
      cast.student2,
    );
    expect(repeat.status).toBe(409);
    expect(repeat.body.message).toBe('You have already flagged this post. Our moderators will review it.');
    expect((await t.api.get(`/api/discussions/${id}`, cast.student2)).body).toMatchObject({
      flaggedByMe: true,
      permissions: { canFlag: false },
    });
    await t.api.post(`/api/discussions/${id}/flags`, { reason: 'off_topic' }, cast.student3);
    expect((await t.api.get(`/api/discussions/${id}`)).status).toBe(200);
    const third = await t.api.post(
      `/api/discussions/${id}/flags`,
      { reason: 'other', note: 'Advertising a shop' },
      cast.educator,
    );
    expect(third.body.hidden).toBe(true);

    // Gone for the public, the lists and the counts; still there for its author (marked) and administrators.
    expect((await t.api.get(`/api/discussions/${id}`)).status).toBe(404);
    expect((await t.api.get(`/api/discussions/${id}`, cast.student2)).status).toBe(404);
    expect((await t.api.get(`/api/discussions/${id}`, cast.student)).body.status).toBe('hidden');
    expect((await t.api.get(`/api/discussions/${id}`, cast.admin)).body.status).toBe('hidden');
    const list = await t.api.get(`/api/forum-topics/${topicId}/discussions`);
    expect(list.body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect(await count()).toBe(before - 1);

    const queue = await t.api.get('/api/forum/moderation/flags', cast.admin);
    expect(queue.status).toBe(200);
    const entry = queue.body.items.find((p: { postId: number }) => p.postId === id);
    expect(entry).toMatchObject({
      postType: 'discussion',
      status: 'hidden',
      hiddenReason: 'flags',
      openFlagCount: 3,
      author: { id: cast.student.id },
    });
    expect(
      entry.flags.map((f: { reason: string; flaggedBy: { id: number } }) => [f.reason, f.flaggedBy.id]),
    ).toEqual([
      ['spam', cast.student2.id],
      ['off_topic', cast.student3.id],
      ['other', cast.educator.id],
    ]);
    expect(entry.flags[2].note).toBe('Advertising a shop');

    // Keep: back in view, flags closed, decision recorded with who and when.
    t.clock.advance(60_000);
    const kept = await t.api.post(
      `/api/forum/moderation/discussion/${id}/keep`,
      { note: 'Not spam: a genuine question' },
      cast.admin,
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ status: 'visible', hiddenReason: null, openFlagCount: 0 });
    expect(kept.body.actions).toEqual([
      expect.objectContaining({
        action: 'keep',
        note: 'Not spam: a genuine question',
        moderator: expect.objectContaining({ id: cast.admin.id }),
        createdAt: t.clock().toISOString(),
      }),
    ]);
    expect((await t.api.get(`/api/discussions/${id}`)).status).toBe(200);
    expect(await count()).toBe(before);
    const open = await t.api.get('/api/forum/moderation/flags?status=open', cast.admin);
    expect(open.body.items.map((p: { postId: number }) => p.postId)).not.toContain(id);
    const resolved = await t.api.get('/api/forum/moderation/flags?status=resolved', cast.admin);
    expect(resolved.body.items.map((p: { postId: number }) => p.postId)).toContain(id);
  });

  it('hides and deletes replies by moderator decision, keeping counts and the answer mark true', async () => {
    const id = await discuss();
    t.clock.advance(AFTER_INTERVAL_MS);
    const r = await t.api.post(`/api/discussions/${id}/replies`, replyPayload(), cast.student2);
    await t.api.put(`/api/discussions/${id}/answer`, { replyId: r.body.id }, cast.student);
    await t.api.post(`/api/forum/replies/${r.body.id}/flags`, { reason: 'inappropriate' }, cast.student3);

    const hidden = await t.api.post(`/api/forum/moderation/reply/${r.body.id}/hide`, {}, cast.admin);
    expect(hidden.body).toMatchObject({ status: 'hidden', hiddenReason: 'moderator', openFlagCount: 0 });
    const seen = await t.api.get(`/api/discussions/${id}`);
    expect(seen.body).toMatchObject({ replyCount: 0, replies: [], answered: false });
    expect((await t.api.get(`/api/discussions/${id}`, cast.student2)).body.replies).toHaveLength(1);

    const deleted = await t.api.post(
      `/api/forum/moderation/reply/${r.body.id}/delete`,
      { note: 'Abusive' },
      cast.admin,
    );
    expect(deleted.body.status).toBe('deleted');
    expect(deleted.body.actions.map((a: { action: string }) => a.action)).toEqual(['hide', 'delete']);
    expect((await t.api.get(`/api/discussions/${id}`, cast.student2)).body.replies).toHaveLength(0);
    expect((await t.api.get(`/api/discussions/${id}`, cast.admin)).body).toMatchObject({
      answerReplyId: null,
    });

    const log = await t.api.get('/api/forum/moderation/actions', cast.admin);
    expect(log.body.items[0]).toMatchObject({
      postType: 'reply',
      postId: r.body.id,
      action: 'delete',
      note: 'Abusive',
    });
  });

  it('lets an administrator edit and delete anyone’s post, recorded for moderators', async () => {
    const id = await discuss();
    const edited = await t.api.patch(
      `/api/discussions/${id}`,
      { content: 'Edited by a moderator for clarity and tone.' },
      cast.admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.editedAt).not.toBeNull();
    const revisions = await t.api.get(`/api/forum/moderation/discussion/${id}/revisions`, cast.admin);
    expect(revisions.body[0].editedBy.id).toBe(cast.admin.id);
    expect((await t.api.delete(`/api/discussions/${id}`, cast.admin)).status).toBe(204);
    const post = await t.api.get(`/api/forum/moderation/discussion/${id}`, cast.admin);
    expect(post.body).toMatchObject({
      status: 'deleted',
      actions: [expect.objectContaining({ action: 'delete' })],
    });
  });

  it('answers a repeated creating POST with the same Idempotency-Key once', async () => {
    t.clock.advance(AFTER_INTERVAL_MS);
    const key = `forum-test-${randomUUID()}`;
    const body = discussionPayload(topicId);
    const send = async () =>
      t.api.raw
        .post('/api/discussions')
        .set(await identityHeaders(cast.student3))
        .set('Idempotency-Key', key)
        .send(body);
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.id).toBe(first.body.id);
  });

  it('anonymises a deleted account’s posts and removes its likes (user.deleted)', async () => {
    const id = await discuss();
    await t.api.put(`/api/discussions/${id}/like`, undefined, cast.student2);
    expect(
      await t.service.receiveEvent({
        id: randomUUID(),
        type: 'user.deleted',
        source: 'identity',
        occurredAt: new Date().toISOString(),
        payload: { userId: cast.student2.id },
      }),
    ).toBe('handled');
    expect((await t.api.get(`/api/discussions/${id}`)).body.likeCount).toBe(0);
    expect((await t.api.get(`/api/forum/users/${cast.student2.id}`)).status).toBe(404);
    const other = await t.api.get(`/api/forum/users/${cast.student.id}`);
    expect(other.status).toBe(200);
  });
});
