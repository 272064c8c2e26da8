import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceLayoutProblems, testEngines } from '@canopy/service-kit/testing';
import { identityConfigSchema } from '../src';
import { startIdentityService, type TestIdentityService } from './harness';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the service skeleton', () => {
  let t: TestIdentityService;
  beforeAll(async () => {
    t = await startIdentityService(testEngines()[0]);
  });
  afterAll(() => t?.close());

  it('holds the identity service to the layout every service shares (docs/CONVENTIONS.md)', () => {
    expect(
      serviceLayoutProblems({ dir: serviceDir, app: t.service.app, config: identityConfigSchema }),
    ).toEqual([]);
  });
});
