import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartridgeLimits,
  cartridgeMessages,
  cartridgeStoredReportSchema,
  courseDetailSchema,
  courseMessages,
  type CartridgeImportReport,
  type Identity,
} from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { folderEntries, rawZip, tinyManifest, tinyPage } from './cartridge-packages';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/** The import report kept with an imported course: read back later, by whom, and never for a failed import. */
describe.each(testEngines())('the kept import report of a Common Cartridge import (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  /** What the import of the canvas-style package answered, and the time around it. */
  let imported: CartridgeImportReport;
  let sentAt: number;
  let answeredAt: number;

  const importPackage = async (bytes: Buffer, user: Identity = cast.educator) =>
    t.api.raw
      .post('/api/courses/import')
      .set(await identityHeaders(user))
      .field('categoryId', '6')
      .field('level', 'beginner')
      .attach(cartridgeLimits.field, bytes, { filename: 'course.imscc', contentType: 'application/zip' });

  const reportOf = (courseId: number | string, user: Identity | null) =>
    t.api.get(`/api/courses/${courseId}/import-report`, user);

  const keptReports = async () => {
    const [row] = rowsOf<{ n: number }>(
      await t.service.ctx.db.execute(sql`select count(*)::int as n from course_import_reports`),
    );
    return row!.n;
  };

  const myCourseCount = async () =>
    ((await t.api.get('/api/educator/courses', cast.educator)).body as unknown[]).length;

  beforeAll(async () => {
    t = await startCourseService(engine);
    sentAt = Date.now();
    const res = await importPackage(rawZip(folderEntries('canvas-style')));
    answeredAt = Date.now();
    if (res.status !== 201) throw new Error(`import: ${res.status} ${JSON.stringify(res.body)}`);
    imported = res.body as CartridgeImportReport;
  });
  afterAll(() => t?.stop());

  it('gives the course’s educator the report the import answered, with when it was imported', async () => {
    // The package leaves things out and changes its shape, so there is something worth keeping.
    expect(imported.skipped.length).toBeGreaterThan(0);
    expect(imported.notes.length).toBeGreaterThan(0);
    const res = await reportOf(imported.course.id, cast.educator);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const stored = cartridgeStoredReportSchema.parse(res.body);
    expect(stored).toEqual({ ...imported, importedAt: expect.any(String) });
    const at = Date.parse(stored.importedAt);
    expect(new Date(at).toISOString()).toBe(stored.importedAt);
    expect(at).toBeGreaterThanOrEqual(sentAt - 5_000);
    expect(at).toBeLessThanOrEqual(answeredAt + 5_000);
  });

  it('gives it to an administrator; refuses everyone else as the export refuses them', async () => {
    const byAdmin = await reportOf(imported.course.id, cast.admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual((await reportOf(imported.course.id, cast.educator)).body);

    const expected = {
      otherEducator: { status: 404, message: courseMessages.courseNotFound },
      student: { status: 403 },
      pendingEducator: { status: 403 },
      visitor: { status: 401 },
    } as const;
    for (const [who, refusal] of Object.entries(expected)) {
      const user = cast[who as keyof typeof expected];
      const res = await reportOf(imported.course.id, user);
      const exported = await t.api.get(`/api/courses/${imported.course.id}/cartridge`, user);
      expect({ who, status: res.status }).toEqual({ who, status: refusal.status });
      expect({ who, status: res.status, message: res.body.message }).toEqual({
        who,
        status: exported.status,
        message: exported.body.message,
      });
      if ('message' in refusal) expect(res.body.message).toBe(refusal.message);
      expect(res.body).not.toHaveProperty('skipped');
    }
  });

  it('answers 404 with its own message for a course made in Canopy, and 400/404 for bad or missing ids', async () => {
    const made = await buildCourse(t.api, cast.educator, cast.admin, { approve: false });
    for (const user of [cast.educator, cast.admin]) {
      const res = await reportOf(made.id, user);
      expect([res.status, res.body.message, res.body.code]).toEqual([
        404,
        cartridgeMessages.noImportReport,
        'not_found',
      ]);
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await reportOf(bad, cast.educator);
      expect({ bad, status: res.status, message: res.body.message }).toEqual({
        bad,
        status: 400,
        message: 'Invalid id',
      });
    }
    const missing = await reportOf(987_654, cast.educator);
    expect([missing.status, missing.body.message]).toEqual([404, courseMessages.courseNotFound]);
  });

  it('tells the builder’s course read when the course was imported (null for one made in Canopy)', async () => {
    const stored = (await reportOf(imported.course.id, cast.educator)).body as { importedAt: string };
    const detail = async (id: number, user: Identity | null) => {
      const res = await t.api.get(`/api/courses/${id}`, user);
      expect(res.status).toBe(200);
      return courseDetailSchema.parse(res.body).importedAt;
    };
    expect(await detail(imported.course.id, cast.educator)).toBe(stored.importedAt);
    expect(await detail(imported.course.id, cast.admin)).toBe(stored.importedAt);
    const made = await buildCourse(t.api, cast.educator, cast.admin, { approve: false });
    expect(await detail(made.id, cast.educator)).toBeNull();
    // Once the imported course is in the catalogue, its learners and visitors are not told: the report is not theirs.
    expect(
      (await t.api.post(`/api/courses/${imported.course.id}/approve`, undefined, cast.admin)).status,
    ).toBe(200);
    expect(await detail(imported.course.id, cast.student)).toBeNull();
    expect(await detail(imported.course.id, cast.visitor)).toBeNull();
    expect(await detail(imported.course.id, cast.otherEducator)).toBeNull();
    expect(await detail(imported.course.id, cast.educator)).toBe(stored.importedAt);
  });

  it('names the course as it is now, and keeps what the import found', async () => {
    const renamed = await t.api.patch(
      `/api/courses/${imported.course.id}`,
      { title: 'Composting at Home' },
      cast.educator,
    );
    expect(renamed.status).toBe(200);
    const stored = cartridgeStoredReportSchema.parse(
      (await reportOf(imported.course.id, cast.educator)).body,
    );
    expect(stored.course).toEqual({
      id: imported.course.id,
      title: 'Composting at Home',
      status: 'approved',
    });
    expect({ ...stored, course: imported.course, importedAt: undefined }).toEqual({
      ...imported,
      importedAt: undefined,
    });
  });

  it('keeps nothing for an import that fails, and nothing at all when keeping the report fails', async () => {
    const reports = await keptReports();
    const courses = await myCourseCount();
    const empty = rawZip([
      {
        name: 'imsmanifest.xml',
        data: tinyManifest.replace('<item identifier="I1" identifierref="P1"><title>Page</title></item>', ''),
      },
      { name: 'page.html', data: tinyPage },
    ]);
    const refused = await importPackage(empty);
    expect([refused.status, refused.body.message]).toEqual([400, cartridgeMessages.nothingToImport]);
    expect(await keptReports()).toBe(reports);
    expect(await myCourseCount()).toBe(courses);

    // The report is written in the transaction that makes the course: when it cannot be kept, no course is made.
    const { db } = t.service.ctx;
    await db.execute(sql`create function refuse_import_report() returns trigger language plpgsql as $$
      begin raise exception 'the test refuses the report'; end $$`);
    await db.execute(sql`create trigger refuse_import_report before insert on course_import_reports
      for each row execute function refuse_import_report()`);
    try {
      const failed = await importPackage(rawZip(folderEntries('canvas-style')));
      expect(failed.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_import_report on course_import_reports`);
      await db.execute(sql`drop function refuse_import_report()`);
    }
    expect(await keptReports()).toBe(reports);
    expect(await myCourseCount()).toBe(courses);
  });

  it('goes with its course when the course is deleted', async () => {
    const res = await importPackage(
      rawZip([
        { name: 'imsmanifest.xml', data: tinyManifest },
        { name: 'page.html', data: tinyPage },
      ]),
    );
    expect(res.status).toBe(201);
    const reports = await keptReports();
    expect((await t.api.delete(`/api/courses/${res.body.course.id}`, cast.educator)).status).toBe(204);
    expect(await keptReports()).toBe(reports - 1);
    expect((await reportOf(res.body.course.id, cast.educator)).status).toBe(404);
  });
});
