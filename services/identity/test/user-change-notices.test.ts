import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_CHANGED_CHANNEL } from '@canopy/contracts';
import { subscribeNotices, type NoticeSubscription } from '@canopy/service-kit';
import { testRedisPrefix } from '@canopy/service-kit/testing';
import { startIdentityService, type TestIdentityService } from './harness';

/*
 * Every change to an account is told to the gateways (drizzle/0005's trigger, relayed to Redis when the service
 * listens): the changed ids at commit, "*" when the relay starts, a heartbeat while it listens. Heard here the way
 * the gateway hears them (`subscribeNotices`).
 */

const REDIS_URL = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not within the time');
    await sleep(20);
  }
}

describe.runIf(REDIS_URL)('account changes told to the gateways (Redis)', () => {
  const prefix = testRedisPrefix();
  let t: TestIdentityService;
  let heard: NoticeSubscription;
  const told: string[] = [];
  let all = 0;

  beforeAll(async () => {
    t = await startIdentityService('embedded', {
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: prefix,
      IDENTITY_NOTICE_HEARTBEAT_MS: '100',
    });
    heard = subscribeNotices({
      redisUrl: REDIS_URL!,
      redisChannel: `${prefix}${USERS_CHANGED_CHANNEL}`,
      silenceMs: 500,
      onIds: (ids) => told.push(...ids),
      onAll: () => (all += 1),
      logger: pino({ level: 'silent' }),
    });
    await until(() => heard.heard());
  });
  afterAll(async () => {
    await heard?.close();
    await t?.close();
  });

  it('tells the id of an account whose row changed, once it is committed', async () => {
    const user = await t.addUser();
    await t.deps.stores.users.changeStatus(user.id, {
      from: { status: 'active' },
      to: { status: 'suspended' },
    });
    await until(() => told.includes(String(user.id)));
  });

  it('tells nothing of a change rolled back', async () => {
    const kept = await t.addUser();
    const undone = await t.addUser();
    await t.deps.stores
      .transaction(async (tx) => {
        await tx.users.updateProfile(undone.id, { firstName: 'Never' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.deps.stores.users.updateProfile(kept.id, { firstName: 'Kept' });
    await until(() => told.includes(String(kept.id)));
    await sleep(200);
    expect(told).not.toContain(String(undone.id));
  });

  it('tells a deletion', async () => {
    const user = await t.addUser();
    expect(await t.deps.stores.users.delete(user.id)).toBe(true);
    await until(() => told.includes(String(user.id)));
  });

  it('says once it listens that anything may have changed, and falls silent when the service stops', async () => {
    expect(all).toBeGreaterThanOrEqual(1);
    await t.service.stop();
    await until(() => !heard.heard(), 3000);
  });
});
