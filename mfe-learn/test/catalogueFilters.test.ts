import { describe, expect, it } from 'vitest';
import {
  countByCategory,
  defaultCatalogueFilters,
  filterCourses,
  readCatalogueFilters,
  writeCatalogueFilters,
} from '../src/lib/catalogueFilters';

const courses = [
  { id: 1, title: 'Solar Basics', description: 'Photovoltaics for homes', level: 'beginner', categoryId: 1 },
  {
    id: 2,
    title: 'Water Stewardship',
    description: 'Rivers and aquifers',
    level: 'intermediate',
    categoryId: 2,
  },
  { id: 3, title: 'Composting', description: null, level: 'all-levels', categoryId: 1 },
  {
    id: 4,
    title: 'Carbon Markets',
    description: 'Offsets and SOLAR credits',
    level: 'advanced',
    categoryId: null,
  },
];

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

describe('filterCourses', () => {
  const none = new Set<number>();
  const ids = (list: { id: number }[]) => list.map((c) => c.id);

  it('searches title and description case-insensitively', () => {
    expect(ids(filterCourses(courses, { ...defaultCatalogueFilters, search: '  SOLAR ' }, none))).toEqual([
      1, 4,
    ]);
  });

  it('filters by level and category', () => {
    expect(ids(filterCourses(courses, { ...defaultCatalogueFilters, level: 'all-levels' }, none))).toEqual([
      3,
    ]);
    expect(ids(filterCourses(courses, { ...defaultCatalogueFilters, categoryId: 1 }, none))).toEqual([1, 3]);
  });

  it('splits by enrolment for the My Courses and Not Enrolled tabs', () => {
    const enrolled = new Set([2, 3]);
    expect(ids(filterCourses(courses, { ...defaultCatalogueFilters, tab: 'my' }, enrolled))).toEqual([2, 3]);
    expect(
      ids(filterCourses(courses, { ...defaultCatalogueFilters, tab: 'not-enrolled' }, enrolled)),
    ).toEqual([1, 4]);
  });

  it('combines filters', () => {
    const result = filterCourses(
      courses,
      { search: 'o', level: 'all', categoryId: 1, tab: 'not-enrolled' },
      new Set([3]),
    );
    expect(ids(result)).toEqual([1]);
  });
});

describe('countByCategory', () => {
  it('counts courses per category, ignoring uncategorised ones', () => {
    expect(Object.fromEntries(countByCategory(courses))).toEqual({ 1: 2, 2: 1 });
  });
});
