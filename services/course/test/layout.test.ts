import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceLayoutProblems, testEngines } from '@canopy/service-kit/testing';
import { courseConfigSchema } from '../src';
import { startCourseService, type TestService } from './harness';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the service skeleton', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startCourseService(testEngines()[0]);
  });
  afterAll(() => t?.stop());

  it('holds the course service to the layout every service shares (docs/CONVENTIONS.md)', () => {
    expect(
      serviceLayoutProblems({ dir: serviceDir, app: t.service.app, config: courseConfigSchema }),
    ).toEqual([]);
  });
});
