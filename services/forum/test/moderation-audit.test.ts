import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventSchemas, type Identity } from '@canopy/contracts';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import {
  AFTER_INTERVAL_MS,
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type TestForum,
} from './harness';

/** Moderation decisions reach the platform's audit log: `admin.action_recorded` in the forum's outbox. */
describe.each(testEngines())('moderation in the audit log (%s)', (engine) => {
  const cast = makeCast();
  let t: TestForum;
  let topicId: number;

  beforeAll(async () => {
    t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
    topicId = await t.topic('Audit topic');
  });
  afterAll(() => t?.stop());

  const auditEvents = async () => {
    const rows = await t.query<{ payload: unknown }>(
      sql`select payload from kit_outbox where type = 'admin.action_recorded' order by occurred_at, id`,
    );
    return rows.map((r) =>
      domainEventSchemas['admin.action_recorded'].parse(
        typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
      ),
    );
  };
  const decide = async (type: string, id: number, action: string, body: object, user: Identity) =>
    t.api.raw
      .post(`/api/forum/moderation/${type}/${id}/${action}`)
      .set(await identityHeaders(user, { clientAddress: '198.51.100.7' }))
      .send(body);

  it('records hide, keep and delete with the moderator, the post, the statuses, the note and the address', async () => {
    t.clock.advance(AFTER_INTERVAL_MS);
    const created = await t.api.post('/api/discussions', discussionPayload(topicId), cast.student);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await t.api.post(`/api/discussions/${id}/flags`, { reason: 'spam' }, cast.student2);

    expect((await decide('discussion', id, 'hide', { note: 'Advertising' }, cast.admin)).status).toBe(200);
    expect((await decide('discussion', id, 'keep', {}, cast.admin)).status).toBe(200);
    t.clock.advance(AFTER_INTERVAL_MS);
    const reply = await t.api.post(`/api/discussions/${id}/replies`, replyPayload(), cast.student2);
    expect(reply.status).toBe(201);
    expect((await decide('reply', reply.body.id, 'delete', {}, cast.admin)).status).toBe(200);

    const events = await auditEvents();
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      actorId: cast.admin.id,
      action: 'forum.post_hidden',
      targetType: 'discussion',
      targetId: String(id),
      previousValue: { status: 'visible' },
      newValue: { status: 'hidden', note: 'Advertising' },
      ipAddress: '198.51.100.7',
    });
    expect(events[1]).toMatchObject({
      action: 'forum.post_kept',
      previousValue: { status: 'hidden' },
      newValue: { status: 'visible' },
    });
    expect(events[2]).toMatchObject({
      action: 'forum.post_deleted',
      targetType: 'reply',
      targetId: String(reply.body.id),
      previousValue: { status: 'visible' },
      newValue: { status: 'deleted' },
    });
    expect(events[2]!.occurredAt).toBe(t.clock().toISOString());
  });

  it('records nothing when the decision is refused', async () => {
    const before = (await auditEvents()).length;
    expect((await decide('discussion', 999_999, 'hide', {}, cast.admin)).status).toBe(404);
    expect((await decide('discussion', 1, 'hide', {}, cast.student)).status).toBe(403);
    expect(await auditEvents()).toHaveLength(before);
  });
});
