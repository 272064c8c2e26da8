import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roleMatrixMismatches,
  testEngines,
  type RoleMatrixRow,
  type StatusesFor,
} from '@canopy/service-kit/testing';
import {
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type Api,
  type TestForum,
  type User,
} from './harness';

// The author of the posts each call acts on is `author`; `other` is another member acting on them.
const roles = ['visitor', 'author', 'other', 'pendingEducator', 'educator', 'suspended', 'admin'] as const;
type Expect = StatusesFor<typeof roles>;

interface Fixture {
  topicId: number;
  discussionId: number;
  /** A reply by the author. */
  ownReplyId: number;
  /** A reply by someone else, in the author's discussion. */
  otherReplyId: number;
}

interface Row extends RoleMatrixRow<typeof roles> {
  run: (api: Api, user: User, f: Fixture) => Promise<{ status: number }>;
}

const HOUR_MS = 3_600_000;

describe.each(testEngines())('role matrix of every endpoint (%s)', (engine) => {
  const cast = makeCast();
  const users: Record<(typeof roles)[number], User> = {
    visitor: null,
    author: cast.student,
    other: cast.student2,
    pendingEducator: cast.pendingEducator,
    educator: cast.educator,
    suspended: cast.suspended,
    admin: cast.admin,
  };
  let t: TestForum;
  let topicId: number;

  beforeAll(async () => {
    t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
    topicId = await t.topic('Matrix topic');
  });
  afterAll(() => t?.stop());

  /**
   * Fresh posts for every cell, so one cell's change (a delete, a like) never decides another's answer. Written
   * through the stores (the API's posting is tested elsewhere) to keep the matrix quick.
   */
  async function fixture(): Promise<Fixture> {
    t.clock.advance(2 * HOUR_MS);
    // A minute old, so the author's next post is past the posting interval.
    const now = new Date(t.clock().getTime() - 60_000);
    return t.service.deps.stores.transaction(async (tx) => {
      await tx.authors.remember(cast.student, null, now);
      await tx.authors.remember(cast.student3, null, now);
      const discussionId = await tx.discussions.insert({
        title: 'A discussion for the matrix',
        content: 'The body of a discussion the role matrix acts on.',
        userId: cast.student.id,
        topicId,
        tagList: ['soil'],
        courseId: null,
        lessonId: null,
        createdAt: now,
      });
      await tx.topics.adjustDiscussionCount(topicId, 1);
      const reply = (userId: number) =>
        tx.replies.insert({ discussionId, content: 'A reply in the matrix.', userId, createdAt: now });
      const ownReplyId = await reply(cast.student.id);
      const otherReplyId = await reply(cast.student3.id);
      await tx.discussions.adjustReplyCount(discussionId, 2);
      return { topicId, discussionId, ownReplyId, otherReplyId };
    });
  }

  const everyone: Expect = [200, 200, 200, 200, 200, 200, 200];
  const posting: Expect = [401, 201, 201, 403, 201, 403, 201];
  const ownerOrAdmin: Expect = [401, 200, 403, 403, 403, 403, 200];
  const ownerOrAdminDelete: Expect = [401, 204, 403, 403, 403, 403, 204];
  const othersReact: Expect = [401, 403, 200, 403, 200, 403, 200];
  const othersFlag: Expect = [401, 403, 201, 403, 201, 403, 201];
  const answerMarkers: Expect = [401, 200, 403, 403, 200, 403, 200];
  const adminOnly: Expect = [401, 403, 403, 403, 403, 403, 200];

  const rows: Row[] = [
    { call: 'GET /api/forum-topics', run: (x, u) => x.get('/api/forum-topics', u), expect: everyone },
    {
      call: 'GET /api/forum-topics?sort=popular',
      run: (x, u) => x.get('/api/forum-topics?sort=popular&limit=6', u),
      expect: everyone,
    },
    {
      call: 'GET /api/forum-topics/{id}',
      run: (x, u, f) => x.get(`/api/forum-topics/${f.topicId}`, u),
      expect: everyone,
    },
    {
      call: 'GET /api/forum-topics/{id}/discussions',
      run: (x, u, f) => x.get(`/api/forum-topics/${f.topicId}/discussions`, u),
      expect: everyone,
    },
    {
      call: 'GET /api/discussions',
      run: (x, u) => x.get('/api/discussions?tab=popular', u),
      expect: everyone,
    },
    {
      call: 'GET /api/discussions?search=',
      run: (x, u) => x.get('/api/discussions?search=soil', u),
      expect: everyone,
    },
    {
      call: 'GET /api/discussions/{id}',
      run: (x, u, f) => x.get(`/api/discussions/${f.discussionId}`, u),
      expect: everyone,
    },
    {
      call: 'GET /api/forum/replies/{id}',
      run: (x, u, f) => x.get(`/api/forum/replies/${f.ownReplyId}`, u),
      expect: everyone,
    },
    {
      call: 'GET /api/forum/users/{id}',
      run: (x, u) => x.get(`/api/forum/users/${cast.student.id}`, u),
      expect: everyone,
    },
    {
      call: 'POST /api/discussions',
      run: (x, u, f) => x.post('/api/discussions', discussionPayload(f.topicId), u),
      expect: posting,
    },
    {
      call: 'POST /api/discussions/{id}/replies',
      run: (x, u, f) => x.post(`/api/discussions/${f.discussionId}/replies`, replyPayload(), u),
      expect: posting,
    },
    {
      call: 'PATCH /api/discussions/{id}',
      run: (x, u, f) => x.patch(`/api/discussions/${f.discussionId}`, { title: 'A changed title' }, u),
      expect: ownerOrAdmin,
    },
    {
      call: 'DELETE /api/discussions/{id}',
      run: (x, u, f) => x.delete(`/api/discussions/${f.discussionId}`, u),
      expect: ownerOrAdminDelete,
    },
    {
      call: 'PATCH /api/forum/replies/{id}',
      run: (x, u, f) => x.patch(`/api/forum/replies/${f.ownReplyId}`, { content: 'Changed reply text' }, u),
      expect: ownerOrAdmin,
    },
    {
      call: 'DELETE /api/forum/replies/{id}',
      run: (x, u, f) => x.delete(`/api/forum/replies/${f.ownReplyId}`, u),
      expect: ownerOrAdminDelete,
    },
    {
      call: 'PUT /api/discussions/{id}/like',
      run: (x, u, f) => x.put(`/api/discussions/${f.discussionId}/like`, undefined, u),
      expect: othersReact,
    },
    {
      call: 'DELETE /api/discussions/{id}/like',
      run: (x, u, f) => x.delete(`/api/discussions/${f.discussionId}/like`, u),
      expect: [401, 200, 200, 403, 200, 403, 200],
    },
    {
      call: 'PUT /api/forum/replies/{id}/like',
      run: (x, u, f) => x.put(`/api/forum/replies/${f.ownReplyId}/like`, undefined, u),
      expect: othersReact,
    },
    {
      call: 'DELETE /api/forum/replies/{id}/like',
      run: (x, u, f) => x.delete(`/api/forum/replies/${f.ownReplyId}/like`, u),
      expect: [401, 200, 200, 403, 200, 403, 200],
    },
    {
      call: 'PUT /api/discussions/{id}/answer',
      run: (x, u, f) => x.put(`/api/discussions/${f.discussionId}/answer`, { replyId: f.otherReplyId }, u),
      expect: answerMarkers,
    },
    {
      call: 'DELETE /api/discussions/{id}/answer',
      run: (x, u, f) => x.delete(`/api/discussions/${f.discussionId}/answer`, u),
      expect: answerMarkers,
    },
    {
      call: 'POST /api/discussions/{id}/flags',
      run: (x, u, f) => x.post(`/api/discussions/${f.discussionId}/flags`, { reason: 'spam' }, u),
      expect: othersFlag,
    },
    {
      call: 'POST /api/forum/replies/{id}/flags',
      run: (x, u, f) => x.post(`/api/forum/replies/${f.ownReplyId}/flags`, { reason: 'off_topic' }, u),
      expect: othersFlag,
    },
    {
      call: 'GET /api/forum/moderation/flags',
      run: (x, u) => x.get('/api/forum/moderation/flags', u),
      expect: adminOnly,
    },
    {
      call: 'GET /api/forum/moderation/actions',
      run: (x, u) => x.get('/api/forum/moderation/actions', u),
      expect: adminOnly,
    },
    {
      call: 'GET /api/forum/moderation/{type}/{id}',
      run: (x, u, f) => x.get(`/api/forum/moderation/discussion/${f.discussionId}`, u),
      expect: adminOnly,
    },
    {
      call: 'GET /api/forum/moderation/{type}/{id}/revisions',
      run: (x, u, f) => x.get(`/api/forum/moderation/reply/${f.ownReplyId}/revisions`, u),
      expect: adminOnly,
    },
    ...(['keep', 'hide', 'delete'] as const).map((action) => ({
      call: `POST /api/forum/moderation/{type}/{id}/${action}`,
      run: (x: Api, u: User, f: Fixture) =>
        x.post(`/api/forum/moderation/discussion/${f.discussionId}/${action}`, { note: 'Reviewed' }, u),
      expect: adminOnly,
    })),
  ];

  let shared: Fixture | undefined;

  // Reads share one set of posts; a call that changes something gets fresh posts for every role.
  it.each(rows.map((r) => [r.call, r] as const))('%s', async (_call, row) => {
    const reads = row.call.startsWith('GET ');
    const mismatches = await roleMatrixMismatches(roles, [row], async (r, role) =>
      r.run(t.api, users[role], reads ? (shared ??= await fixture()) : await fixture()),
    );
    expect(mismatches).toEqual({});
  });

  it('tells pending educators and suspended members clearly why they cannot post', async () => {
    const pending = await t.api.post('/api/discussions', discussionPayload(topicId), cast.pendingEducator);
    expect(pending.status).toBe(403);
    expect(pending.body).toEqual({
      code: 'pending_approval',
      message:
        'Your educator account is still pending approval by an administrator. You can read the forum, and post once your account is approved.',
    });
    const suspended = await t.api.post('/api/discussions', discussionPayload(topicId), cast.suspended);
    expect(suspended.status).toBe(403);
    expect(suspended.body).toEqual({
      code: 'account_suspended',
      message: 'Your account is suspended, so you cannot post in the forum.',
    });
    const visitor = await t.api.post('/api/discussions', discussionPayload(topicId), null);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({
      code: 'unauthenticated',
      message: 'Please log in to take part in the forum.',
    });
  });

  it('refuses a request without the gateway’s signed token', async () => {
    const res = await t.api.raw.get('/api/forum-topics');
    expect(res.status).toBe(401);
  });
});
