import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverCatalogueProblems, serverSourceKeys } from '@canopy/service-kit/testing';
import { contentEs } from '../src/i18n/es';

describe('the content service’s text catalogue', () => {
  it('has a Spanish text for every English text the service words itself, and no other', () => {
    const used = serverSourceKeys(path.join(import.meta.dirname, '..', 'src'));
    expect(used.size).toBeGreaterThanOrEqual(1);
    expect(serverCatalogueProblems(used, contentEs, 'es')).toEqual([]);
  });
});
