import { useEffect } from 'react';

/** Sets `document.title` to "{title} · Canopy" while mounted. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title ? `${title} · Canopy` : 'Canopy — sustainability learning';
  }, [title]);
  return null;
}
