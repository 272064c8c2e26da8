import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseListQuerySchema, courseOutlineSchema, wizardCourseSchema } from '@canopy/contracts';
import type { OpenApiDocument } from '@canopy/service-kit';
import {
  identityHeaders,
  openApiProblems,
  TEST_SECRET,
  testEngines,
  undocumentedRoutes,
} from '@canopy/service-kit/testing';
import { startCourseService, type TestService } from './harness';

const contract = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
};

describe.each(testEngines())('the public API document (%s)', (engine) => {
  let t: TestService;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startCourseService(engine);
    const res = await request(t.service.app)
      .get('/internal/openapi.json')
      .set(await identityHeaders(null, TEST_SECRET, 'gateway'))
      .expect(200);
    doc = res.body as OpenApiDocument;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('is a valid OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(openApiProblems(doc)).toEqual([]);
  });

  it('describes every /api route the service answers', () => {
    expect(undocumentedRoutes(t.service.app, doc)).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/courses', '/api/courses/{id}/outline', '/api/lesson-completions']),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/internal'))).toBe(false);
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
  });

  it('tells the PDF apart from JSON answers', () => {
    const pdf = doc.paths['/api/certificates/{code}/pdf']!.get!;
    expect(Object.keys(pdf.responses['200']!.content!)).toEqual(['application/pdf']);
  });
});
