import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartridgeStoredReportSchema,
  courseListQuerySchema,
  courseOutlineSchema,
  wizardCourseSchema,
} from '@canopy/contracts';
import { jsonSchemaOf as contract, type OpenApiDocument } from '@canopy/service-kit';
import { apiDocumentProblems, fetchApiDocument, testEngines } from '@canopy/service-kit/testing';
import { startCourseService, type TestService } from './harness';

describe.each(testEngines())('the public API document (%s)', (engine) => {
  let t: TestService;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startCourseService(engine);
    doc = await fetchApiDocument(t.service.app, 'course');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('is a valid OpenAPI 3.1 document describing every /api route the service answers', async () => {
    const paths = ['/api/courses', '/api/courses/{id}/outline', '/api/lesson-completions'];
    expect(await apiDocumentProblems(t.service.app, doc, { paths })).toEqual([]);
  });

  it('takes bodies, queries and answers from the contracts', () => {
    const wizard = doc.paths['/api/courses/create']!.post!;
    expect(wizard.requestBody!.content['application/json']!.schema).toEqual(
      contract(wizardCourseSchema, 'input'),
    );
    const list = doc.paths['/api/courses']!.get!;
    const query = contract(courseListQuerySchema, 'input') as { properties: Record<string, unknown> };
    expect(list.parameters!.map((p) => [p.name, p.in, p.schema])).toEqual(
      Object.entries(query.properties).map(([name, schema]) => [name, 'query', schema]),
    );
    const outline = doc.paths['/api/courses/{id}/outline']!.get!;
    expect(outline.responses['200']!.content!['application/json']!.schema).toEqual(
      contract(courseOutlineSchema, 'output'),
    );
    const report = doc.paths['/api/courses/{id}/import-report']!.get!;
    expect(report.responses['200']!.content!['application/json']!.schema).toEqual(
      contract(cartridgeStoredReportSchema, 'output'),
    );
  });

  it('tells the PDF apart from JSON answers', () => {
    const pdf = doc.paths['/api/certificates/{code}/pdf']!.get!;
    expect(Object.keys(pdf.responses['200']!.content!)).toEqual(['application/pdf']);
  });
});
