import { useSearchParams } from 'react-router-dom';

/** The `educator` query parameter (?tab=courses&educator=12): only that educator's courses. */
export function useEducatorFilter() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('educator'));
  const educatorId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const clear = () => {
    const next = new URLSearchParams(params);
    next.delete('educator');
    setParams(next, { preventScrollReset: true });
  };
  return { educatorId, clear };
}
