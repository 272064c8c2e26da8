import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@canopy/service-kit/testing';
import { AFTER_INTERVAL_MS, makeCast, startForum, type TestForum } from './harness';

/**
 * IDENTITY_URL and COURSE_URL listing several instances (as `npm run cluster` and Kubernetes give them), the
 * first of each down: a course discussion, which needs both peers, is still posted.
 */
describe.each(testEngines())('peers with several instances, the first one down (%s)', (engine) => {
  const cast = makeCast();
  let t: TestForum;

  beforeAll(async () => {
    t = await startForum(engine, { users: [cast.student], firstPeerInstanceDown: true });
  });
  afterAll(() => t?.stop());

  it('posts in a course forum, asking the instances that answer', async () => {
    t.courses.add(601, 'Soil Health', [8001]);
    t.clock.advance(AFTER_INTERVAL_MS);
    const res = await t.api.post(
      '/api/discussions',
      { title: 'Cover crops in winter', content: 'Which cover crops hold soil best?', courseId: 601 },
      cast.student,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.topic).toMatchObject({ title: 'Soil Health', courseId: 601 });
    expect(t.courses.calls.some((c) => c.includes('601'))).toBe(true);
    expect(t.identity.calls.length).toBeGreaterThan(0);
  });
});
