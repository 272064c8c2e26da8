import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { discussionCreateSchema, discussionListQuerySchema } from '@canopy/contracts';
import type { OpenApiDocument } from '@canopy/service-kit';
import {
  identityHeaders,
  openApiProblems,
  TEST_SECRET,
  testEngines,
  undocumentedRoutes,
} from '@canopy/service-kit/testing';
import { startForum, type TestForum } from './harness';

const contract = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

describe.each(testEngines())('the public API document (%s)', (engine) => {
  let t: TestForum;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startForum(engine);
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
        '/api/forum-topics',
        '/api/forum-topics/{id}',
        '/api/forum-topics/{id}/discussions',
        '/api/discussions',
        '/api/discussions/{id}',
        '/api/discussions/{id}/replies',
        '/api/forum/users/{id}',
        '/api/forum/moderation/flags',
      ]),
    );
  });

  it('takes bodies and queries from the contracts', () => {
    const create = doc.paths['/api/discussions']!.post!;
    expect(create.requestBody!.content['application/json']!.schema).toEqual(
      contract(discussionCreateSchema, 'input'),
    );
    const list = doc.paths['/api/discussions']!.get!;
    const query = contract(discussionListQuerySchema, 'input') as { properties: Record<string, unknown> };
    expect(list.parameters!.map((p) => p.name)).toEqual(Object.keys(query.properties));
    expect(create['x-canopy-auth']).toBe('user');
    expect(doc.paths['/api/forum/moderation/flags']!.get!['x-canopy-auth']).toBe('admin');
  });
});
