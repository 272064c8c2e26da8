import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { createQueryClient } from '@canopy/api-client';
import { Button, Logo, PageContainer, PageSpinner, ThemeProvider, Toaster } from '@canopy/ui';
// By package name, not by path: a remote consumes @canopy/auth as a shared singleton, and its pages must see the
// same auth context as this provider.
import { AuthProvider, RouteGuard, useAuth, type AppRoute } from '@canopy/auth';

// Standalone development only (`rspack serve` in a remote): what the shell normally provides — QueryClient, theme,
// router, auth, toasts — around a remote's own routes, so each team can work on its pages without the shell.
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
    flex-wrap: wrap;
    gap: 16px;
    margin-left: auto;
    align-items: center;
  }
`;

function Header({ name, routes }: { name: string; routes: readonly AppRoute[] }) {
  const { user, logoutMutation } = useAuth();
  return (
    <Bar>
      <Logo />
      <small>{name} remote — standalone</small>
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

/** A remote's pages run on their own: `name` titles the bar; `children` render on the index page. */
export function StandaloneRemote({
  name,
  routes,
  children,
}: {
  name: string;
  routes: readonly AppRoute[];
  children?: ReactNode;
}) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <Header name={name} routes={routes} />
            <main>
              <Routes>
                <Route
                  path="/"
                  element={
                    <PageContainer>
                      <h1 style={{ marginBottom: 16 }}>{name} remote</h1>
                      {children}
                    </PageContainer>
                  }
                />
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
