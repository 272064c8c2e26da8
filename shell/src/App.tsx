import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@canopy/api-client';
import { ThemeProvider, Toaster } from '@canopy/ui';
import { createAppRouter } from './router';
import { AppErrorBoundary } from './errors/AppErrorBoundary';

// One QueryClient, one theme, one router for the whole platform; remotes reach them through shared React contexts.
const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <ThemeProvider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
