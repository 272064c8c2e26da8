import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createKeptReads } from '@canopy/service-kit';
import { testEngines } from '@canopy/service-kit/testing';
import { listCoursePage } from '../src/use-cases/catalogue';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

// A catalogue page is kept while its courses' rows stand as they were (issue 34, growth: a page of 48 courses
// on a catalogue of 10,000). What matters is that a kept page is never older than its rows: a change made on
// another instance, or straight into the database, shows in the next read on every instance, and each viewer
// keeps their own page. A third instance that keeps nothing is the fresh read every answer is compared with.

describe.each(testEngines())('a catalogue page kept across instances (%s)', (engine) => {
  const cast = makeCast();
  let a: TestService & { dbEnv: { DATA_DIR: string; DATABASE_URL?: string }; cleanup(): Promise<void> };
  let b: TestService;
  let fresh: TestService;
  const ids: number[] = [];

  const page = async (t: TestService, query: string, user = cast.visitor) => {
    const res = await t.api.get(`/api/courses?${query}`, user);
    expect(res.status).toBe(200);
    return res.body as { items: Array<{ id: number; title: string; enrolledCount: number }>; total: number };
  };
  /** A's answer (read twice: the second from what A kept) equals a fresh read. */
  const sameAsFresh = async (query: string, user = cast.visitor) => {
    const first = await page(a, query, user);
    const again = await page(a, query, user);
    const truth = await page(fresh, query, user);
    expect(first).toEqual(truth);
    expect(again).toEqual(truth);
    return truth;
  };

  beforeAll(async () => {
    a = await startCourseService(engine);
    b = await startCourseService(engine, {}, { env: a.dbEnv });
    fresh = await startCourseService(engine, { LEARNER_READ_CACHE_MB: '0' }, { env: a.dbEnv });
    for (const title of ['Peatlands', 'Kelp forests', 'Mangroves']) {
      ids.push((await buildCourse(a.api, cast.educator, cast.admin, { title, lessonsPerModule: [1] })).id);
    }
  });
  afterAll(async () => {
    await fresh?.service.stop();
    await b?.service.stop();
    await a?.stop();
  });

  it('answers the same page again, and a course edited on the other instance at once', async () => {
    const before = await sameAsFresh('page=1&pageSize=2');
    expect(before.items.map((c) => c.id)).toEqual(ids.slice(0, 2));
    const edited = await b.api.patch(`/api/courses/${ids[0]}`, { title: 'Raised bogs' }, cast.educator);
    expect(edited.status).toBe(200);
    const after = await sameAsFresh('page=1&pageSize=2');
    expect(after.items[0]!.title).toBe('Raised bogs');
  });

  it('shows an enrolment made on the other instance: its count, and the popular order it changes', async () => {
    await sameAsFresh('page=1&pageSize=2&sort=popular');
    expect((await b.api.post('/api/enrollments', { courseId: ids[2] }, cast.student)).status).toBe(201);
    const popular = await sameAsFresh('page=1&pageSize=2&sort=popular');
    expect(popular.items[0]).toMatchObject({ id: ids[2], enrolledCount: 1 });
    // Each learner's own tab is theirs: the enrolled learner and another one see different pages.
    const mine = await sameAsFresh('page=1&pageSize=2&enrollment=enrolled', cast.student);
    expect(mine.items.map((c) => c.id)).toEqual([ids[2]]);
    const theirs = await sameAsFresh('page=1&pageSize=2&enrollment=enrolled', cast.student2);
    expect(theirs.items).toEqual([]);
  });

  it('shows rows written straight into the database (a script, a migration)', async () => {
    await sameAsFresh('page=1&pageSize=3');
    await a.service.ctx.db.execute(sql`update courses set description = 'Rewritten' where id = ${ids[1]}`);
    const after = await sameAsFresh('page=1&pageSize=3');
    expect(after.items.find((c) => c.id === ids[1])).toMatchObject({ description: 'Rewritten' });
  });

  it('keeps the whole list (no paging asked for) as fresh as the pages', async () => {
    const whole = async (t: TestService, user = cast.visitor) => {
      const res = await t.api.get('/api/courses', user);
      expect(res.status).toBe(200);
      return res.body as Array<{ id: number; title: string; level: string }>;
    };
    const same = async () => {
      const first = await whole(a);
      expect(await whole(a)).toEqual(first);
      expect(first).toEqual(await whole(fresh));
      return first;
    };
    await same();
    expect((await b.api.patch(`/api/courses/${ids[2]}`, { level: 'advanced' }, cast.educator)).status).toBe(
      200,
    );
    expect((await same()).find((c) => c.id === ids[2])).toMatchObject({ level: 'advanced' });
    await a.service.ctx.db.execute(sql`update courses set title = 'Tidal marshes' where id = ${ids[2]}`);
    expect((await same()).find((c) => c.id === ids[2])).toMatchObject({ title: 'Tidal marshes' });
  });

  it('shares a list among readers who see the same courses, and never gives anyone another reader’s', async () => {
    const draft = await buildCourse(b.api, cast.educator, cast.admin, {
      title: 'Draft dunes',
      approve: false,
    });
    const query = 'page=1&pageSize=48';
    const ofVisitor = await sameAsFresh(query);
    const ofStudent = await sameAsFresh(query, cast.student);
    const ofOwner = await sameAsFresh(query, cast.educator);
    const ofOther = await sameAsFresh(query, cast.otherEducator);
    expect(ofStudent).toEqual(ofVisitor);
    expect(ofOther).toEqual(ofVisitor);
    expect(ofOwner.items.map((c) => c.id)).toContain(draft.id);
    expect(ofVisitor.items.map((c) => c.id)).not.toContain(draft.id);
    // Read in turns, each reader still gets their own list.
    expect(await page(a, query, cast.educator)).toEqual(ofOwner);
    expect(await page(a, query)).toEqual(ofVisitor);
    expect((await a.api.get('/api/courses', cast.educator)).body.map((c: { id: number }) => c.id)).toContain(
      draft.id,
    );
    expect((await a.api.get('/api/courses')).body.map((c: { id: number }) => c.id)).not.toContain(draft.id);
    await a.service.ctx.db.execute(sql`delete from courses where id = ${draft.id}`);
  });

  it('shifts the pages when a course is approved, rejected or deleted elsewhere', async () => {
    const second = await sameAsFresh('page=2&pageSize=2');
    expect(second.items.map((c) => c.id)).toEqual([ids[2]]);
    const added = await buildCourse(b.api, cast.otherEducator, cast.admin, { title: 'Seagrass' });
    const grown = await sameAsFresh('page=2&pageSize=2');
    expect(grown.items.map((c) => c.id)).toEqual([ids[2], added.id]);
    expect(grown.total).toBe(second.total + 1);
    await a.service.ctx.db.execute(sql`update courses set status = 'rejected' where id = ${ids[0]}`);
    const shifted = await sameAsFresh('page=1&pageSize=2');
    expect(shifted.items.map((c) => c.id)).toEqual([ids[1], ids[2]]);
    await a.service.ctx.db.execute(sql`delete from courses where id = ${added.id}`);
    const gone = await sameAsFresh('page=2&pageSize=2');
    expect(gone.items).toEqual([]);
  });
});

describe('listCoursePage keeps a page', () => {
  it('reads the rows once while the standing and total hold, again when either changes', async () => {
    let standing = '1:100,2:101';
    let total = 2;
    let reads = 0;
    const courses = {
      listStanding: async () => standing,
      count: async () => total,
      list: async () => {
        reads += 1;
        return [];
      },
    };
    const deps = { stores: { courses }, learnerReads: createKeptReads(1024 * 1024) };
    const read = () =>
      listCoursePage(deps as unknown as Parameters<typeof listCoursePage>[0], null, { page: 1, pageSize: 2 });
    const first = await read();
    expect(await read()).toBe(first);
    expect(reads).toBe(1);
    // A learner whose list stands the same shares the visitor's copy.
    const learner = makeCast().student as Parameters<typeof listCoursePage>[1];
    const deps_ = deps as unknown as Parameters<typeof listCoursePage>[0];
    expect(await listCoursePage(deps_, learner, { page: 1, pageSize: 2 })).toBe(first);
    expect(reads).toBe(1);
    standing = '1:100,2:107';
    await read();
    expect(reads).toBe(2);
    total = 3;
    await read();
    expect(reads).toBe(3);
  });
});
