import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { createQueryClient } from '@canopy/api-client';
import { AuthProvider, RouteGuard, useAuth } from '@canopy/auth';
import { Button, Logo, PageContainer, PageSpinner, ThemeProvider, Toaster } from '@canopy/ui';
import routes from '../routes';
import { GuidelinesBanner } from '../components/GuidelinesBanner';

// Standalone development only: what the shell normally provides (QueryClient, theme, router, auth, toasts).
const queryClient = createQueryClient();

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  nav {
    display: flex;
    gap: 16px;
    margin-left: auto;
    align-items: center;
  }
`;

function Header() {
  const { user, logoutMutation } = useAuth();
  return (
    <Bar>
      <Logo />
      <small>Forum remote — standalone</small>
      <nav aria-label="Standalone">
        <Link to="/">Index</Link>
        {routes.map((r) => (
          <Link key={r.path} to={r.path}>
            {r.title ?? r.path}
          </Link>
        ))}
        {user ? (
          <Button size="sm" variant="outline" onClick={() => logoutMutation.mutate()}>
            Log out {user.username}
          </Button>
        ) : (
          <small>Signed out (sign in through the gateway at :3000)</small>
        )}
      </nav>
    </Bar>
  );
}

function Index() {
  return (
    <PageContainer>
      <h1 style={{ marginBottom: 16 }}>Forum remote</h1>
      <GuidelinesBanner />
    </PageContainer>
  );
}

export function StandaloneApp() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <Header />
            <main>
              <Routes>
                <Route path="/" element={<Index />} />
                {routes.map(({ path, guard, Component }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <RouteGuard guard={guard}>
                        <Suspense fallback={<PageSpinner />}>
                          <Component />
                        </Suspense>
                      </RouteGuard>
                    }
                  />
                ))}
              </Routes>
            </main>
          </AuthProvider>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
