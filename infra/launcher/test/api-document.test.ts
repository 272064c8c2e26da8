import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema, userUpdateSchema } from '@canopy/contracts';
import type { OpenApiDocument } from '@canopy/service-kit';
import { openApiProblems, undocumentedRoutes } from '@canopy/service-kit/testing';
import { startPlatform, type Platform } from '../src/start-platform';
import { quietPlatformEnv } from './quiet-platform-env';

/**
 * The public API document as an integrator gets it: the real gateway merging the real services' parts.
 */

const contract = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
};

let platform: Platform;
let dataDir: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'canopy-launcher-api-'));
  platform = await startPlatform({
    env: quietPlatformEnv(dataDir),
    logger: pino({ level: 'silent' }),
  });
  const res = await request(platform.url).get('/api/openapi.json').expect(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  doc = res.body as OpenApiDocument;
}, 240_000);

afterAll(async () => {
  await platform?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/openapi.json on the whole platform', () => {
  it('is one valid OpenAPI 3.1 document with every running service in it', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(await openApiProblems(doc)).toEqual([]);
    expect(doc['x-unavailable']).toBeUndefined();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/passkeys/login/verify',
        '/api/users/{id}/approve',
        '/api/newsletter/subscriptions',
        '/api/courses',
        '/api/courses/{id}/outline',
        '/api/certificates/{code}/pdf',
      ]),
    );
  });

  it('leaves no /api route of the gateway or of any service out', () => {
    expect(undocumentedRoutes(platform.gateway.app, doc)).toEqual([]);
    for (const { name, service } of platform.services) {
      // Every service is a createService app; the launcher's interface only names what it needs.
      const app = (service as { app?: object }).app;
      expect(app, name).toBeDefined();
      expect({ name, missing: undocumentedRoutes(app!, doc) }).toEqual({ name, missing: [] });
    }
  });

  it('describes bodies with the contracts, whoever serves the route', () => {
    expect(doc.paths['/api/login']!.post!.requestBody!.content['application/json']!.schema).toEqual(
      contract(loginSchema, 'input'),
    );
    expect(doc.paths['/api/users/{id}']!.patch!.requestBody!.content['application/json']!.schema).toEqual(
      contract(userUpdateSchema, 'input'),
    );
  });
});
