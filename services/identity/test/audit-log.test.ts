import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, identityFiguresSchema, type AuditEntry } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { testEngines } from '@canopy/service-kit/testing';
import type { UserRecord } from '../src/stores/user-store';
import {
  leakingResponses,
  startIdentityService,
  validRegistration,
  type TestIdentityService,
} from './harness';

/** The audit log (issue 12, Activity), the events of approvals, and the dashboard's figures. */
describe.each(testEngines())('audit log, review events and figures (%s)', (engine) => {
  let t: TestIdentityService;
  let admin: UserRecord;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await startIdentityService(engine);
    admin = await t.addUser({ role: 'admin' });
    headers = await t.as(admin);
  });
  afterAll(async () => {
    expect(leakingResponses(t.responses)).toEqual([]);
    await t.close();
  });

  const query = <T>(q: ReturnType<typeof sql>) => t.service.ctx.db.execute(q).then((r) => rowsOf(r) as T[]);

  /** The newest entries about one target user. */
  async function entriesFor(userId: number): Promise<AuditEntry[]> {
    const res = await t.api
      .get(`/api/admin/activity?search=user%20${userId}&pageSize=100`)
      .set(headers)
      .expect(200);
    return auditPageSchema.parse(res.body).items.filter((e) => e.targetId === String(userId));
  }

  it('records every administrative action with actor, target, values and address', async () => {
    const student = await t.addUser({ firstName: 'Old' });
    const educator = await t.addUser({ role: 'educator', status: 'pending' });
    const rejected = await t.addUser({ role: 'educator', status: 'pending' });
    // The administrator's identity as the gateway signs it for a request from this address.
    const ip = await t.as(admin, { clientAddress: '203.0.113.7' });

    await t.api.patch(`/api/users/${student.id}`).set(headers).set(ip).send({ firstName: 'New' }).expect(200);
    await t.api.post(`/api/users/${student.id}/suspend`).set(headers).set(ip).expect(200);
    await t.api.post(`/api/users/${student.id}/reactivate`).set(headers).set(ip).expect(200);
    await t.api.post(`/api/users/${student.id}/send-reset-link`).set(headers).set(ip).expect(200);
    await t.api.post(`/api/users/${educator.id}/approve`).set(headers).set(ip).expect(200);
    await t.api
      .post(`/api/users/${rejected.id}/reject`)
      .set(headers)
      .set(ip)
      .send({ reason: 'No CV' })
      .expect(200);
    await t.api.delete(`/api/users/${student.id}`).set(headers).set(ip).expect(200);
    const created = await t.api
      .post('/api/users')
      .set(headers)
      .set(ip)
      .send(validRegistration({ role: 'admin' }))
      .expect(201);

    const studentLog = await entriesFor(student.id);
    expect(studentLog.map((e) => e.action)).toEqual([
      'user.deleted',
      'user.reset_link_sent',
      'user.reactivated',
      'user.suspended',
      'user.updated',
    ]);
    for (const e of studentLog) {
      expect(e).toMatchObject({
        actorId: admin.id,
        actorName: admin.username,
        targetType: 'user',
        ipAddress: '203.0.113.7',
        source: 'identity',
      });
    }
    const byAction = Object.fromEntries(studentLog.map((e) => [e.action, e]));
    expect(byAction['user.updated']).toMatchObject({
      previousValue: { firstName: 'Old' },
      newValue: { firstName: 'New' },
    });
    expect(byAction['user.suspended']).toMatchObject({
      previousValue: { status: 'active' },
      newValue: { status: 'suspended' },
    });
    expect(byAction['user.deleted']).toMatchObject({
      previousValue: { username: student.username, role: 'student' },
      newValue: null,
    });
    expect((await entriesFor(educator.id)).map((e) => [e.action, e.newValue])).toEqual([
      ['educator.approved', { status: 'active' }],
    ]);
    expect((await entriesFor(rejected.id)).map((e) => e.action)).toEqual(['educator.rejected']);
    expect((await entriesFor(created.body.id)).map((e) => [e.action, e.newValue])).toEqual([
      ['user.created', { username: created.body.username, role: 'admin', status: 'active' }],
    ]);
  });

  it('writes nothing for a refused action', async () => {
    const user = await t.addUser();
    await t.api.post(`/api/users/${user.id}/reactivate`).set(headers).expect(409);
    await t.api.post(`/api/users/${user.id}/approve`).set(headers).expect(409);
    await t.api
      .patch(`/api/users/${user.id}`)
      .set(await t.as(await t.addUser()))
      .send({ firstName: 'X' })
      .expect(403);
    expect(await entriesFor(user.id)).toEqual([]);
  });

  it('emits educator.reviewed with the decision and reason in the same transaction as the decision', async () => {
    const approved = await t.addUser({ role: 'educator', status: 'pending' });
    const rejected = await t.addUser({ role: 'educator', status: 'pending' });
    await t.api.post(`/api/users/${approved.id}/approve`).set(headers).expect(200);
    await t.api
      .post(`/api/users/${rejected.id}/reject`)
      .set(headers)
      .send({ reason: '  Incomplete profile ' })
      .expect(200);
    // A refused decision emits nothing.
    await t.api.post(`/api/users/${approved.id}/reject`).set(headers).expect(409);
    const events = await query<{ payload: { userId: number } & Record<string, unknown> }>(
      sql`select payload from kit_outbox where type = 'educator.reviewed'`,
    );
    const mine = events
      .map((e) => e.payload)
      .filter((p) => [approved.id, rejected.id].includes(p.userId))
      .sort((a, b) => a.userId - b.userId);
    expect(mine).toEqual([
      { userId: approved.id, decision: 'approved', reason: null, actorId: admin.id },
      { userId: rejected.id, decision: 'rejected', reason: 'Incomplete profile', actorId: admin.id },
    ]);
  });

  it('refuses a rejection reason over 1000 characters', async () => {
    const educator = await t.addUser({ role: 'educator', status: 'pending' });
    await t.api
      .post(`/api/users/${educator.id}/reject`)
      .set(headers)
      .send({ reason: 'x'.repeat(1001) })
      .expect(400);
  });

  it('gathers other services’ admin.action_recorded events, once each', async () => {
    const envelope = {
      id: randomUUID(),
      type: 'admin.action_recorded',
      source: 'course',
      occurredAt: new Date().toISOString(),
      payload: {
        actorId: admin.id,
        action: 'course.approved',
        targetType: 'course',
        targetId: '9001',
        previousValue: { status: 'pending' },
        newValue: { status: 'approved' },
        ipAddress: '198.51.100.4',
        occurredAt: '2026-01-02T03:04:05.000Z',
      },
    };
    // As the event engine delivers them (the inbox included).
    expect(await t.service.receiveEvent(envelope)).toBe('handled');
    expect(await t.service.receiveEvent(envelope)).toBe('duplicate');
    // An actor deleted since: the entry is kept without the link.
    expect(
      await t.service.receiveEvent({
        ...envelope,
        id: randomUUID(),
        payload: { ...envelope.payload, actorId: 999999, targetId: '9002' },
      }),
    ).toBe('handled');

    const res = await t.api.get('/api/admin/activity?action=course.approved').set(headers).expect(200);
    const page = auditPageSchema.parse(res.body);
    // Same time: the one recorded last comes first.
    expect(page.items.map((e) => e.targetId)).toEqual(['9002', '9001']);
    const [entry] = page.items.filter((e) => e.targetId === '9001');
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: admin.username,
      source: 'course',
      targetType: 'course',
      previousValue: { status: 'pending' },
      newValue: { status: 'approved' },
      ipAddress: '198.51.100.4',
      at: '2026-01-02T03:04:05.000Z',
    });
    expect(page.items.find((e) => e.targetId === '9002')).toMatchObject({ actorId: null, actorName: null });
  });

  it('pages newest first and searches', async () => {
    const user = await t.addUser();
    for (const name of ['A', 'B', 'C']) {
      await t.api
        .patch(`/api/users/${user.id}`)
        .set(headers)
        .send({ lastName: `Rename${name}` })
        .expect(200);
    }
    const first = auditPageSchema.parse(
      (await t.api.get(`/api/admin/activity?search=renameb&pageSize=1`).set(headers).expect(200)).body,
    );
    expect(first.total).toBeGreaterThanOrEqual(2);
    const all = auditPageSchema.parse(
      (await t.api.get(`/api/admin/activity?pageSize=2&page=1`).set(headers).expect(200)).body,
    );
    expect(all.items).toHaveLength(2);
    expect(all.items[0]!.newValue).toEqual({ lastName: 'RenameC' });
    expect(Date.parse(all.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(all.items[1]!.at));
    const next = auditPageSchema.parse(
      (await t.api.get(`/api/admin/activity?pageSize=2&page=2`).set(headers).expect(200)).body,
    );
    expect(next.items[0]!.id).not.toBe(all.items[1]!.id);
    expect(all.total).toBe(next.total);
    await t.api.get('/api/admin/activity?pageSize=0').set(headers).expect(400);
  });

  it('reports sign-ups per day over 30 or 90 days and the stat card totals', async () => {
    const old = await t.addUser();
    await query(sql`update users set created_at = now() - interval '40 days' where id = ${old.id}`);
    await t.addUser({ role: 'educator', status: 'pending' });

    const month = identityFiguresSchema.parse(
      (await t.api.get('/api/admin/figures').set(headers).expect(200)).body,
    );
    expect(month.days).toBe(30);
    expect(month.signUps).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(month.signUps.at(-1)!.date).toBe(today);
    const [counts] = await query<{
      total: number;
      today: number;
      educators: number;
      pending: number;
      window: number;
    }>(sql`
      select count(*)::int as total,
        (count(*) filter (where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'))::int as today,
        (count(*) filter (where role = 'educator' and status = 'active'))::int as educators,
        (count(*) filter (where role = 'educator' and status = 'pending'))::int as pending,
        (count(*) filter (where created_at >= (date_trunc('day', now() at time zone 'UTC') - interval '29 days') at time zone 'UTC'))::int as window
      from users`);
    expect(month.signUps.at(-1)!.count).toBe(counts!.today);
    expect(month.signUps.reduce((n, d) => n + d.count, 0)).toBe(counts!.window);
    expect(month.totals).toEqual({
      totalUsers: counts!.total,
      activeEducators: counts!.educators,
      pendingApprovals: counts!.pending,
    });

    const quarter = identityFiguresSchema.parse(
      (await t.api.get('/api/admin/figures?days=90').set(headers).expect(200)).body,
    );
    expect(quarter.signUps).toHaveLength(90);
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    expect(quarter.signUps.find((d) => d.date === fortyDaysAgo)!.count).toBeGreaterThanOrEqual(1);
    expect(month.signUps.find((d) => d.date === fortyDaysAgo)).toBeUndefined();
    await t.api.get('/api/admin/figures?days=7').set(headers).expect(400);
  });
});
