import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test: the lazy loading it guards is the bundle's
import { routeGuardNames } from '@canopy/contracts';
import { resolveGuard, routeGuards } from '../src/guards';
import type { RouteGuardName } from '../src/guards';

const student = { role: 'student' as const, status: 'active' as const };
const educator = { role: 'educator' as const, status: 'active' as const };
const admin = { role: 'admin' as const, status: 'active' as const };
const pendingEducator = { role: 'educator' as const, status: 'pending' as const };

describe('resolveGuard (spec 000 section 2)', () => {
  it('shows a spinner while the user loads, except on public routes', () => {
    for (const guard of ['user', 'home', 'admin', 'educator', 'guest'] as RouteGuardName[]) {
      expect(resolveGuard(guard, undefined, true)).toEqual({ kind: 'loading' });
    }
    expect(resolveGuard('public', undefined, true)).toEqual({ kind: 'allow' });
  });

  it('sends signed-out users to /auth from every protected route', () => {
    for (const guard of ['user', 'home', 'admin', 'educator'] as RouteGuardName[]) {
      expect(resolveGuard(guard, null, false)).toEqual({ kind: 'redirect', to: '/auth' });
    }
  });

  it('at / sends administrators to /admin and educators to /educator', () => {
    expect(resolveGuard('home', admin, false)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(resolveGuard('home', educator, false)).toEqual({ kind: 'redirect', to: '/educator' });
    expect(resolveGuard('home', student, false)).toEqual({ kind: 'allow' });
    // Until a remote declares the dashboard, staying home beats a redirect to our own 404.
    const nothingYet = () => false;
    expect(resolveGuard('home', admin, false, nothingYet)).toEqual({ kind: 'allow' });
    expect(resolveGuard('home', educator, false, nothingYet)).toEqual({ kind: 'allow' });
    expect(resolveGuard('home', educator, false, () => 'loading')).toEqual({ kind: 'loading' });
  });

  it('keeps /admin for administrators only', () => {
    expect(resolveGuard('admin', admin, false)).toEqual({ kind: 'allow' });
    expect(resolveGuard('admin', educator, false)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveGuard('admin', student, false)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('keeps /educator for educators and administrators', () => {
    expect(resolveGuard('educator', educator, false)).toEqual({ kind: 'allow' });
    expect(resolveGuard('educator', admin, false)).toEqual({ kind: 'allow' });
    expect(resolveGuard('educator', student, false)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a signed-in user away from guest-only pages (/auth) to /', () => {
    expect(resolveGuard('guest', student, false)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveGuard('guest', null, false)).toEqual({ kind: 'allow' });
  });

  it('keeps a signed-in pending educator on /pending-approval: every protected route and /auth send them there', () => {
    for (const guard of ['user', 'home', 'admin', 'educator', 'guest'] as RouteGuardName[]) {
      expect(resolveGuard(guard, pendingEducator, false)).toEqual({
        kind: 'redirect',
        to: '/pending-approval',
      });
    }
    // Public pages stay open to them, and the spinner still comes first while the user loads.
    expect(resolveGuard('public', pendingEducator, false)).toEqual({ kind: 'allow' });
    expect(resolveGuard('educator', pendingEducator, true)).toEqual({ kind: 'loading' });
  });

  it('lets everyone see public pages', () => {
    expect(resolveGuard('public', null, false)).toEqual({ kind: 'allow' });
    expect(resolveGuard('public', admin, false)).toEqual({ kind: 'allow' });
  });
});

describe('routeGuards', () => {
  it("are the contract's guard names, which the remotes' page lists and the gateway read", () => {
    expect([...routeGuards].sort()).toEqual([...routeGuardNames].sort());
  });
});
