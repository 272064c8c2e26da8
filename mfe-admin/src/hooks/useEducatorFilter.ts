import { useSearchParams } from 'react-router-dom';
import { numericParam } from '@canopy/ui/page-kit';

/** The `educator` query parameter (?tab=courses&educator=12): only that educator's courses. */
export function useEducatorFilter() {
  const [params, setParams] = useSearchParams();
  const educatorId = numericParam(params.get('educator') ?? undefined);
  const clear = () => {
    const next = new URLSearchParams(params);
    next.delete('educator');
    setParams(next, { preventScrollReset: true });
  };
  return { educatorId, clear };
}
