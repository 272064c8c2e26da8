import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top (unless the address points at an anchor). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
