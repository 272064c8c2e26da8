import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterSubscriptionSchema,
  resetPasswordSchema,
  staffAccountSchema,
  userPageSchema,
  userUpdateSchema,
} from '@canopy/contracts';
import { jsonSchemaOf as contract, type OpenApiDocument } from '@canopy/service-kit';
import { apiDocumentProblems, fetchApiDocument, testEngines } from '@canopy/service-kit/testing';
import { startIdentityService, type TestIdentityService } from './harness';

describe.each(testEngines())('the public API document (%s)', (engine) => {
  let t: TestIdentityService;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startIdentityService(engine);
    doc = await fetchApiDocument(t.service.app, 'identity');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI 3.1 document describing every /api route the service answers, and no other', async () => {
    const paths = [
      '/api/admin/activity',
      '/api/admin/figures',
      '/api/admin/mail',
      '/api/admin/outbox',
      '/api/forgot-password',
      '/api/newsletter/subscriptions',
      '/api/reset-password',
      '/api/users',
      '/api/users/pending-educators',
      '/api/users/{id}',
      '/api/users/{id}/approve',
      '/api/users/{id}/reactivate',
      '/api/users/{id}/reject',
      '/api/users/{id}/send-reset-link',
      '/api/users/{id}/suspend',
    ];
    expect(await apiDocumentProblems(t.service.app, doc, { paths, exactPaths: true })).toEqual([]);
  });

  it('takes bodies and answers from the contracts', () => {
    const subscribe = doc.paths['/api/newsletter/subscriptions']!.post!;
    expect(subscribe.requestBody!.content['application/json']!.schema).toEqual(
      contract(newsletterSubscriptionSchema, 'input'),
    );
    const update = doc.paths['/api/users/{id}']!.patch!;
    expect(update.requestBody!.content['application/json']!.schema).toEqual(
      contract(userUpdateSchema, 'input'),
    );
    expect(doc.paths['/api/users']!.get!.responses['200']!.content!['application/json']!.schema).toEqual(
      contract(userPageSchema, 'output'),
    );
    expect(doc.paths['/api/users']!.post!.requestBody!.content['application/json']!.schema).toEqual(
      contract(staffAccountSchema, 'input'),
    );
    const reset = doc.paths['/api/reset-password']!.post!;
    expect(reset.requestBody!.content['application/json']!.schema).toEqual(
      contract(resetPasswordSchema, 'input'),
    );
    expect(reset['x-canopy-auth']).toBe('public');
    expect(doc.paths['/api/admin/activity']!.get!['x-canopy-auth']).toBe('admin');
  });

  it('says administrators only, and which errors to expect', () => {
    const approve = doc.paths['/api/users/{id}/approve']!.post!;
    expect(approve['x-canopy-auth']).toBe('admin');
    expect(Object.keys(approve.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(approve.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
      },
    ]);
  });

  it('is given to services only', async () => {
    await t.api
      .get('/internal/openapi.json')
      .set(await t.as(null))
      .expect(403);
  });
});
