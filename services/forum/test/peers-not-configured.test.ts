import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumMessages } from '@canopy/contracts';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { discussionPayload, replyPayload, startForum, type TestForum } from './harness';

/*
 * A forum without IDENTITY_URL and COURSE_URL (standalone development): the clients are there, their calls fail
 * at once (PeerNotConfiguredError). Accounts then count as established, course discussions answer 503.
 */
describe.each(testEngines())('a forum whose peers are not configured (%s)', (engine) => {
  let t: TestForum;
  let topicId: number;

  beforeAll(async () => {
    t = await startForum(engine, { env: { IDENTITY_URL: '', COURSE_URL: '' } });
    topicId = await t.topic('Standalone topic');
  });
  afterAll(() => t?.stop());

  it('counts an account identity was never asked about as established (the short interval only)', async () => {
    const member = fakeIdentity();
    const started = await t.api.post('/api/discussions', discussionPayload(topicId), member);
    expect(started.status).toBe(201);
    // A new member would wait 30 s; an established one 5 s.
    t.clock.advance(10_000);
    const replied = await t.api.post(`/api/discussions/${started.body.id}/replies`, replyPayload(), member);
    expect(replied.status).toBe(201);
    expect(t.identity.calls).toEqual([]);
  });

  it('answers a course discussion 503 with the forum’s message', async () => {
    const res = await t.api.post(
      '/api/discussions',
      discussionPayload(topicId, { courseId: 7 }),
      fakeIdentity(),
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: forumMessages.courseUnavailable, code: 'unavailable' });
  });
});
