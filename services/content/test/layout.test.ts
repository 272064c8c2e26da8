import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceLayoutProblems, testEngines } from '@canopy/service-kit/testing';
import { contentConfigSchema } from '../src';
import { startContent, type TestContent } from './harness';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the service skeleton', () => {
  let t: TestContent;
  beforeAll(async () => {
    t = await startContent(testEngines()[0]);
  });
  afterAll(() => t?.stop());

  it('holds the content service to the layout every service shares (docs/CONVENTIONS.md)', () => {
    expect(
      serviceLayoutProblems({ dir: serviceDir, app: t.service.app, config: contentConfigSchema }),
    ).toEqual([]);
  });
});
