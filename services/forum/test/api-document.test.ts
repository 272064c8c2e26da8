import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionCreateSchema, discussionListQuerySchema } from '@canopy/contracts';
import { jsonSchemaOf as contract, type OpenApiDocument } from '@canopy/service-kit';
import { apiDocumentProblems, fetchApiDocument, testEngines } from '@canopy/service-kit/testing';
import { startForum, type TestForum } from './harness';

describe.each(testEngines())('the public API document (%s)', (engine) => {
  let t: TestForum;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startForum(engine);
    doc = await fetchApiDocument(t.service.app, 'forum');
  });
  afterAll(() => t?.stop());

  it('is a valid OpenAPI 3.1 document describing every /api route the service answers', async () => {
    expect(
      await apiDocumentProblems(t.service.app, doc, {
        paths: [
          '/api/forum-topics',
          '/api/forum-topics/{id}',
          '/api/forum-topics/{id}/discussions',
          '/api/discussions',
          '/api/discussions/{id}',
          '/api/discussions/{id}/replies',
          '/api/forum/users/{id}',
          '/api/forum/moderation/flags',
        ],
      }),
    ).toEqual([]);
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
