import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { liveSessionCreateSchema, liveSessionUpdateSchema } from '@canopy/contracts';
import type { OpenApiDocument } from '@canopy/service-kit';
import {
  serviceHeaders,
  openApiProblems,
  testEngines,
  undocumentedRoutes,
} from '@canopy/service-kit/testing';
import { startLiveSessions, type TestLiveSessions } from './harness';

const contract = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

describe.each(testEngines())('the live-session API document (%s)', (engine) => {
  let t: TestLiveSessions;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startLiveSessions(engine);
    const res = await request(t.service.app)
      .get('/internal/openapi.json')
      .set(await serviceHeaders('gateway', 'live-session'))
      .expect(200);
    doc = res.body as OpenApiDocument;
  });
  afterAll(() => t?.stop());

  it('is a valid OpenAPI 3.1 document describing every /api route the service answers', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(await openApiProblems(doc)).toEqual([]);
    expect(undocumentedRoutes(t.service.app, doc)).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/live-sessions',
        '/api/live-sessions/{id}',
        '/api/live-sessions/course/{courseId}',
        '/api/live-sessions/instructor/{instructorId}',
        '/api/live-sessions/{id}/cancel',
        '/api/live-sessions/{id}/join',
        '/api/live-sessions/{id}/attendance',
        '/api/live-sessions/{id}.ics',
        '/api/live-sessions/calendar-feed',
        '/api/live-sessions/calendar/{token}.ics',
        '/api/notifications',
        '/api/notifications/{id}/read',
        '/api/notifications/read-all',
      ]),
    );
  });

  it('takes bodies from the contracts and says who may call', () => {
    expect(doc.paths['/api/live-sessions']!.post!.requestBody!.content['application/json']!.schema).toEqual(
      contract(liveSessionCreateSchema, 'input'),
    );
    expect(
      doc.paths['/api/live-sessions/{id}']!.patch!.requestBody!.content['application/json']!.schema,
    ).toEqual(contract(liveSessionUpdateSchema, 'input'));
    expect(doc.paths['/api/live-sessions']!.post!['x-canopy-auth']).toBe('educator');
    expect(doc.paths['/api/live-sessions']!.get!['x-canopy-auth']).toBe('user');
    expect(doc.paths['/api/live-sessions/calendar/{token}.ics']!.get!['x-canopy-auth']).toBe('public');
  });
});
