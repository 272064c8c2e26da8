import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fakeIdentity, identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { createKeptReads } from '@canopy/service-kit';
import { buildCourse, makeCast, startCourseService, type BuiltCourse, type TestService } from './harness';
import { createDrizzleReadVersionStore } from '../src/stores/read-version-store';

// Learners' reads are kept while the versions of their rows stand still (issue 34). What matters is that a kept
// answer is never older than the rows: every write — on another instance, or straight into the database — shows
// in the next read of every instance.

describe('the learner read cache itself', () => {
  it('serves a kept answer only while its versions are unchanged', async () => {
    const cache = createKeptReads(1024 * 1024);
    let version = '1:1';
    let loads = 0;
    const read = () =>
      cache.read(
        'k',
        async () => version,
        async () => ({ n: ++loads }),
      );
    expect(await read()).toEqual({ n: 1 });
    expect(await read()).toEqual({ n: 1 });
    version = '2:1';
    expect(await read()).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });

  it('never keeps a read under versions newer than the rows it saw', async () => {
    const cache = createKeptReads(1024 * 1024);
    let version = 1;
    let rows = 'old';
    // The versions are read, then a write lands (rows and version) before the rows are read.
    const racing = await cache.read(
      'k',
      async () => `${version}`,
      async () => {
        const seen = rows;
        rows = 'new';
        version = 2;
        return seen === 'old' ? 'new' : seen;
      },
    );
    expect(racing).toBe('new');
    // Read again: versions moved on, so the kept entry (tagged 1) is not served.
    let loads = 0;
    expect(
      await cache.read(
        'k',
        async () => `${version}`,
        async () => (loads++, rows),
      ),
    ).toBe('new');
    expect(loads).toBe(1);
  });

  it('keeps nothing with no room, and leaves out an answer too large for it', async () => {
    for (const bytes of [0, 100]) {
      const cache = createKeptReads(bytes);
      let loads = 0;
      const big = 'x'.repeat(50);
      await cache.read(
        'k',
        async () => '1',
        async () => (loads++, big),
      );
      await cache.read(
        'k',
        async () => '1',
        async () => (loads++, big),
      );
      expect(loads).toBe(2);
    }
  });
});

