import { describe, expect, it } from 'vitest';
import {
  defaultCatalogueFilters,
  readCatalogueFilters,
  writeCatalogueFilters,
} from '../src/lib/catalogueFilters';

describe('catalogue URL params', () => {
  it('round-trips filters and leaves defaults out', () => {
    const filters = { search: 'solar', level: 'beginner' as const, categoryId: 2, tab: 'my' as const };
    const params = writeCatalogueFilters(filters);
    expect(params.toString()).toBe('q=solar&level=beginner&category=2&tab=my');
    expect(readCatalogueFilters(params)).toEqual(filters);
    expect(writeCatalogueFilters(defaultCatalogueFilters).toString()).toBe('');
  });

  it('falls back to defaults for unknown values', () => {
    expect(readCatalogueFilters(new URLSearchParams('level=expert&category=abc&tab=mine'))).toEqual(
      defaultCatalogueFilters,
    );
    expect(readCatalogueFilters(new URLSearchParams('category=-3')).categoryId).toBeNull();
  });
});
