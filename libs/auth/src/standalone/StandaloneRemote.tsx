import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { createQueryClient } from '@canopy/api-client';
import {
  Button,
  Field,
  Input,
  Logo,
  PageContainer,
  PageSpinner,
  PasswordInput,
  ThemeProvider,
  Toaster,
} from '@canopy/ui';
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
  // Pages whose path has parameters are reached through the others' links, not from the bar.
  const linked = routes.filter((r) => !r.path.includes(':'));
  return (
    <Bar>
      <Logo />
      <small>{name} remote — standalone</small>
      <nav aria-label="Standalone">
        {!routes.some((r) => r.path === '/') && <Link to="/">Index</Link>}
        {linked.map((r) => (
          <Link key={r.path} to={r.path}>
            {r.title ?? r.path}
          </Link>
        ))}
        {user ? (
          <Button size="sm" variant="outline" onClick={() => logoutMutation.mutate()}>
            Log out {user.username}
          </Button>
        ) : (
          <Link to="/auth">Log in</Link>
        )}
      </nav>
    </Bar>
  );
}

/**
 * The standalone app's /auth (where the guards send a visitor): the platform's real sign-in page lives in the
 * shell, this one only signs in against the gateway the dev server forwards /api to.
 */
function StandaloneSignIn() {
  const { loginMutation } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <PageContainer $size="narrow">
      <h1 style={{ marginBottom: 8 }}>Sign in (standalone dev)</h1>
      <p style={{ marginBottom: 24 }}>
        The platform&apos;s real sign-in page lives in the shell; this one only signs you in against the
        gateway.
      </p>
      <form
        aria-label="Sign in"
        style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 360 }}
        onSubmit={(e) => {
          e.preventDefault();
          loginMutation.mutate({ username, password });
        }}
      >
        <Field label="Username">
          <Input value={username} autoComplete="username" onChange={(e) => setUsername(e.target.value)} />
        </Field>
        <Field label="Password">
          <PasswordInput
            value={password}
            autoComplete="current-password"
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" loading={loginMutation.isPending}>
          Login
        </Button>
      </form>
    </PageContainer>
  );
}

/**
 * A remote's pages run on their own: `name` titles the bar; `children` render on the index page (a remote with a
 * page at / has that instead); /auth signs in against the gateway, unless the remote has a page there.
 */
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
                {!routes.some((r) => r.path === '/') && (
                  <Route
                    path="/"
                    element={
                      <PageContainer>
                        <h1 style={{ marginBottom: 16 }}>{name} remote</h1>
                        {children}
                      </PageContainer>
                    }
                  />
                )}
                {!routes.some((r) => r.path === '/auth') && (
                  <Route
                    path="/auth"
                    element={
                      <RouteGuard guard="guest">
                        <StandaloneSignIn />
                      </RouteGuard>
                    }
                  />
                )}
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
                <Route path="*" element={<PageContainer>Not a page of the {name} remote.</PageContainer>} />
              </Routes>
            </main>
          </AuthProvider>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
