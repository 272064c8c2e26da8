import { useEffect } from 'react';

/** Names the page in the browser tab and for screen readers once its data is known ("{title} · Canopy"). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · Canopy`;
  }, [title]);
}
