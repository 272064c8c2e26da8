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
