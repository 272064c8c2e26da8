import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebookCreateSchema, ebookUpdateSchema } from '@canopy/contracts';
import { jsonSchemaOf as contract, type OpenApiDocument } from '@canopy/service-kit';
import { apiDocumentProblems, fetchApiDocument, testEngines } from '@canopy/service-kit/testing';
import { startContent, type TestContent } from './harness';

describe.each(testEngines())('the public API document (%s)', (engine) => {
  let t: TestContent;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startContent(engine);
    doc = await fetchApiDocument(t.service.app, 'content');
  });
  afterAll(() => t?.stop());

  it('is a valid OpenAPI 3.1 document describing every /api route the service answers', async () => {
    expect(
      await apiDocumentProblems(t.service.app, doc, {
        paths: [
          '/api/ebooks',
          '/api/ebooks/{id}',
          '/api/upload',
          '/api/uploads/{file}',
          '/api/youtube/extract',
          '/api/canopy-gpt/query',
          '/api/canopy-gpt/conversations',
          '/api/ai/generate-course-suggestions',
          '/api/ai/generate-content',
          '/api/generate-ebook-from-link',
          '/api/generate-ebook-from-link/jobs',
          '/api/generate-ebook-from-link/jobs/{id}',
          '/api/generate-ebook-from-link/jobs/{id}/events',
        ],
      }),
    ).toEqual([]);
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
