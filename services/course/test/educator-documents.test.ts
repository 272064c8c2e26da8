import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educatorDocumentSchema } from '@canopy/contracts';
import { fakeIdentity } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

/** The Content tab's lesson documents: lessons of the caller's own courses that link a document. */
describe('GET /api/educator/documents', () => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService('embedded');
  });
  afterAll(() => t?.stop());

  it('lists the documents of the caller’s own lessons, course by course in learning order', async () => {
    const teacher = fakeIdentity({ role: 'educator' });
    const course = await buildCourse(t.api, teacher, cast.admin, {
      lessonsPerModule: [1],
      title: 'Soil Basics',
    });
    const moduleId = course.modules[0]!.id;
    const lesson = (title: string, documentUrl?: string) =>
      t.api.post('/api/lessons', { title, content: 'Body', moduleId, documentUrl }, teacher);
    expect((await lesson('Compost guide', 'https://example.org/compost.pdf')).status).toBe(201);
    expect((await lesson('No document')).status).toBe(201);
    expect((await lesson('Worksheet', 'https://example.org/worksheet.pdf')).status).toBe(201);
    const foreign = await buildCourse(t.api, cast.otherEducator, cast.admin, { lessonsPerModule: [] });
    const foreignModule = (
      await t.api.post(
        '/api/modules',
        { title: 'Other', description: 'x', courseId: foreign.id },
        cast.otherEducator,
      )
    ).body.id;
    await t.api.post(
      '/api/lessons',
      {
        title: 'Not yours',
        content: 'x',
        moduleId: foreignModule,
        documentUrl: 'https://example.org/other.pdf',
      },
      cast.otherEducator,
    );

    const res = await t.api.get('/api/educator/documents', teacher);
    expect(res.status).toBe(200);
    const documents = educatorDocumentSchema.array().parse(res.body);
    expect(documents.map((d) => [d.lessonTitle, d.documentUrl, d.courseTitle])).toEqual([
      ['Compost guide', 'https://example.org/compost.pdf', 'Soil Basics'],
      ['Worksheet', 'https://example.org/worksheet.pdf', 'Soil Basics'],
    ]);
    expect(documents[0]).toMatchObject({ courseId: course.id, moduleId, moduleTitle: 'Module 1' });
  });

  it('is for active educators and administrators only', async () => {
    expect((await t.api.get('/api/educator/documents', null)).status).toBe(401);
    expect((await t.api.get('/api/educator/documents', cast.student)).status).toBe(403);
    expect((await t.api.get('/api/educator/documents', cast.admin)).body).toEqual([]);
  });
});
