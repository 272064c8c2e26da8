import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@canopy/service-kit/testing';
import {
  AFTER_INTERVAL_MS,
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type TestForum,
} from './harness';

const DAY_MS = 86_400_000;

describe.each(testEngines())('discussions, replies and lists (%s)', (engine) => {
  const cast = makeCast();
  let t: TestForum;
  let topicId: number;

  beforeAll(async () => {
    t = await startForum(engine, { users: Object.values(cast).filter((u) => u !== null) });
    topicId = await t.topic('Composting and soil');
  });
  afterAll(() => t?.stop());

  it('starts a discussion with the specification payload and answers it with author, tags and replies', async () => {
    const res = await t.api.post(
      '/api/discussions',
      {
        title: '  Worm bins on a balcony  ',
        content: 'How do you keep a **worm bin** healthy through a cold winter on a balcony?',
        topicId,
        tags: ' Composting, #worms ,composting, Winter Care ',
      },
      cast.student,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Worm bins on a balcony',
      topicId,
      topic: { id: topicId, title: 'Composting and soil' },
      tags: 'composting, worms, winter care',
      tagList: ['composting', 'worms', 'winter care'],
      author: {
        id: cast.student.id,
        username: cast.student.username,
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'student',
      },
      replies: [],
      replyCount: 0,
      likeCount: 0,
      editedAt: null,
      status: 'visible',
    });
    expect(res.body.createdAt).toBe(t.clock().toISOString());
    expect(res.body).not.toHaveProperty('author.email');
    // topicId may come as a numeric string too (form values).
    t.clock.advance(AFTER_INTERVAL_MS);
    const again = await t.api.post(
      '/api/discussions',
      discussionPayload(topicId, { topicId: String(topicId) }),
      cast.student,
    );
    expect(again.status).toBe(201);
  });

  it('posts replies (oldest first) and counts them on the lists', async () => {
    t.clock.advance(AFTER_INTERVAL_MS);
    const d = await t.api.post('/api/discussions', discussionPayload(topicId), cast.student2);
    t.clock.advance(AFTER_INTERVAL_MS);
    const r1 = await t.api.post(
      `/api/discussions/${d.body.id}/replies`,
      { content: 'First reply here.' },
      cast.student,
    );
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({
      discussionId: d.body.id,
      content: 'First reply here.',
      author: { id: cast.student.id, firstName: 'Ada' },
      isAnswer: false,
    });
    t.clock.advance(AFTER_INTERVAL_MS);
    await t.api.post(
      `/api/discussions/${d.body.id}/replies`,
      { content: 'Second reply here.' },
      cast.educator,
    );
    const detail = await t.api.get(`/api/discussions/${d.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.replies.map((r: { content: string }) => r.content)).toEqual([
      'First reply here.',
      'Second reply here.',
    ]);
    expect(detail.body.replyCount).toBe(2);
    expect(detail.body.replies[0]).toMatchObject({
      id: r1.body.id,
      content: 'First reply here.',
      createdAt: expect.any(String),
      author: {
        id: cast.student.id,
        username: cast.student.username,
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    const list = await t.api.get(`/api/forum-topics/${topicId}/discussions`);
    const item = list.body.items.find((i: { id: number }) => i.id === d.body.id);
    expect(item.replyCount).toBe(2);
    const topics = await t.api.get('/api/forum-topics');
    expect(topics.body.find((x: { id: number }) => x.id === topicId)).toMatchObject({
      title: 'Composting and soil',
      description: 'About composting and soil.',
      discussionCount: 3,
    });
  });

  it('pages every list: 20 per page with the total', async () => {
    const pagedTopic = await t.topic('Paging topic');
    const authors = [cast.student, cast.student2, cast.student3, cast.educator];
    for (let i = 0; i < 23; i++) {
      t.clock.advance(AFTER_INTERVAL_MS);
      const res = await t.api.post(
        '/api/discussions',
        discussionPayload(pagedTopic, { title: `Paged discussion ${String(i).padStart(2, '0')}` }),
        authors[i % authors.length],
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const first = await t.api.get(`/api/forum-topics/${pagedTopic}/discussions`);
    expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 20, pageCount: 2 });
    expect(first.body.items).toHaveLength(20);
    // All: newest first.
    expect(first.body.items[0].title).toBe('Paged discussion 22');
    const second = await t.api.get(`/api/forum-topics/${pagedTopic}/discussions?page=2`);
    expect(second.body.items.map((i: { title: string }) => i.title)).toEqual([
      'Paged discussion 02',
      'Paged discussion 01',
      'Paged discussion 00',
    ]);
    const small = await t.api.get(`/api/discussions?topicId=${pagedTopic}&pageSize=5&page=5`);
    expect(small.body).toMatchObject({ total: 23, page: 5, pageSize: 5, pageCount: 5 });
    expect(small.body.items).toHaveLength(3);
    const beyond = await t.api.get(`/api/discussions?topicId=${pagedTopic}&page=9`);
    expect(beyond.body).toMatchObject({ total: 23, items: [] });
  });

  it('Recent orders by newest activity and leaves out quiet discussions; Popular counts replies and likes of 30 days', async () => {
    const topic = await t.topic('Tabs topic');
    const post = async (title: string, who = cast.student) => {
      t.clock.advance(AFTER_INTERVAL_MS);
      const res = await t.api.post('/api/discussions', discussionPayload(topic, { title }), who);
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    const old = await post('An old quiet discussion');
    t.clock.advance(40 * DAY_MS);
    const busy = await post('A busy discussion');
    const liked = await post('A liked discussion', cast.student2);
    const fresh = await post('A fresh discussion', cast.educator);
    // Activity on the old one, 40 days later: a reply bumps it in Recent.
    t.clock.advance(AFTER_INTERVAL_MS);
    await t.api.post(`/api/discussions/${old}/replies`, replyPayload(), cast.student3);
    for (const who of [cast.student2, cast.educator, cast.student3]) {
      t.clock.advance(AFTER_INTERVAL_MS);
      expect((await t.api.post(`/api/discussions/${busy}/replies`, replyPayload(), who)).status).toBe(201);
    }
    await t.api.put(`/api/discussions/${liked}/like`, undefined, cast.student);
    await t.api.put(`/api/discussions/${liked}/like`, undefined, cast.educator);

    const all = await t.api.get(`/api/discussions?topicId=${topic}&tab=all`);
    expect(all.body.items.map((i: { id: number }) => i.id)).toEqual([fresh, liked, busy, old]);
    const recent = await t.api.get(`/api/discussions?topicId=${topic}&tab=recent`);
    expect(recent.body.items.map((i: { id: number }) => i.id)).toEqual([busy, old, fresh, liked]);
    const popular = await t.api.get(`/api/discussions?topicId=${topic}&tab=popular`);
    expect(popular.body.items.map((i: { id: number; popularity: number }) => [i.id, i.popularity])).toEqual([
      [busy, 3],
      [liked, 2],
      [old, 1],
    ]);

    // 15 days later only the newest activity is Recent; 31 days later nothing is Popular.
    t.clock.advance(15 * DAY_MS);
    const later = await t.api.get(`/api/discussions?topicId=${topic}&tab=recent`);
    expect(later.body.total).toBe(0);
    const stillPopular = await t.api.get(`/api/discussions?topicId=${topic}&tab=popular`);
    expect(stillPopular.body.total).toBe(3);
    t.clock.advance(16 * DAY_MS);
    expect((await t.api.get(`/api/discussions?topicId=${topic}&tab=popular`)).body.total).toBe(0);
  });

  it('Popular Topics come from activity of the last 30 days', async () => {
    const quiet = await t.topic('Quiet topic');
    const lively = await t.topic('Lively topic');
    t.clock.advance(AFTER_INTERVAL_MS);
    const d = await t.api.post('/api/discussions', discussionPayload(lively), cast.student);
    for (const who of [cast.student2, cast.student3]) {
      t.clock.advance(AFTER_INTERVAL_MS);
      await t.api.post(`/api/discussions/${d.body.id}/replies`, replyPayload(), who);
    }
    const res = await t.api.get('/api/forum-topics?sort=popular&limit=6');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(6);
    expect(res.body[0]).toMatchObject({ id: lively, recentActivity: 3, discussionCount: 1 });
    const all = await t.api.get('/api/forum-topics?sort=popular');
    expect(all.body.find((x: { id: number }) => x.id === quiet).recentActivity).toBe(0);

    // A like counts; a hidden discussion takes its own start, its replies and its likes out of the topic's activity.
    t.clock.advance(AFTER_INTERVAL_MS);
    const other = await t.api.post('/api/discussions', discussionPayload(lively), cast.student2);
    expect(other.status).toBe(201);
    t.clock.advance(AFTER_INTERVAL_MS);
    const reply = await t.api.post(
      `/api/discussions/${other.body.id}/replies`,
      replyPayload(),
      cast.student3,
    );
    expect(reply.status).toBe(201);
    await t.api.put(`/api/discussions/${d.body.id}/like`, undefined, cast.educator);
    expect((await t.api.get(`/api/forum-topics/${lively}`)).body.recentActivity).toBe(6);
    const hidden = await t.api.post(`/api/forum/moderation/discussion/${d.body.id}/hide`, {}, cast.admin);
    expect(hidden.status).toBe(200);
    expect((await t.api.get(`/api/forum-topics/${lively}`)).body).toMatchObject({
      recentActivity: 2,
      discussionCount: 1,
    });
  });

  it('searches titles, tags and content, best match first, with a highlighted snippet', async () => {
    const topic = await t.topic('Search topic');
    const post = async (title: string, content: string, tags = '', who = cast.student) => {
      t.clock.advance(AFTER_INTERVAL_MS);
      const res = await t.api.post('/api/discussions', { title, content, topicId: topic, tags }, who);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const inContent = await post(
      'Balcony ideas for small flats',
      'We tried rainwater harvesting with a tiny barrel and it kept our herbs alive all summer.',
    );
    const inTitle = await post(
      'Rainwater harvesting for allotments',
      'How big should a storage tank be for a plot of sixty square metres?',
    );
    const inTags = await post(
      'Watering during droughts',
      'Mulch, drip lines and collecting water from the shed roof have all helped us.',
      'rainwater, drought',
    );
    await post('Something else entirely', 'A post about bicycles and commuting to work in the rain.');

    const res = await t.api.get(
      `/api/discussions?search=${encodeURIComponent('rainwater')}&topicId=${topic}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    // Title outranks tags, tags outrank content.
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([inTitle, inTags, inContent]);
    const contentHit = res.body.items[2];
    expect(
      contentHit.snippet.some(
        (p: { text: string; highlight: boolean }) => p.highlight && /rainwater/i.test(p.text),
      ),
    ).toBe(true);
    // Stemming and prefix: "harvest" finds "harvesting"; the last word is a prefix ("allot").
    const stem = await t.api.get(`/api/discussions?search=harvest%20allot&topicId=${topic}`);
    expect(stem.body.items.map((i: { id: number }) => i.id)).toEqual([inTitle]);
    // Whatever is typed, nothing breaks the query.
    for (const q of ["'); drop table discussions; --", '&|!:*()', '   ', 'the']) {
      const r = await t.api.get(`/api/discussions?search=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
    }
    // Search across the forum (no topic filter) works on the other tabs too.
    const recent = await t.api.get('/api/discussions?search=rainwater&tab=recent');
    expect(recent.body.total).toBeGreaterThanOrEqual(3);
    // Tags filter.
    const tagged = await t.api.get('/api/discussions?tag=Drought');
    expect(tagged.body.items.map((i: { id: number }) => i.id)).toEqual([inTags]);
  });
});
