import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityMessages, MAX_USER_BATCH, sessionOwnerSchema } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import type { UserRecord } from '../src/stores/user-store';
import { leakingResponses, startIdentityService, type TestIdentityService } from './harness';

/*
 * `GET /internal/users/owners?ids=`: the gateway's session refreshes in batches. Each id answers what
 * `GET /internal/users/{id}` answers (the user and since when their sessions count), read for the whole batch at
 * once; unknown ids are absent.
 */
describe.each(testEngines())('session owners in batches (%s)', (engine) => {
  let t: TestIdentityService;
  let gateway: Record<string, string>;
  let ada: UserRecord;
  let grace: UserRecord;
  let wangari: UserRecord;
  const revokedAt = new Date('2026-11-01T10:00:00.000Z');

  beforeAll(async () => {
    t = await startIdentityService(engine);
    gateway = await t.asService('gateway');
    ada = await t.addUser({ firstName: 'Ada' });
    grace = await t.addUser({ firstName: 'Grace', status: 'suspended' });
    wangari = await t.addUser({ firstName: 'Wangari', role: 'educator', status: 'pending' });
    await t.deps.stores.users.revokeSessions(grace.id, revokedAt);
  });
  afterAll(async () => {
    expect(leakingResponses(t.responses)).toEqual([]);
    await t?.close();
  });

  const owners = (ids: string) => t.api.get(`/internal/users/owners?ids=${ids}`).set(gateway);

  it('answers several owners as the single lookup does, in one read; unknown ids are absent', async () => {
    const byIds = vi.spyOn(t.deps.stores.users, 'findByIds');
    const byId = vi.spyOn(t.deps.stores.users, 'findById');
    try {
      const res = await owners(`${wangari.id},999999,${ada.id},${grace.id},${ada.id}`).expect(200);
      const answer = (res.body as unknown[]).map((o) => sessionOwnerSchema.strict().parse(o));
      expect(answer.map((o) => o.id).sort((a, b) => a - b)).toEqual([ada.id, grace.id, wangari.id]);
      for (const user of [ada, grace, wangari]) {
        const single = await t.api.get(`/internal/users/${user.id}`).set(gateway).expect(200);
        expect(answer.find((o) => o.id === user.id)).toEqual(single.body);
      }
      expect(answer.find((o) => o.id === grace.id)).toMatchObject({
        status: 'suspended',
        sessionsValidFrom: revokedAt.toISOString(),
      });
      expect(answer.find((o) => o.id === ada.id)).toMatchObject({
        firstName: 'Ada',
        sessionsValidFrom: null,
      });
      // The batch was one store read (one SQL statement), not one per id.
      expect(byIds).toHaveBeenCalledTimes(1);
      expect(byIds.mock.calls[0]![0]).toHaveLength(4);
      expect(byId).toHaveBeenCalledTimes(3);
    } finally {
      byIds.mockRestore();
      byId.mockRestore();
    }
  });

  it('answers an empty list when no id is known, and takes repeated ids= too', async () => {
    expect((await owners('999998,999999').expect(200)).body).toEqual([]);
    const res = await t.api
      .get(`/internal/users/owners?ids=${ada.id}&ids=${grace.id}`)
      .set(gateway)
      .expect(200);
    expect((res.body as Array<{ id: number }>).map((o) => o.id).sort((a, b) => a - b)).toEqual([
      ada.id,
      grace.id,
    ]);
  });

  it('refuses missing, malformed and too many ids with the contract’s messages', async () => {
    const missing = await t.api.get('/internal/users/owners').set(gateway).expect(400);
    expect(missing.body.message).toBe(identityMessages.idsRequired);
    expect((await owners('').expect(400)).body.message).toBe(identityMessages.idsRequired);
    for (const bad of ['abc', '1,x', '0', '-1', '1.5', '99999999999']) {
      expect((await owners(bad).expect(400)).body.message, bad).toBe('Invalid ids');
    }
    const many = Array.from({ length: MAX_USER_BATCH + 1 }, (_, i) => i + 1).join(',');
    expect((await owners(many).expect(400)).body.message).toBe(identityMessages.tooManyIds(MAX_USER_BATCH));
    // Exactly the limit is fine.
    await owners(Array.from({ length: MAX_USER_BATCH }, (_, i) => i + 1).join(',')).expect(200);
  });

  it('is the gateway’s call alone', async () => {
    const path = `/internal/users/owners?ids=${ada.id}`;
    for (const other of ['course', 'forum', 'live-session', 'content']) {
      const res = await t.api.get(path).set(await t.asService(other));
      expect(res.status, other).toBe(403);
    }
    await t.api.get(path).expect(401);
    expect((await t.api.get(path).set(await t.as(ada))).status).toBe(403);
    await t.api.get(path).set(gateway).expect(200);
  });
});
