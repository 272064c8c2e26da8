import { describe, expect, it } from 'vitest';
import {
  coursesInTab,
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

describe('coursesInTab', () => {
  const courses = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
  const ids = (list: { id: number }[]) => list.map((c) => c.id);

  it("splits the server's answer by enrollment for the My Courses and Not Enrolled tabs", () => {
    const enrolled = new Set([2, 3]);
    expect(ids(coursesInTab(courses, 'all', enrolled))).toEqual([1, 2, 3, 4]);
    expect(ids(coursesInTab(courses, 'my', enrolled))).toEqual([2, 3]);
    expect(ids(coursesInTab(courses, 'not-enrolled', enrolled))).toEqual([1, 4]);
  });

  it('filters nothing else: every course the server matched stays in the All Courses tab', () => {
    // A course listed under a category that is not its primary one must not disappear on the client.
    const matched = [{ id: 7, categoryId: 1, categoryIds: [1, 6] }];
    expect(coursesInTab(matched, 'all', new Set())).toEqual(matched);
  });
});
