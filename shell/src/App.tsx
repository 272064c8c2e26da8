import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@canopy/auth';
import { preloadUi, ThemeProvider, Toaster } from '@canopy/ui';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { DeclaredPathsProvider } from './federation/DeclaredPathsProvider';
import { warmRemotesOnIntent } from './federation/warmRemotesOnIntent';
import { RealtimeLink } from './RealtimeLink';
import { ScrollToTop } from './ScrollToTop';
import { onFirstInteraction } from './onFirstInteraction';
import { queryClient } from './queryClient';

// One QueryClient, one theme, one router for the whole platform; remotes reach them through shared React contexts.

export function App() {
  // The lazily loaded menus, dialogs and toasts are fetched at the first interaction, not while the first page
  // loads: a visitor who only signs in never downloads them before the page is ready (the /auth budget).
  useEffect(() => onFirstInteraction(() => void preloadUi()), []);
  // Another area's entry starts loading when a link to it is pointed at or focused (before the click).
  useEffect(() => warmRemotesOnIntent(), []);
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
