import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_PAGE_SIZE_DEFAULT,
  courseMessages,
  coursePageSchema,
  courseSummarySchema,
  type CourseSummary,
} from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService, type User } from './harness';

describe.each(testEngines())('catalogue pages (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  const list = async (query: string, user: User = null) => {
    const res = await t.api.get(`/api/courses?${query}`, user);
    expect(res.status).toBe(200);
    return courseSummarySchema.array().parse(res.body);
  };
  const page = async (query: string, user: User = null) => {
    const res = await t.api.get(`/api/courses?${query}`, user);
    expect(res.status).toBe(200);
    return coursePageSchema.parse(res.body);
  };

  beforeAll(async () => {
    t = await startCourseService(engine);
    const { api } = t;
    // 9 approved courses over levels and categories, 2 pending and 1 rejected: enough for several pages.
    for (let i = 0; i < 9; i++) {
      await buildCourse(api, i % 2 ? cast.educator : cast.otherEducator, cast.admin, {
        title: `Paged course ${i + 1} ${i % 3 === 0 ? 'about soil' : 'about water'}`,
        level: ['beginner', 'intermediate', 'advanced'][i % 3],
        categoryIds: i % 2 ? [6, 12] : [6],
        lessonsPerModule: [1],
      });
    }
    await buildCourse(api, cast.educator, cast.admin, { approve: false, title: 'Paged pending soil' });
    await buildCourse(api, cast.otherEducator, cast.admin, { approve: false, title: 'Paged pending other' });
    const rejected = await buildCourse(api, cast.educator, cast.admin, {
      approve: false,
      title: 'Paged rejected',
    });
    await api.post(`/api/courses/${rejected.id}/reject`, { reason: 'Not yet' }, cast.admin);
  });
  afterAll(() => t?.stop());

  it('keeps the plain array without paging parameters', async () => {
    const res = await t.api.get('/api/courses');
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(9);
  });

  it('pages through the same courses in the same order as the plain list', async () => {
    const whole = await list('');
    const pages: CourseSummary[] = [];
    for (let n = 1; n <= 4; n++) {
      const p = await page(`page=${n}&pageSize=4`);
      expect(p).toMatchObject({ total: 9, page: n, pageSize: 4 });
      expect(p.items.length).toBe(n <= 2 ? 4 : n === 3 ? 1 : 0);
      pages.push(...p.items);
    }
    expect(pages).toEqual(whole);
    // Either parameter alone asks for a page: page 1, or 12 to a page.
    expect(await page('pageSize=2')).toMatchObject({ page: 1, pageSize: 2, total: 9 });
    const defaults = await page('page=1');
    expect(defaults).toMatchObject({ page: 1, pageSize: COURSE_PAGE_SIZE_DEFAULT, total: 9 });
    expect(defaults.items).toHaveLength(9);
  });

  it("answers each view's total as the list counts it, for every caller and filter", async () => {
    const queries = [
      '',
      'status=approved',
      'status=pending',
      'status=rejected',
      'status=all',
      'categoryId=6',
      'categoryId=12',
      'categoryId=12&level=beginner',
      'categoryId=3',
      'level=advanced',
      'level=all',
      'status=approved&level=intermediate&categoryId=6',
      'status=pending&categoryId=6',
      'search=soil',
      'search=soil&level=beginner',
      'search=nothing-matches-this',
    ];
    const callers: [string, User][] = [
      ['visitor', cast.visitor],
      ['student', cast.student],
      ['educator', cast.educator],
      ['other educator', cast.otherEducator],
      ['admin', cast.admin],
    ];
    for (const [who, user] of callers) {
      for (const q of queries) {
        const whole = await list(q, user);
        const p = await page(`${q}&page=1&pageSize=48`, user);
        expect({ who, q, total: p.total, items: p.items }).toEqual({
          who,
          q,
          total: whole.length,
          items: whole,
        });
      }
    }
  });

  it('orders by enrollments with sort=popular: most enrolled first, then by title', async () => {
    const whole = await list('');
    const [a, b] = [whole[4]!, whole[7]!];
    const enrol = (courseId: number, user: User) => t.api.post('/api/enrollments', { courseId }, user);
    for (const user of [cast.student, cast.student2]) expect((await enrol(b.id, user)).status).toBe(201);
    expect((await enrol(a.id, cast.student)).status).toBe(201);

    const popular = await page('status=approved&sort=popular&pageSize=4');
    expect(popular.total).toBe(9);
    const rest = whole
      .filter((c) => c.id !== a.id && c.id !== b.id)
      .map((c) => c.title)
      .sort();
    expect(popular.items.map((c) => [c.title, c.enrolledCount])).toEqual([
      [b.title, 2],
      [a.title, 1],
      [rest[0], 0],
      [rest[1], 0],
    ]);
    // The plain list keeps the catalogue's order, whatever the enrollments.
    expect((await list('sort=catalogue')).map((c) => c.id)).toEqual(whole.map((c) => c.id));
    const bad = await t.api.get('/api/courses?sort=trending');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: courseMessages.sortInvalid, code: 'validation_failed' });
  });

  it("splits by the caller's enrollments on the server: the My Courses and Not Enrolled tabs", async () => {
    const whole = await list('');
    for (const c of [whole[0]!, whole[2]!, whole[3]!]) {
      const res = await t.api.post('/api/enrollments', { courseId: c.id }, cast.student);
      expect([201, 409]).toContain(res.status);
    }
    const enrolled = new Set(
      ((await t.api.get('/api/enrollments', cast.student)).body as { courseId: number }[]).map(
        (e) => e.courseId,
      ),
    );
    expect(enrolled.size).toBeGreaterThanOrEqual(3);
    for (const filters of ['', 'level=beginner', 'search=soil', 'categoryId=12']) {
      const all = await list(filters, cast.student);
      const mine = await list(`${filters}&enrollment=enrolled`, cast.student);
      const others = await list(`${filters}&enrollment=not-enrolled`, cast.student);
      expect({ filters, mine, others }).toEqual({
        filters,
        mine: all.filter((c) => enrolled.has(c.id)),
        others: all.filter((c) => !enrolled.has(c.id)),
      });
      expect(await list(`${filters}&enrollment=all`, cast.student)).toEqual(all);
      // Each tab's page total is what its list counts.
      for (const [q, expected] of [
        ['enrolled', mine],
        ['not-enrolled', others],
      ] as const) {
        const p = await page(`${filters}&enrollment=${q}&page=1&pageSize=48`, cast.student);
        expect({ filters, q, total: p.total, items: p.items }).toEqual({
          filters,
          q,
          total: expected.length,
          items: expected,
        });
      }
    }
    // Someone else's enrollments are theirs: another learner's My Courses holds none of these.
    const theirs = await list('enrollment=enrolled', cast.otherEducator);
    expect(theirs).toEqual([]);

    const visitor = await t.api.get('/api/courses?enrollment=enrolled');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ message: 'Authentication required' });
    const bad = await t.api.get('/api/courses?enrollment=mine', cast.student);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: courseMessages.enrollmentFilterInvalid,
      code: 'validation_failed',
    });
  });

  it('refuses bad paging values with 400 and the message saying why', async () => {
    const cases: [string, string][] = [
      ['pageSize=49', courseMessages.pageSizeMax],
      ['pageSize=1000000000000', courseMessages.pageSizeMax],
      ['pageSize=0', courseMessages.pageSizeInvalid],
      ['pageSize=ten', courseMessages.pageSizeInvalid],
      ['pageSize=2.5', courseMessages.pageSizeInvalid],
      ['page=0', courseMessages.pageInvalid],
      ['page=-1', courseMessages.pageInvalid],
      ['page=abc', courseMessages.pageInvalid],
      ['page=1000001', courseMessages.pageInvalid],
    ];
    for (const [q, message] of cases) {
      const res = await t.api.get(`/api/courses?${q}`);
      expect({ q, status: res.status, body: res.body }).toEqual({
        q,
        status: 400,
        body: expect.objectContaining({ message, code: 'validation_failed' }),
      });
    }
  });
});
