import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { messages, USERS_CHANGED_CHANNEL } from '@canopy/contracts';
import {
  cleanup,
  redisUnderPrefix,
  rowan,
  startGateway,
  startIdentityStandIn,
} from './support/gateway-harness';

/*
 * Identity's change notices (Redis pub/sub, USERS_CHANGED_CHANNEL; identity's relay has its own test): while its
 * heartbeat is heard, a session's copy of its user is kept past IDENTITY_REFRESH_MS, and a notice naming the user
 * drops it at once. Here the test plays identity's relay, so it decides what is told and when.
 */

const REDIS_URL = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!REDIS_URL)('identity’s change notices (Redis)', () => {
  const store = redisUnderPrefix(REDIS_URL!, 'notices');
  const { prefix } = store;
  const channel = `${prefix}${USERS_CHANGED_CHANNEL}`;
  let beat: NodeJS.Timeout | undefined;
  afterEach(async () => {
    clearInterval(beat);
    await cleanup();
  });
  const publish = (message: string) => store.redis.publish(channel, message);
  const startHeartbeat = () => {
    beat = setInterval(() => void publish('~'), 100);
  };

  /** A gateway hearing identity's heartbeat (played here), and a learner signed in through it. */
  async function signedIn(env: Record<string, string>) {
    startHeartbeat();
    const identity = await startIdentityStandIn([rowan]);
    const { url } = await startGateway({
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: prefix,
      IDENTITY_URL: identity.url,
      IDENTITY_NOTICE_SILENCE_MS: '600',
      ...env,
    });
    // Heard once the gateway has subscribed and a heartbeat came: copies asked for before that are asked again.
    await sleep(300);
    const agent = request.agent(url);
    expect((await agent.post('/api/login').send({ username: 'rowan', password: 'x' })).status).toBe(200);
    const owners = () => identity.calls.filter((c) => c.startsWith('/internal/users/owners')).length;
    return { agent, identity, owners };
  }

  it('keeps the copy while the heartbeat is heard, asks identity when a notice names the user, and goes back to asking every IDENTITY_REFRESH_MS when the heartbeat stops', async () => {
    const { agent, owners } = await signedIn({
      IDENTITY_REFRESH_MS: '100',
      IDENTITY_PUSHED_REFRESH_MS: '600000',
    });
    for (let i = 0; i < 4; i++) {
      await sleep(150);
      expect((await agent.get('/api/user')).status).toBe(200);
    }
    expect(owners()).toBe(0);

    await publish(`7,${rowan.id}`);
    await sleep(100);
    expect((await agent.get('/api/user')).status).toBe(200);
    expect(owners()).toBe(1);
    await sleep(150);
    expect((await agent.get('/api/user')).status).toBe(200);
    expect(owners()).toBe(1);

    clearInterval(beat);
    await sleep(700); // silence past IDENTITY_NOTICE_SILENCE_MS
    expect((await agent.get('/api/user')).status).toBe(200);
    expect(owners()).toBe(2);
    await sleep(150);
    expect((await agent.get('/api/user')).status).toBe(200);
    expect(owners()).toBe(3);
  });

  it('ends a suspended learner’s session at the notice, long before IDENTITY_REFRESH_MS', async () => {
    const { agent, identity } = await signedIn({ IDENTITY_REFRESH_MS: '60000' });
    expect((await agent.get('/api/user')).status).toBe(200);

    identity.addUser({ ...rowan, status: 'suspended' });
    // Not told yet: the copy still serves, as it would for the whole minute without notices.
    expect((await agent.get('/api/user')).status).toBe(200);
    await publish(String(rowan.id));
    await sleep(100);
    const refused = await agent.get('/api/user');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: messages.suspended, code: 'account_suspended' });
  });

  it('asks again for every copy after a notice that anything may have changed', async () => {
    const { agent, owners } = await signedIn({ IDENTITY_REFRESH_MS: '60000' });
    expect((await agent.get('/api/user')).status).toBe(200);
    expect(owners()).toBe(0);
    await publish('*');
    await sleep(100);
    expect((await agent.get('/api/user')).status).toBe(200);
    expect(owners()).toBe(1);
  });

  it('does not join a call to identity asked before a notice naming the user', async () => {
    const { agent, identity, owners } = await signedIn({ IDENTITY_REFRESH_MS: '60000' });
    // The first call answers the learner as they were, but only once let go; every later call answers identity's
    // record as it is by then (suspended).
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    identity.answer('sessionOwners', async () => {
      if (owners() > 1) return [{ ...rowan, status: 'suspended' as const, sessionsValidFrom: null }];
      await held;
      return [{ ...rowan, sessionsValidFrom: null }];
    });
    await publish(String(rowan.id));
    await sleep(100);
    const first = agent.get('/api/user').then((res) => res.status);
    while (owners() < 1) await sleep(10);

    await publish(String(rowan.id)); // suspended meanwhile
    await sleep(100);
    const fallback = setTimeout(letGo, 2000); // joined, this request would wait for the first call's answer
    const refused = await agent.get('/api/user');
    clearTimeout(fallback);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'account_suspended' });
    expect(owners()).toBe(2);
    letGo();
    await first;
  });
});
