import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@canopy/service-kit/testing';
import {
  AFTER_INTERVAL_MS,
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type TestForum,
} from './harness';

describe.each(testEngines())(
  'a member’s posts: editing, deleting, likes, the answer mark and their profile (%s)',
  (engine) => {
    const cast = makeCast();
    let t: TestForum;
    let topicId: number;

    beforeAll(async () => {
      t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
      topicId = await t.topic('Composting and soil');
    });
    afterAll(() => t?.stop());

    it('lets authors edit (marked edited, earlier version kept) and delete their own posts', async () => {
      t.clock.advance(AFTER_INTERVAL_MS);
      const d = await t.api.post(
        '/api/discussions',
        discussionPayload(topicId, { title: 'Original title here' }),
        cast.student,
      );
      t.clock.advance(60_000);
      const edited = await t.api.patch(
        `/api/discussions/${d.body.id}`,
        { title: 'Improved title here', tags: 'soil' },
        cast.student,
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        title: 'Improved title here',
        tags: 'soil',
        editedAt: t.clock().toISOString(),
      });
      const revisions = await t.api.get(
        `/api/forum/moderation/discussion/${d.body.id}/revisions`,
        cast.admin,
      );
      expect(revisions.body).toHaveLength(1);
      expect(revisions.body[0]).toMatchObject({
        title: 'Original title here',
        tags: 'soil, compost',
        editedBy: { id: cast.student.id },
      });

      t.clock.advance(AFTER_INTERVAL_MS);
      const r = await t.api.post(
        `/api/discussions/${d.body.id}/replies`,
        { content: 'A reply to be edited.' },
        cast.student2,
      );
      const re = await t.api.patch(
        `/api/forum/replies/${r.body.id}`,
        { content: 'A reply that was edited.' },
        cast.student2,
      );
      expect(re.body).toMatchObject({
        content: 'A reply that was edited.',
        editedAt: t.clock().toISOString(),
      });
      expect((await t.api.delete(`/api/forum/replies/${r.body.id}`, cast.student2)).status).toBe(204);
      const after = await t.api.get(`/api/discussions/${d.body.id}`);
      expect(after.body.replies).toEqual([]);
      expect(after.body.replyCount).toBe(0);

      const before = (await t.api.get(`/api/forum-topics/${topicId}`)).body.discussionCount;
      expect((await t.api.delete(`/api/discussions/${d.body.id}`, cast.student)).status).toBe(204);
      expect((await t.api.get(`/api/discussions/${d.body.id}`)).status).toBe(404);
      expect((await t.api.get(`/api/discussions/${d.body.id}`, cast.admin)).body.status).toBe('deleted');
      expect((await t.api.get(`/api/forum-topics/${topicId}`)).body.discussionCount).toBe(before - 1);
    });

    it('likes once per member, never one’s own, and marks one reply as the answer', async () => {
      t.clock.advance(AFTER_INTERVAL_MS);
      const d = await t.api.post('/api/discussions', discussionPayload(topicId), cast.student);
      t.clock.advance(AFTER_INTERVAL_MS);
      const r = await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), cast.student2);

      const like = await t.api.put(`/api/discussions/${d.body.id}/like`, undefined, cast.student2);
      expect(like.body).toEqual({ liked: true, likeCount: 1 });
      const again = await t.api.put(`/api/discussions/${d.body.id}/like`, undefined, cast.student2);
      expect(again.body).toEqual({ liked: true, likeCount: 1 });
      const own = await t.api.put(`/api/discussions/${d.body.id}/like`, undefined, cast.student);
      expect(own.status).toBe(403);
      expect(own.body.message).toBe('You cannot mark your own post as helpful');
      expect((await t.api.put(`/api/forum/replies/${r.body.id}/like`, undefined, cast.student)).body).toEqual(
        {
          liked: true,
          likeCount: 1,
        },
      );
      const seen = await t.api.get(`/api/discussions/${d.body.id}`, cast.student2);
      expect(seen.body).toMatchObject({ likeCount: 1, likedByMe: true });
      expect((await t.api.delete(`/api/discussions/${d.body.id}/like`, cast.student2)).body).toEqual({
        liked: false,
        likeCount: 0,
      });

      const answer = await t.api.put(
        `/api/discussions/${d.body.id}/answer`,
        { replyId: r.body.id },
        cast.student,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ answered: true, answerReplyId: r.body.id });
      expect(answer.body.replies[0].isAnswer).toBe(true);
      const byEducator = await t.api.delete(`/api/discussions/${d.body.id}/answer`, cast.educator);
      expect(byEducator.body).toMatchObject({ answered: false, answerReplyId: null });
      const notAuthor = await t.api.put(
        `/api/discussions/${d.body.id}/answer`,
        { replyId: r.body.id },
        cast.student3,
      );
      expect(notAuthor.status).toBe(403);
      const foreign = await t.api.put(
        `/api/discussions/${d.body.id}/answer`,
        { replyId: 999_999 },
        cast.student,
      );
      expect(foreign.status).toBe(400);
    });

    it('shows an author’s public profile without an email', async () => {
      const res = await t.api.get(`/api/forum/users/${cast.student.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: cast.student.id,
        username: cast.student.username,
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'student',
        joinedAt: expect.any(String),
      });
      expect(res.body.discussionCount).toBeGreaterThan(0);
      expect(res.body.recentDiscussions.length).toBeGreaterThan(0);
      expect(res.body.recentDiscussions.length).toBeLessThanOrEqual(5);
      expect(JSON.stringify(res.body)).not.toContain('@');
      expect((await t.api.get('/api/forum/users/987654')).status).toBe(404);
    });
  },
);
