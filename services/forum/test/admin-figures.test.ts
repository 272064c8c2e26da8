import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumFiguresSchema, type Identity } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import {
  AFTER_INTERVAL_MS,
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type TestForum,
} from './harness';

const DAY_MS = 86_400_000;

/** The admin Figures tab's forum series: discussions and replies per UTC day. */
describe.each(testEngines())('admin forum figures (%s)', (engine) => {
  const cast = makeCast();
  let t: TestForum;
  let topicId: number;

  beforeAll(async () => {
    t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
    topicId = await t.topic('Figures topic');
  });
  afterAll(() => t?.stop());

  const figures = (query: string, user: Identity | null = cast.admin) =>
    t.api.get(`/api/admin/forum-figures${query}`, user);

  it('answers active administrators only', async () => {
    expect((await figures('', null)).status).toBe(401);
    for (const user of [cast.student, cast.pendingEducator, cast.educator]) {
      expect((await figures('', user)).status, user.role).toBe(403);
    }
    const suspendedAdmin = { ...cast.admin, id: cast.admin.id + 1000, status: 'suspended' as const };
    expect((await figures('', suspendedAdmin)).status).toBe(403);
    expect((await figures('')).status).toBe(200);
  });

  it('refuses a window other than 30 or 90 days with the contract’s message', async () => {
    for (const days of ['7', 'abc', '0']) {
      const res = await figures(`?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.body.message).toBe('days must be 30 or 90');
    }
  });

  it('counts discussions and replies per UTC day, hidden ones included, every day present', async () => {
    const start = async (user: Identity) => {
      t.clock.advance(AFTER_INTERVAL_MS);
      const res = await t.api.post('/api/discussions', discussionPayload(topicId), user);
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    const reply = async (discussionId: number, user: Identity) => {
      t.clock.advance(AFTER_INTERVAL_MS);
      const res = await t.api.post(`/api/discussions/${discussionId}/replies`, replyPayload(), user);
      expect(res.status).toBe(201);
    };

    // Two days ago: one discussion with one reply; today: one discussion (then hidden) and two replies.
    const first = await start(cast.student);
    await reply(first, cast.student2);
    t.clock.advance(2 * DAY_MS);
    const second = await start(cast.student2);
    await reply(second, cast.student);
    await reply(first, cast.student3);
    const hidden = await t.api.post(`/api/forum/moderation/discussion/${second}/hide`, {}, cast.admin);
    expect(hidden.status).toBe(200);

    const res = await figures('?days=30');
    expect(res.status).toBe(200);
    const body = forumFiguresSchema.parse(res.body);
    const todayKey = t.clock().toISOString().slice(0, 10);
    const twoDaysAgo = new Date(t.clock().getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
    expect(body.days).toBe(30);
    expect(body.discussions).toHaveLength(30);
    expect(body.replies).toHaveLength(30);
    expect(body.discussions.at(-1)).toEqual({ date: todayKey, count: 1 });
    expect(body.replies.at(-1)).toEqual({ date: todayKey, count: 2 });
    expect(body.discussions.find((d) => d.date === twoDaysAgo)?.count).toBe(1);
    expect(body.replies.find((d) => d.date === twoDaysAgo)?.count).toBe(1);
    expect(body.totals).toEqual({ discussions: 2, replies: 3 });
    expect(body.discussions.filter((d) => d.count === 0)).toHaveLength(28);

    const ninety = forumFiguresSchema.parse((await figures('?days=90')).body);
    expect(ninety.replies).toHaveLength(90);
    expect(ninety.totals).toEqual({ discussions: 2, replies: 3 });
  });
});
