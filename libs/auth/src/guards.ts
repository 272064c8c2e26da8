import type { RouteGuardName, User } from '@canopy/contracts';

/**
 * Who may see a route (spec 000 section 2, DESIGN.md readings):
 * - public: everyone (legal pages, /community-guidelines, /courses and /courses/{id}).
 * - guest: signed-out visitors only; a signed-in user goes to / (the /auth page).
 * - user: any signed-in user; visitors go to /auth.
 * - home: like user, but at / an administrator goes to /admin and an educator to /educator — once a remote declares
 *   that page (until then they stay home: a redirect must never land on our own 404).
 * - admin: administrators only; visitors go to /auth, anyone else to /.
 * - educator: educators and administrators; visitors go to /auth, anyone else to /.
 * A signed-in account awaiting approval (a pending educator) may use no page that needs sign-in: every guard but
 * `public` sends it to /pending-approval, where it can log out and where its approval is noticed.
 */
export type { RouteGuardName };

/** The guard names (routeGuardNames of @canopy/contracts, which the remotes' page lists and the gateway read). */
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

/** Whether a page exists at a path: true/false, or 'loading' while the manifest is being read. */
export type PathDeclared = (path: string) => boolean | 'loading';

/**
 * Pure decision used by `RouteGuard`; `isLoading` means the current user is still being fetched. `isDeclared`
 * (the home guard only) tells whether a role's dashboard page exists yet.
 */
export function resolveGuard(
  guard: RouteGuardName,
  user: Pick<User, 'role' | 'status'> | null | undefined,
  isLoading: boolean,
  isDeclared: PathDeclared = () => true,
): GuardDecision {
  if (guard === 'public') return allow;
  if (isLoading) return loading;
  if (isAwaitingApproval(user)) return redirect(PENDING_APPROVAL_PATH);
  if (guard === 'guest') return user ? redirect('/') : allow;
  if (!user) return redirect('/auth');
  switch (guard) {
    case 'user':
      return allow;
    case 'home': {
      const dashboard = roleDashboard(user.role);
      if (!dashboard) return allow;
      const declared = isDeclared(dashboard);
      if (declared === 'loading') return loading;
      return declared ? redirect(dashboard) : allow;
    }
    case 'admin':
      return user.role === 'admin' ? allow : redirect('/');
    case 'educator':
      return user.role === 'educator' || user.role === 'admin' ? allow : redirect('/');
  }
}

/** The page an administrator or an educator starts on instead of the learner's home. */
export function roleDashboard(role: User['role']): string | null {
  if (role === 'admin') return '/admin';
  if (role === 'educator') return '/educator';
  return null;
}
