import type { User } from '@canopy/contracts';

/**
 * Who may see a route (spec 000 section 2, DESIGN.md readings):
 * - public: everyone (legal pages, /community-guidelines, /courses and /courses/{id}).
 * - guest: signed-out visitors only; a signed-in user goes to / (the /auth page).
 * - user: any signed-in user; visitors go to /auth.
 * - home: like user, but at / an administrator goes to /admin and an educator to /educator.
 * - admin: administrators only; visitors go to /auth, anyone else to /.
 * - educator: educators and administrators; visitors go to /auth, anyone else to /.
 * A signed-in account awaiting approval (a pending educator) may use no page that needs sign-in: every guard but
 * `public` sends it to /pending-approval, where it can log out and where its approval is noticed.
 */
export type RouteGuardName = 'public' | 'user' | 'home' | 'admin' | 'educator' | 'guest';

export const routeGuards: readonly RouteGuardName[] = [
  'public',
  'user',
  'home',
  'admin',
  'educator',
  'guest',
];

/** Where a signed-in account that awaits an administrator's approval is kept (spec 000 route table). */
export const PENDING_APPROVAL_PATH = '/pending-approval';

/** Whether this signed-in user still waits for approval (only educators register as pending). */
export function isAwaitingApproval(user: Pick<User, 'status'> | null | undefined): boolean {
  return user?.status === 'pending';
}

export type GuardDecision = { kind: 'allow' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const loading: GuardDecision = { kind: 'loading' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Pure decision used by `RouteGuard`; `isLoading` means the current user is still being fetched. */
export function resolveGuard(
  guard: RouteGuardName,
  user: Pick<User, 'role' | 'status'> | null | undefined,
  isLoading: boolean,
): GuardDecision {
  if (guard === 'public') return allow;
  if (isLoading) return loading;
  if (isAwaitingApproval(user)) return redirect(PENDING_APPROVAL_PATH);
  if (guard === 'guest') return user ? redirect('/') : allow;
  if (!user) return redirect('/auth');
  switch (guard) {
    case 'user':
      return allow;
    case 'home':
      if (user.role === 'admin') return redirect('/admin');
      if (user.role === 'educator') return redirect('/educator');
      return allow;
    case 'admin':
      return user.role === 'admin' ? allow : redirect('/');
    case 'educator':
      return user.role === 'educator' || user.role === 'admin' ? allow : redirect('/');
  }
}
