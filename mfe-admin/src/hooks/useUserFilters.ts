import { useSearchParamsUpdate } from '@canopy/ui/page-kit';
import type { UserFilters } from '../api/useAdminUsers';

/**
 * The filters live in the address (`role`, `status`, `sort`, `page`, `q`), so a stat card can open a filtered list
 * and a reload keeps it; the list is filtered, sorted and paged by the identity service only.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParamsUpdate();
  const filters: UserFilters = {
    search: params.get('q') ?? '',
    role: params.get('role') ?? '',
    status: params.get('status') ?? '',
    sort: params.get('sort') ?? '-createdAt',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const set = (changes: Partial<Record<'q' | 'role' | 'status' | 'sort' | 'page', string>>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'page' && value === '1') && !(key === 'sort' && value === '-createdAt'))
            next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { filters, set };
}
