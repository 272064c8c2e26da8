import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import {
  createTestDatabase,
  fakeIdentity,
  standInIdentityService,
  testApi,
  testEngines,
  testKeyEnv,
} from '@canopy/service-kit/testing';
import { createForumService, seedDemoForum } from '../src/index';
import { demoTopics } from '../src/demo/demo-forum';
import { startForum, type TestForum } from './harness';

describe.each(testEngines())('demo forum (%s)', (engine) => {
  const educator = fakeIdentity({
    id: 2,
    username: 'educator',
    role: 'educator',
    firstName: 'Elena',
    lastName: 'Rivers',
  });
  let t: TestForum;

  beforeAll(async () => {
    t = await startForum(engine, {
      env: {
        DEMO: 'true',
        DEMO_ADMIN_ID: '1',
        DEMO_INSTRUCTOR_ID: '2',
        DEMO_LEARNER_ID: '4',
        DEMO_LEARNER2_ID: '5',
      },
      users: [educator],
    });
  });
  afterAll(() => t?.stop());

  it('seeds topics across categories with real conversations by the demo accounts', async () => {
    const topics = await t.api.get('/api/forum-topics');
    expect(topics.body.map((x: { title: string }) => x.title).sort()).toEqual(
      demoTopics.map((x) => x.title).sort(),
    );
    const all = await t.api.get('/api/discussions?pageSize=50');
    const expected = demoTopics.reduce((n, x) => n + x.discussions.length, 0);
    expect(all.body.total).toBe(expected);
    for (const item of all.body.items) {
      expect(item.excerpt).not.toMatch(/lorem ipsum/i);
      expect(item.author.username).toBeTruthy();
    }
    // Names come from the identity service where it knows the account, else the demo accounts' own.
    const byEducator = all.body.items.find((i: { author: { id: number } }) => i.author.id === 2);
    expect(byEducator.author).toMatchObject({ firstName: 'Elena', lastName: 'Rivers', role: 'educator' });
    const byAdmin = all.body.items.find((i: { author: { id: number } }) => i.author.id === 1);
    expect(byAdmin.author).toMatchObject({ username: 'admin', firstName: 'Avery' });
    // Activity is real: the tabs differ, Popular Topics have numbers.
    const recent = await t.api.get('/api/discussions?tab=recent&pageSize=50');
    const popular = await t.api.get('/api/discussions?tab=popular&pageSize=50');
    expect(recent.body.total).toBeGreaterThan(0);
    expect(recent.body.total).toBeLessThan(expected);
    expect(popular.body.total).toBeGreaterThan(0);
    expect(popular.body.total).toBeLessThan(expected);
    const hot = await t.api.get('/api/forum-topics?sort=popular&limit=6');
    expect(hot.body).toHaveLength(6);
    expect(hot.body[0].recentActivity).toBeGreaterThan(0);
    expect(all.body.items.some((i: { answered: boolean }) => i.answered)).toBe(true);
  });

  it('runs once', async () => {
    const again = await seedDemoForum(t.service.deps, {
      adminId: 1,
      educatorId: 2,
      learnerId: 4,
      learner2Id: 5,
    });
    expect(again.seeded).toBe(false);
  });

  it('treats the demo accounts as established members (their posts go back weeks)', async () => {
    const profile = await t.api.get('/api/forum/users/4');
    expect(profile.body.joinedAt).not.toBeNull();
    const res = await t.api.post(
      '/api/discussions',
      {
        title: 'A new question from Sam',
        content: 'Posting as the demo student works straight away.',
        topicId: 1,
      },
      { id: 4, username: 'student', role: 'student', status: 'active', firstName: 'Sam', lastName: 'Leaf' },
    );
    expect(res.status).toBe(201);
    const reply = await t.api.post(
      `/api/discussions/${res.body.id}/replies`,
      { content: 'And replying six seconds later too.' },
      { id: 4, username: 'student', role: 'student', status: 'active', firstName: 'Sam', lastName: 'Leaf' },
    );
    expect(reply.status).toBe(429);
    t.clock.advance(6_000);
    const later = await t.api.post(
      `/api/discussions/${res.body.id}/replies`,
      { content: 'And replying six seconds later too.' },
      { id: 4, username: 'student', role: 'student', status: 'active', firstName: 'Sam', lastName: 'Leaf' },
    );
    expect(later.status).toBe(201);
  });
});

describe.each(testEngines())('demo forum seeded by two first instances at once (%s)', (engine) => {
  it('seeds every topic and discussion once', async () => {
    const db = await createTestDatabase(engine, 'forum');
    const identity = await standInIdentityService();
    // A cluster's first start: both instances find nothing seeded; the start-up lock lets one seed at a time.
    const start = () =>
      createForumService({
        env: {
          ...db.env,
          ...testKeyEnv('forum'),
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DEMO: 'true',
          IDENTITY_URL: identity.url,
        },
        logger: pino({ level: 'silent' }),
      });
    const instances = await Promise.all([start(), start()]);
    try {
      const [a, b] = instances.map((i) => testApi(i.app));
      const topics = await a!.get('/api/forum-topics');
      expect(topics.body.map((x: { title: string }) => x.title).sort()).toEqual(
        demoTopics.map((x) => x.title).sort(),
      );
      const all = await b!.get('/api/discussions?pageSize=50');
      expect(all.body.total).toBe(demoTopics.reduce((n, x) => n + x.discussions.length, 0));
    } finally {
      for (const i of instances) await i.stop();
      await identity.stop();
      await db.cleanup();
    }
  });
});
