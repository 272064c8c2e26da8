import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverCatalogueProblems, serverSourceKeys } from '@canopy/service-kit/testing';
import { courseEs } from '../src/i18n/es';

describe('the course service’s text catalogue', () => {
  it('has a Spanish text for every English text the certificate uses, and no other', () => {
    const used = serverSourceKeys(path.join(import.meta.dirname, '..', 'src'));
    expect(used.size).toBeGreaterThanOrEqual(10);
    expect(serverCatalogueProblems(used, courseEs, 'es')).toEqual([]);
  });
});
