import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceLayoutProblems, testEngines } from '@canopy/service-kit/testing';
import { liveSessionConfigSchema } from '../src';
import { startLiveSessions, type TestLiveSessions } from './harness';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the service skeleton', () => {
  let t: TestLiveSessions;
  beforeAll(async () => {
    t = await startLiveSessions(testEngines()[0]);
  });
  afterAll(() => t?.stop());

  it('holds the live-session service to the layout every service shares (docs/CONVENTIONS.md)', () => {
    expect(
      serviceLayoutProblems({ dir: serviceDir, app: t.service.app, config: liveSessionConfigSchema }),
    ).toEqual([]);
  });
});
