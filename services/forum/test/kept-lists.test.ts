import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { sql } from 'drizzle-orm';
import {
  AFTER_INTERVAL_MS,
  discussionPayload,
  makeCast,
  replyPayload,
  startForum,
  type TestForum,
  type User,
} from './harness';

/**
 * Kept lists (service-kit's kept-reads.ts) on three instances of one database: A answers the lists (and keeps them),
 * B writes, and C keeps nothing (FORUM_LIST_CACHE_MB=0) — a fresh read to compare A's answers with. Some changes go
 * straight into the database, as another instance or an operator would make them.
 */
describe.each(testEngines())('discussion lists kept while their rows are unchanged (%s)', (engine) => {
  const cast = makeCast();
  const users = Object.values(cast).filter((u) => u !== null);
  let a: TestForum;
  let b: TestForum;
  let c: TestForum;
  let topicId: number;
  const solar: number[] = [];

  const lists = [
    '/api/discussions?search=solar',
    '/api/discussions?search=solar&page=2&pageSize=2',
    '/api/discussions?tab=recent',
    '/api/discussions',
  ];

  /** A's answer to every list equals a fresh read's; A's search answer is returned. */
  async function agree(): Promise<unknown> {
    let search: unknown;
    for (const path of lists) {
      const [kept, fresh] = [await a.api.get(path), await c.api.get(path)];
      expect(kept.status, path).toBe(200);
      expect(kept.body, path).toEqual(fresh.body);
      search ??= kept.body;
    }
    return search;
  }

  /** A post on B by `who`, past the posting interval. */
  async function post(path: string, body: Record<string, unknown>, who: User) {
    b.clock.advance(AFTER_INTERVAL_MS);
    const res = await b.api.post(path, body, who);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body as { id: number };
  }

  beforeAll(async () => {
    a = await startForum(engine, { users });
    const shared = { DATABASE_URL: a.service.ctx.config.DATABASE_URL! };
    b = await startForum(engine, { users, env: shared });
    c = await startForum(engine, { users, env: { ...shared, FORUM_LIST_CACHE_MB: '0' } });
    topicId = await b.topic('Energy at home');
    const authors = [cast.student, cast.student2, cast.student3, cast.educator];
    for (const [i, who] of authors.entries()) {
      const payload = discussionPayload(topicId, {
        title: `Solar panels on roof number ${i + 1}`,
        content: `Our solar panels number ${i + 1} give less in winter; what tilt do you use for solar?`,
      });
      solar.push((await post('/api/discussions', payload, who)).id);
    }
    await post('/api/discussions', discussionPayload(topicId), cast.admin);
  });
  afterAll(async () => {
    // B and C share A's database, which A's stop drops.
    await b?.stop();
    await c?.stop();
    await a?.stop();
  });

  it('answers a repeat read with no change from the kept page: the same JSON, the page not read again', async () => {
    const list = vi.spyOn(a.service.deps.stores.discussions, 'list');
    try {
      const first = await a.api.get('/api/discussions?search=solar');
      const again = await a.api.get('/api/discussions?search=solar');
      expect(first.body.total).toBe(4);
      expect(again.text).toBe(first.text);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(list).toHaveBeenCalledTimes(1);
      const revalidated = await a.api.raw
        .get('/api/discussions?search=solar')
        .set(await identityHeaders(null))
        .set('If-None-Match', first.headers.etag!);
      expect(revalidated.status).toBe(304);
    } finally {
      list.mockRestore();
    }
  });

  it('never keeps Popular: its figures move with the clock', async () => {
    await post(`/api/discussions/${solar[0]}/replies`, replyPayload(), cast.student2);
    const list = vi.spyOn(a.service.deps.stores.discussions, 'list');
    try {
      const first = await a.api.get('/api/discussions?tab=popular');
      const again = await a.api.get('/api/discussions?tab=popular');
      expect(first.body.total).toBe(1);
      expect(again.body).toEqual(first.body);
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      list.mockRestore();
    }
  });

  it('answers what a fresh read answers after each change, by another instance or in the database', async () => {
    const [first, second, third] = solar as [number, number, number];
    const changes: [string, () => Promise<unknown>][] = [
      [
        'an edited title and content',
        () =>
          b.api.patch(
            `/api/discussions/${second}`,
            {
              title: 'Solar panels facing west',
              content: 'Facing west, our solar panels catch the evening sun.',
            },
            cast.student2,
          ),
      ],
      [
        'a content changed in the database',
        () =>
          a.query(
            sql`update discussions set content = 'Solar now runs the heat pump all day.' where id = ${third}`,
          ),
      ],
      ['a reply', () => post(`/api/discussions/${third}/replies`, replyPayload(), cast.student)],
      ['a like', () => b.api.put(`/api/discussions/${first}/like`, undefined, cast.educator)],
      ['a hidden discussion', () => post(`/api/forum/moderation/discussion/${first}/hide`, {}, cast.admin)],
      [
        'a topic renamed',
        () => a.query(sql`update forum_topics set title = 'Renewables' where id = ${topicId}`),
      ],
      [
        "an author's new name",
        () =>
          a.query(sql`update forum_authors set first_name = 'Augusta' where user_id = ${cast.student2.id}`),
      ],
      [
        'a new matching discussion',
        () =>
          post(
            '/api/discussions',
            discussionPayload(topicId, {
              title: 'Solar water heating',
              content: 'Is solar water heating worth it?',
            }),
            cast.student,
          ),
      ],
      ['a deleted discussion', () => b.api.delete(`/api/discussions/${second}`, cast.student2)],
    ];
    let before = await agree();
    for (const [change, write] of changes) {
      await write();
      const after = await agree();
      expect(after, change).not.toEqual(before);
      before = after;
    }
  });
});
