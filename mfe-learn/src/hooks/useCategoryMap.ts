import { useMemo } from 'react';
import type { Category } from '@canopy/contracts';
import { useCategories } from '../api/useLearnQueries';

/** Categories by id, for labelling course cards (empty while loading or if categories fail). */
export function useCategoryMap(): Map<number, Category> {
  const { data } = useCategories();
  return useMemo(() => new Map((data ?? []).map((c) => [c.id, c])), [data]);
}
