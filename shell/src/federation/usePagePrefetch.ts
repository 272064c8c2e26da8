import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth, type AppRoute } from '@canopy/auth';

/**
 * Calls the route's `prefetch` when its page is about to load (the guard let the caller in), so the page's first
 * reads travel beside its chunk. Once per page visit: again only when the path, query or caller changes.
 */
export function usePagePrefetch(route: AppRoute): void {
  const params = useParams();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const prefetch = route.prefetch;
  useEffect(() => {
    prefetch?.({ params, search: new URLSearchParams(search), queryClient, user });
    // The params follow from the pathname; the user matters by who it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetch, pathname, search, queryClient, user?.id]);
}
