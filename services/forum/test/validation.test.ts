import { NUL_IN_TEXT } from '@canopy/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import {
  AFTER_INTERVAL_MS,
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type TestForum,
} from './harness';

describe.each(testEngines())('validation: the specification’s messages, 4xx and never 500 (%s)', (engine) => {
  const cast = makeCast();
  let t: TestForum;
  let topicId: number;
  let discussionId: number;

  beforeAll(async () => {
    t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
    topicId = await t.topic('Validation topic');
    const d = await t.api.post('/api/discussions', discussionPayload(topicId), cast.student);
    discussionId = d.body.id;
  });
  afterAll(() => t?.stop());

  const post = (body: unknown) => {
    t.clock.advance(AFTER_INTERVAL_MS);
    return t.api.post('/api/discussions', body, cast.student2);
  };

  it.each([
    [{ title: 'Shrt' }, 'Title must be at least 5 characters long'],
    [{ title: '    four    ' }, 'Title must be at least 5 characters long'],
    [{ title: undefined }, 'Title must be at least 5 characters long'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters long'],
    [{ content: 'Too short to post.' }, 'Content must be at least 20 characters long'],
    [{ content: 42 }, 'Content must be at least 20 characters long'],
    [{ content: 'y'.repeat(20_001) }, 'Content must be at most 20,000 characters long'],
    [{ topicId: undefined }, 'Please select a topic'],
    [{ topicId: '' }, 'Please select a topic'],
    [{ topicId: 0 }, 'Please select a topic'],
    [{ topicId: 'abc' }, 'Please select a topic'],
    [{ topicId: 1.5 }, 'Please select a topic'],
    [{ tags: 'a, b, c, d, e, f' }, 'Use at most 5 tags'],
    [{ tags: 'z'.repeat(31) }, 'Each tag must be at most 30 characters long'],
    [{ tags: '<script>' }, 'Tags must be a comma-separated list of words'],
    [{ tags: { a: 1 } }, 'Tags must be a comma-separated list of words'],
    [{ lessonId: 3 }, 'A lesson discussion needs its course'],
  ])('POST /api/discussions %j → %s', async (override, message) => {
    const res = await post(discussionPayload(topicId, override));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toBe(message);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('lists every problem of a payload at once, the first one as the message', async () => {
    const res = await post({ title: 'ab', content: 'short', tags: '' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message])).toEqual([
      ['title', 'Title must be at least 5 characters long'],
      ['content', 'Content must be at least 20 characters long'],
      ['topicId', 'Please select a topic'],
    ]);
  });

  it('accepts the bounds exactly, and tags left out', async () => {
    const res = await post({ title: 'x'.repeat(200), content: 'y'.repeat(20_000), topicId });
    expect(res.status).toBe(201);
    expect(res.body.tags).toBe('');
    const five = await post({
      title: 'Fiver',
      content: 'Exactly twenty chars',
      topicId,
      tags: 'a,b,c,d,' + 'e'.repeat(30),
    });
    expect(five.status).toBe(201);
    expect(five.body.tagList).toHaveLength(5);
  });

  it('answers 404 for an unknown topic, not 500', async () => {
    const res = await post(discussionPayload(2_000_000));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Topic not found' });
  });

  it.each([
    [{ content: 'four' }, 'Reply must be at least 5 characters long'],
    [{ content: '     ok     ' }, 'Reply must be at least 5 characters long'],
    [{}, 'Reply must be at least 5 characters long'],
    [{ content: null }, 'Reply must be at least 5 characters long'],
    [{ content: 'r'.repeat(10_001) }, 'Reply must be at most 10,000 characters long'],
  ])('POST /api/discussions/{id}/replies %j → %s', async (body, message) => {
    t.clock.advance(AFTER_INTERVAL_MS);
    const res = await t.api.post(`/api/discussions/${discussionId}/replies`, body, cast.student2);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('edits follow the same rules', async () => {
    const empty = await t.api.patch(`/api/discussions/${discussionId}`, {}, cast.student);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Nothing to update');
    const short = await t.api.patch(`/api/discussions/${discussionId}`, { title: 'abc' }, cast.student);
    expect(short.body.message).toBe('Title must be at least 5 characters long');
  });

  it('flags need a reason, and a note for "other"', async () => {
    const none = await t.api.post(`/api/discussions/${discussionId}/flags`, {}, cast.student2);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please choose why you are flagging this post');
    const other = await t.api.post(
      `/api/discussions/${discussionId}/flags`,
      { reason: 'other' },
      cast.student2,
    );
    expect(other.body.message).toBe('Please tell the moderators what is wrong with this post');
    const long = await t.api.post(
      `/api/discussions/${discussionId}/flags`,
      { reason: 'other', note: 'n'.repeat(501) },
      cast.student2,
    );
    expect(long.body.message).toBe('The note must be at most 500 characters long');
  });

  it('refuses bad ids, queries and bodies with 4xx, never 500', async () => {
    const checks: [string, () => Promise<{ status: number }>][] = [
      ['topic id text', () => t.api.get('/api/forum-topics/abc')],
      ['topic id zero', () => t.api.get('/api/forum-topics/0')],
      ['topic id huge', () => t.api.get('/api/forum-topics/99999999999')],
      ['topic id negative', () => t.api.get('/api/forum-topics/-1/discussions')],
      ['discussion unknown', () => t.api.get('/api/discussions/2147483647')],
      ['discussion id float', () => t.api.get('/api/discussions/1.5')],
      ['reply unknown', () => t.api.get('/api/forum/replies/2147483647')],
      ['profile id text', () => t.api.get('/api/forum/users/me')],
      ['page zero', () => t.api.get('/api/discussions?page=0')],
      ['page text', () => t.api.get('/api/discussions?page=two')],
      ['page size huge', () => t.api.get('/api/discussions?pageSize=1000')],
      ['tab unknown', () => t.api.get('/api/discussions?tab=hot')],
      ['topicId text', () => t.api.get('/api/discussions?topicId=x')],
      ['courseId negative', () => t.api.get('/api/discussions?courseId=-3')],
      ['search too long', () => t.api.get(`/api/discussions?search=${'s'.repeat(201)}`)],
      ['topics sort unknown', () => t.api.get('/api/forum-topics?sort=hot')],
      ['topics limit zero', () => t.api.get('/api/forum-topics?limit=0')],
      [
        'reply to unknown discussion',
        () => t.api.post('/api/discussions/2147483647/replies', replyPayload(), cast.student2),
      ],
      ['array body', () => t.api.post('/api/discussions', [1, 2], cast.student2)],
      [
        'string body',
        () => t.api.raw.post('/api/discussions').set('content-type', 'application/json').send('"hello"'),
      ],
      [
        'malformed json',
        async () =>
          t.api.raw
            .post('/api/discussions')
            .set(await identityHeaders(cast.student2))
            .set('content-type', 'application/json')
            .send('{"title": '),
      ],
      ['like unknown', () => t.api.put('/api/discussions/2147483647/like', undefined, cast.student2)],
      [
        'answer unknown',
        () => t.api.put(`/api/discussions/${discussionId}/answer`, { replyId: 'x' }, cast.student),
      ],
      ['moderation bad type', () => t.api.get('/api/forum/moderation/comment/1', cast.admin)],
      [
        'moderation unknown post',
        () => t.api.post('/api/forum/moderation/reply/2147483647/keep', {}, cast.admin),
      ],
      ['moderation bad status', () => t.api.get('/api/forum/moderation/flags?status=all', cast.admin)],
      [
        'edit unknown reply',
        () => t.api.patch('/api/forum/replies/2147483647', { content: 'hello there' }, cast.student2),
      ],
    ];
    const problems: string[] = [];
    for (const [label, run] of checks) {
      const res = await run();
      if (res.status < 400 || res.status >= 500) problems.push(`${label}: ${res.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('strips control characters from posted text', async () => {
    const res = await post(discussionPayload(topicId, { title: 'Clean\u0002 title\u0007 here' }));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Clean title here');
  });

  it('refuses a NUL character (PostgreSQL cannot store it) with a 400', async () => {
    const res = await post(discussionPayload(topicId, { title: 'Clean title\u0000 here' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NUL_IN_TEXT);
  });
});
