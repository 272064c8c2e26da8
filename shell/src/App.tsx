import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, getQueryFn, readQueryResponse } from '@canopy/api-client';
import { AuthProvider, USER_QUERY_KEY } from '@canopy/auth';
import type { User } from '@canopy/contracts';
import { preloadUi, ThemeProvider, Toaster } from '@canopy/ui';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { takeEarlyRequest } from './earlyRequests';
import { DeclaredPathsProvider } from './federation/DeclaredPathsProvider';
import { RealtimeLink } from './RealtimeLink';
import { ScrollToTop } from './ScrollToTop';
import { onFirstInteraction } from './onFirstInteraction';

// One QueryClient, one theme, one router for the whole platform; remotes reach them through shared React contexts.
const queryClient = createQueryClient();
seedUserQuery();

/**
 * The current user's query starts with the request main.js sent (startPageEarly): AuthProvider's query joins it
 * instead of asking once React has rendered that far. A request that never reached the gateway is asked again
 * the provider's way; its options (no retry: a failure means signed out) are the provider's.
 */
function seedUserQuery() {
  const early = takeEarlyRequest(USER_QUERY_KEY[0]);
  if (!early) return;
  void queryClient.prefetchQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    retry: false,
    queryFn: async (context) => {
      const res = await early.catch(() => undefined);
      return res
        ? readQueryResponse<User>(res, { on401: 'returnNull' })
        : getQueryFn<User>({ on401: 'returnNull' })(context);
    },
  });
}

export function App() {
  // The lazily loaded menus, dialogs and toasts are fetched at the first interaction, not while the first page
  // loads: a visitor who only signs in never downloads them before the page is ready (the /auth budget).
  useEffect(() => onFirstInteraction(() => void preloadUi()), []);
  return (
    <ThemeProvider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <DeclaredPathsProvider>
              <AuthProvider>
                <ScrollToTop />
                <RealtimeLink />
                <AppRoutes />
              </AuthProvider>
            </DeclaredPathsProvider>
          </BrowserRouter>
          <Toaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
