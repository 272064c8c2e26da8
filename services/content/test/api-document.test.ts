import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ebookCreateSchema, ebookUpdateSchema } from '@canopy/contracts';
import type { OpenApiDocument } from '@canopy/service-kit';
import {
  identityHeaders,
  openApiProblems,
  TEST_SECRET,
  testEngines,
  undocumentedRoutes,
} from '@canopy/service-kit/testing';
import { startContent, type TestContent } from './harness';

const contract = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

describe.each(testEngines())('the public API document (%s)', (engine) => {
  let t: TestContent;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startContent(engine);
    const res = await request(t.service.app)
      .get('/internal/openapi.json')
      .set(await identityHeaders(null, TEST_SECRET, 'gateway'))
      .expect(200);
    doc = res.body as OpenApiDocument;
  });
  afterAll(() => t?.stop());

  it('is a valid OpenAPI 3.1 document describing every /api route the service answers', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(openApiProblems(doc)).toEqual([]);
    expect(undocumentedRoutes(t.service.app, doc)).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/ebooks',
        '/api/ebooks/{id}',
        '/api/upload',
        '/api/uploads/{file}',
        '/api/youtube/extract',
      ]),
    );
  });

  it('takes bodies from the contracts and says who may call', () => {
    expect(doc.paths['/api/ebooks']!.post!.requestBody!.content['application/json']!.schema).toEqual(
      contract(ebookCreateSchema, 'input'),
    );
    expect(doc.paths['/api/ebooks/{id}']!.patch!.requestBody!.content['application/json']!.schema).toEqual(
      contract(ebookUpdateSchema, 'input'),
    );
    expect(doc.paths['/api/upload']!.post!['x-canopy-auth']).toBe('educator');
    expect(doc.paths['/api/uploads/{file}']!.get!['x-canopy-auth']).toBe('public');
  });
});
