// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@canopy/contracts';
import { AuthContext } from '../src/AuthContext';
import type { AuthContextValue } from '../src/AuthContext';
import { RouteGuard } from '../src/RouteGuard';
import type { RouteGuardName } from '../src/guards';

afterEach(cleanup);

const pendingEducator: User = {
  id: 3,
  username: 'pending-educator',
  firstName: 'Priya',
  lastName: 'Patel',
  email: 'pending-educator@canopy.example',
  role: 'educator',
  status: 'pending',
  approvedBy: null,
  biometricEnabled: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The router as the shell builds it: a guarded page, the pending page, /auth and home. */
function renderAt(path: string, guard: RouteGuardName, user: User | null) {
  // Only `user` and `isLoading` are read by the guard; the mutations are not part of this test.
  const auth = { user, isLoading: false } as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={path}
            element={
              <RouteGuard guard={guard}>
                <p>Guarded page</p>
              </RouteGuard>
            }
          />
          <Route path="/pending-approval" element={<p>Approval Pending page</p>} />
          <Route path="/auth" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('RouteGuard with a signed-in pending educator', () => {
  it.each([
    ['/courses/1/dashboard', 'user'],
    ['/educator', 'educator'],
    ['/admin', 'admin'],
    ['/dashboard', 'home'],
  ] as const)('sends %s (%s guard) to /pending-approval', (path, guard) => {
    renderAt(path, guard, pendingEducator);
    expect(screen.getByText('Approval Pending page')).toBeTruthy();
    expect(screen.queryByText('Guarded page')).toBeNull();
  });

  it('sends /auth to /pending-approval rather than home', () => {
    renderAt('/auth', 'guest', pendingEducator);
    expect(screen.getByText('Approval Pending page')).toBeTruthy();
  });

  it('shows the page once the account is active', () => {
    renderAt('/educator', 'educator', { ...pendingEducator, status: 'active', approvedBy: 1 });
    expect(screen.getByText('Guarded page')).toBeTruthy();
  });

  it('sends a visitor to /auth, not to /pending-approval', () => {
    renderAt('/courses/1/dashboard', 'user', null);
    expect(screen.getByText('Sign-in page')).toBeTruthy();
  });
});
