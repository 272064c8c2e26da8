/** The catalogue's filters, kept in the URL search params so a filtered view is shareable and survives reload. */
export const courseLevels = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
export type CourseLevelFilter = 'all' | (typeof courseLevels)[number];
export const catalogueTabs = ['all', 'my', 'not-enrolled'] as const;
export type CatalogueTab = (typeof catalogueTabs)[number];

export interface CatalogueFilters {
  search: string;
  level: CourseLevelFilter;
  /** A category id, or null for every category. */
  categoryId: number | null;
  tab: CatalogueTab;
}

export const defaultCatalogueFilters: CatalogueFilters = {
  search: '',
  level: 'all',
  categoryId: null,
  tab: 'all',
};

/** Reads the filters from the URL; anything unknown falls back to its default rather than failing. */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const level = params.get('level');
  const tab = params.get('tab');
  const category = Number(params.get('category'));
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    level: (courseLevels as readonly string[]).includes(level ?? '') ? (level as CourseLevelFilter) : 'all',
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
    tab: (catalogueTabs as readonly string[]).includes(tab ?? '') ? (tab as CatalogueTab) : 'all',
  };
}

/** Writes the filters back, leaving defaults out so the plain /courses URL stays clean. */
export function writeCatalogueFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.level !== 'all') params.set('level', filters.level);
  if (filters.categoryId != null) params.set('category', String(filters.categoryId));
  if (filters.tab !== 'all') params.set('tab', filters.tab);
  return params;
}

interface FilterableCourse {
  id: number;
  title: string;
  description?: string | null;
  level?: string | null;
  categoryId?: number | null;
}

/**
 * Applies the catalogue filters on the client: the search matches title or description (case-insensitive),
 * the level and category must match exactly, and the tab splits by the learner's enrolments.
 */
export function filterCourses<T extends FilterableCourse>(
  courses: readonly T[],
  filters: CatalogueFilters,
  enrolledCourseIds: ReadonlySet<number>,
): T[] {
  const needle = filters.search.trim().toLowerCase();
  return courses.filter((course) => {
    if (needle) {
      const haystack = `${course.title} ${course.description ?? ''}`.toLowerCase();
      if (!haystack.includes(needle)) return false;
    }
    if (filters.level !== 'all' && course.level !== filters.level) return false;
    if (filters.categoryId != null && course.categoryId !== filters.categoryId) return false;
    if (filters.tab === 'my' && !enrolledCourseIds.has(course.id)) return false;
    if (filters.tab === 'not-enrolled' && enrolledCourseIds.has(course.id)) return false;
    return true;
  });
}

/** Course count per category id, for the category tiles. */
export function countByCategory(courses: readonly { categoryId?: number | null }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const c of courses) {
    if (c.categoryId != null) counts.set(c.categoryId, (counts.get(c.categoryId) ?? 0) + 1);
  }
  return counts;
}