describe.each(testEngines())('learners’ reads across instances (%s)', (engine) => {
  const cast = makeCast();
  let a: TestService & { dbEnv: { DATA_DIR: string; DATABASE_URL?: string }; cleanup(): Promise<void> };
  let b: TestService;
  let course: BuiltCourse;

  const standing = async (t: TestService) =>
    (await t.api.get(`/api/courses/${course.id}/outline`, cast.student)).body.learner;
  const enrollments = async (t: TestService) => (await t.api.get('/api/enrollments', cast.student)).body;
  const progress = async (t: TestService) =>
    (await t.api.get(`/api/courses/${course.id}/progress`, cast.student)).body;

  beforeAll(async () => {
    a = await startCourseService(engine);
    b = await startCourseService(engine, {}, { env: a.dbEnv });
    course = await buildCourse(a.api, cast.educator, cast.admin, { lessonsPerModule: [2, 1] });
  });
  afterAll(async () => {
    await b?.service.stop();
    await a?.stop();
  });

  it('shows an enrolment and completions made on the other instance at once', async () => {
    // Instance A reads (and keeps) the learner's state before anything happened.
    expect((await standing(a)).enrolled).toBe(false);
    expect(await enrollments(a)).toEqual([]);
    await b.api.post('/api/enrollments', { courseId: course.id }, cast.student);
    expect((await standing(a)).enrolled).toBe(true);
    expect((await enrollments(a)).map((e: { courseId: number }) => e.courseId)).toEqual([course.id]);
    expect((await progress(a)).completedLessons).toBe(0);

    await b.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, cast.student);
    expect((await standing(a)).completedLessonIds).toEqual([course.lessons[0]]);
    expect((await progress(a)).completedLessons).toBe(1);
    expect((await enrollments(a))[0]).toMatchObject({ completedLessons: 1, nextLessonId: course.lessons[1] });
  });

  it('shows an educator’s change to the course made on the other instance', async () => {
    expect((await standing(a)).totalLessons).toBe(3);
    await b.api.post(
      '/api/lessons',
      { title: 'Added later', content: 'More', moduleId: course.modules[1]!.id, duration: 5 },
      cast.educator,
    );
    expect((await standing(a)).totalLessons).toBe(4);
    expect((await enrollments(a))[0].totalLessons).toBe(4);
    const renamed = await b.api.patch(
      `/api/courses/${course.id}`,
      { title: 'Renamed course' },
      cast.educator,
    );
    expect(renamed.status).toBe(200);
    expect((await enrollments(a))[0].course.title).toBe('Renamed course');
  });

  it('shows rows written straight into the database (a script, a migration)', async () => {
    expect((await standing(a)).completedLessonIds).toHaveLength(1);
    await a.service.ctx.db.execute(
      sql`insert into lesson_completions (user_id, lesson_id) values (${cast.student!.id}, ${course.lessons[1]})`,
    );
    expect((await standing(a)).completedLessonIds).toHaveLength(2);
    await a.service.ctx.db.execute(
      sql`update modules set title = 'Retitled' where id = ${course.modules[0]!.id}`,
    );
    const outline = (await a.api.get(`/api/courses/${course.id}/outline`, cast.student)).body;
    expect(outline.modules.map((m: { title: string }) => m.title)).toContain('Retitled');
  });

  it('shapes a kept outline for each viewer: the same account suspended, or made an administrator', async () => {
    expect((await standing(a)).enrolled).toBe(true);
    const suspended = { ...cast.student!, status: 'suspended' as const };
    const outline = (await a.api.get(`/api/courses/${course.id}/outline`, suspended)).body;
    expect(outline.learner).toBeNull();
    expect(outline.modules[0].lessons[0].locked).toBe(true);
    expect((await standing(a)).enrolled).toBe(true);
    // Made an administrator, the same account opens every lesson at once.
    const outlineOf = async (viewer: typeof cast.student2) =>
      (await a.api.get(`/api/courses/${course.id}/outline`, viewer)).body;
    expect((await outlineOf(cast.student2)).modules[0].lessons[0].locked).toBe(true);
    const promoted = { ...cast.student2!, role: 'admin' as const };
    expect((await outlineOf(promoted)).modules[0].lessons[0].locked).toBe(false);
  });

  it('answers a kept read with the same ETag, and 304 when the browser has it', async () => {
    const path = `/api/courses/${course.id}/progress`;
    const first = await a.api.get(path, cast.student);
    const again = await a.api.get(path, cast.student);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toEqual(first.body);
    const revalidated = await a.api.raw
      .get(path)
      .set(await identityHeaders(cast.student))
      .set('If-None-Match', first.headers.etag!);
    expect(revalidated.status).toBe(304);
    await b.api.post('/api/lesson-completions', { lessonId: course.lessons[2] }, cast.student);
    const changed = await a.api.get(path, cast.student);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('never answers one learner’s kept read to another', async () => {
    expect((await a.api.get(`/api/courses/${course.id}/outline`, cast.student2)).body.learner.enrolled).toBe(
      false,
    );
    expect((await a.api.get('/api/enrollments', cast.student2)).body).toEqual([]);
  });

  it('gives each of many learners reading at once their own versions, and a write made just before', async () => {
    // Their probes go to the database together (one statement per batch): each must still get its own answer.
    const other = await buildCourse(a.api, cast.educator, cast.admin, { lessonsPerModule: [1, 1] });
    const learners = Array.from({ length: 8 }, () => fakeIdentity({ role: 'student' }));
    for (const [i, learner] of learners.entries()) {
      if (i % 2 === 0) await b.api.post('/api/enrollments', { courseId: course.id }, learner);
      if (i % 3 === 0) await b.api.post('/api/enrollments', { courseId: other.id }, learner);
      if (i % 4 === 0) await b.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, learner);
    }
    const readAll = () =>
      Promise.all(
        learners.flatMap((learner) => [
          a.api.get('/api/enrollments', learner),
          a.api.get(`/api/courses/${course.id}/progress`, learner),
          a.api.get(`/api/courses/${other.id}/outline`, learner),
        ]),
      );
    for (let round = 0; round < 2; round++) {
      const answers = await readAll();
      for (const [i] of learners.entries()) {
        const [mine, progressHere, outlineThere] = answers.slice(i * 3, i * 3 + 3).map((r) => r.body);
        const expected = [...(i % 2 === 0 ? [course.id] : []), ...(i % 3 === 0 ? [other.id] : [])];
        expect(mine.map((e: { courseId: number }) => e.courseId).sort()).toEqual(expected.sort());
        expect(progressHere.completedLessons).toBe(i % 4 === 0 ? 1 : 0);
        expect(outlineThere.learner.enrolled).toBe(i % 3 === 0);
      }
    }
    // A completion written straight into the database raises this learner's version and nobody else's (the course
    // row stays); then everyone reads at once on A, and this learner's reads show it.
    await a.service.ctx.db.execute(
      sql`insert into lesson_completions (user_id, lesson_id) values (${learners[2]!.id}, ${course.lessons[1]})`,
    );
    const answers = await readAll();
    expect(answers[2 * 3 + 1]!.body.completedLessons).toBe(1);
    expect(answers[2 * 3]!.body[0]).toMatchObject({ completedLessons: 1 });
  });

  it('answers probes asked together, in one statement, each as it would alone', async () => {
    const store = createDrizzleReadVersionStore(a.service.ctx.db);
    const pairs = [
      cast.student!,
      cast.student2!,
      ...Array.from({ length: 5 }, (_, i) => ({ id: 7000 + i })),
    ].map((learner, i) => ({ userId: learner.id, courseId: i % 2 === 0 ? course.id : 9_999_999 }));
    const alone: string[][] = [];
    for (const p of pairs) {
      alone.push([await store.learnerCourse(p.userId, p.courseId), await store.learnerEnrollments(p.userId)]);
    }
    const together = await Promise.all(
      pairs.map(async (p) =>
        Promise.all([store.learnerCourse(p.userId, p.courseId), store.learnerEnrollments(p.userId)]),
      ),
    );
    expect(together).toEqual(alone);
    expect(new Set(alone.map((a) => a.join()))).not.toHaveProperty('size', 1);
  });
});
