import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { createQueryClient } from '@canopy/api-client';
import { AuthProvider, RouteGuard, useAuth } from '@canopy/auth';
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
import routes from '../routes';

/*
 * Standalone development only (never shipped to the platform): the providers the shell normally gives a remote
 * — one QueryClient, the theme, the router, AuthProvider, the toaster — plus a bare header and a dev sign-in
 * page, so the learn team can work on its pages with `npm run serve -w @canopy/mfe-learn`.
 */
const queryClient = createQueryClient();

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 20px;
  padding: 0 20px;
  height: 64px;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  nav {
    display: flex;
    gap: 16px;
    flex: 1;
  }
  a {
    text-decoration: none;
    font-weight: 600;
  }
`;

function DevHeader() {
  const { user, logoutMutation } = useAuth();
  return (
    <Bar>
      <Link to="/" aria-label="Canopy home">
        <Logo />
      </Link>
      <nav aria-label="Main">
        <Link to="/">Home</Link>
        <Link to="/courses">Courses</Link>
      </nav>
      {user ? (
        <Button variant="outline" size="sm" onClick={() => logoutMutation.mutate()}>
          Log out {user.username}
        </Button>
      ) : (
        <Button asChild size="sm">
          <Link to="/auth">Log in</Link>
        </Button>
      )}
    </Bar>
  );
}

function DevSignIn() {
  const { loginMutation } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <PageContainer $size="narrow">
      <h1 style={{ marginBottom: 8 }}>Sign in (standalone dev)</h1>
      <p style={{ marginBottom: 24 }}>
        The platform's real sign-in page lives in the shell; this one only signs you in against the gateway.
      </p>
      <form
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

export function StandaloneApp() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <DevHeader />
            <main>
              <Suspense fallback={<PageSpinner />}>
                <Routes>
                  {routes.map(({ path, guard, Component }) => (
                    <Route
                      key={path}
                      path={path}
                      element={
                        <RouteGuard guard={guard}>
                          <Component />
                        </RouteGuard>
                      }
                    />
                  ))}
                  <Route
                    path="/auth"
                    element={
                      <RouteGuard guard="guest">
                        <DevSignIn />
                      </RouteGuard>
                    }
                  />
                  <Route path="*" element={<PageContainer>Not part of the learn remote.</PageContainer>} />
                </Routes>
              </Suspense>
            </main>
          </AuthProvider>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
