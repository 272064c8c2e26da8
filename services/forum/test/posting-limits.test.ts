import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@canopy/contracts';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { discussionPayload, replyPayload, startForum, type TestForum } from './harness';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(testEngines())('posting limits, with time injected (%s)', (engine) => {
  let t: TestForum;
  let topicId: number;
  let discussionId: number;

  /** A member whose account is `ageMs` old now. */
  const member = (ageMs: number, role: Identity['role'] = 'student') => {
    const user = fakeIdentity({ role });
    t.identity.add([user], ageMs);
    return user;
  };
  const discuss = (user: Identity, overrides: Record<string, unknown> = {}) =>
    t.api.post('/api/discussions', discussionPayload(topicId, overrides), user);
  const reply = (user: Identity, overrides: Record<string, unknown> = {}) =>
    t.api.post(`/api/discussions/${discussionId}/replies`, replyPayload(overrides), user);

  beforeAll(async () => {
    t = await startForum(engine);
    topicId = await t.topic('Limits topic');
    const host = member(60 * DAY_MS);
    discussionId = (await discuss(host)).body.id;
  });
  afterAll(() => t?.stop());

  it('makes a new account wait 30 s between posts, with Retry-After and a message a person understands', async () => {
    const newbie = member(HOUR_MS);
    expect((await discuss(newbie)).status).toBe(201);
    t.clock.advance(10_000);
    const res = await reply(newbie);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('20');
    expect(res.body).toEqual({
      code: 'rate_limited',
      message: 'New members wait 30 seconds between posts. Please wait 20 seconds before posting again.',
    });
    t.clock.advance(19_000);
    expect((await reply(newbie)).status).toBe(429);
    t.clock.advance(1_000);
    expect((await reply(newbie)).status).toBe(201);
  });

  it('lets a new account start 3 discussions and post 10 replies in its first day', async () => {
    const newbie = member(HOUR_MS);
    for (let i = 0; i < 3; i++) {
      expect((await discuss(newbie)).status).toBe(201);
      t.clock.advance(31_000);
    }
    const fourth = await discuss(newbie);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(
      /^New members can start 3 discussions in their first day\. You can start another in about \d+ hours?\.$/,
    );
    // The limit lifts when the account is a day old (23 hours from now, less the minutes spent above).
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(22 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);

    for (let i = 0; i < 10; i++) {
      const res = await reply(newbie);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      t.clock.advance(31_000);
    }
    const eleventh = await reply(newbie);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(
      /^New members can post 10 replies in their first day\. You can reply again in about/,
    );

    // A day after sign-up the member is established: 5 s between posts, 20 discussions a day.
    t.clock.advance(retryAfter * 1000);
    expect((await discuss(newbie)).status).toBe(201);
    expect((await reply(newbie)).status).toBe(429);
    t.clock.advance(5_000);
    expect((await reply(newbie)).status).toBe(201);
  });

  it('makes everyone wait 5 s between posts and start at most 20 discussions a day', async () => {
    const regular = member(90 * DAY_MS);
    expect((await discuss(regular)).status).toBe(201);
    t.clock.advance(2_000);
    const quick = await reply(regular);
    expect(quick.status).toBe(429);
    expect(quick.headers['retry-after']).toBe('3');
    expect(quick.body.message).toBe(
      "You're posting too quickly. Please wait 3 seconds before posting again.",
    );
    t.clock.advance(3_000);
    expect((await reply(regular)).status).toBe(201);

    for (let i = 1; i < 20; i++) {
      t.clock.advance(5_000);
      expect((await discuss(regular)).status).toBe(201);
    }
    t.clock.advance(5_000);
    const twentyFirst = await discuss(regular);
    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.body.message).toMatch(
      /^You can start up to 20 discussions a day\. You can start another in about 24 hours\.$/,
    );
    // Replies are not limited per day for established members.
    expect((await reply(regular)).status).toBe(201);
    // The first discussion of the window leaves it a day after it was posted.
    t.clock.advance(Number(twentyFirst.headers['retry-after']) * 1000);
    expect((await discuss(regular)).status).toBe(201);
  });

  it('refuses the same text twice within 5 minutes', async () => {
    const regular = member(90 * DAY_MS);
    const content = 'I think the compost needs more browns: shredded cardboard, dry leaves and straw.';
    expect((await reply(regular, { content })).status).toBe(201);
    t.clock.advance(60_000);
    const twice = await reply(regular, { content: `  ${content.toUpperCase()}  ` });
    expect(twice.status).toBe(429);
    expect(twice.headers['retry-after']).toBe('240');
    expect(twice.body.message).toBe(
      'You posted exactly this a moment ago. Edit your earlier post if you want to change it, rather than posting it again.',
    );
    // As a new discussion's content, too.
    const asDiscussion = await discuss(regular, { content });
    expect(asDiscussion.status).toBe(429);
    t.clock.advance(240_000);
    expect((await reply(regular, { content })).status).toBe(201);
  });

  it('applies the new-member limits when the identity service cannot say how old the account is', async () => {
    const unknown = fakeIdentity();
    t.identity.setDown(true);
    try {
      expect((await discuss(unknown)).status).toBe(201);
      t.clock.advance(10_000);
      expect((await reply(unknown)).body.message).toMatch(/^New members wait 30 seconds/);
    } finally {
      t.identity.setDown(false);
    }
  });

  it('exempts administrators', async () => {
    const admin = member(HOUR_MS, 'admin');
    for (let i = 0; i < 4; i++) expect((await discuss(admin)).status).toBe(201);
    expect((await reply(admin)).status).toBe(201);
  });

  it('serialises one member’s simultaneous posts, so both cannot slip past the interval', async () => {
    const regular = member(90 * DAY_MS);
    const results = await Promise.all([discuss(regular), reply(regular), reply(regular)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 429, 429]);
  });
});
