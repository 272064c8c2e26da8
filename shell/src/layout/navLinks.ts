import type { Role } from '@canopy/contracts';

export interface NavLinkItem {
  to: string;
  /** The label in English: its key in the shell's catalogue (docs/I18N.md). */
  labelKey: string;
  /** Roles that see the link; undefined = everyone. */
  roles?: Role[];
  /** Show the pending-educator count next to it (admins). */
  pendingBadge?: boolean;
  /** Matches only the exact path (for "/"). */
  end?: boolean;
  /** Another area's page that may not be deployed yet: shown only once a remote declares it. */
  whenDeclared?: boolean;
}

/** Main navigation (spec 000 section 2, shared layout). Admin for administrators; Educator for educators and admins. */
export const mainNav: NavLinkItem[] = [
  { to: '/', labelKey: 'Home', end: true },
  { to: '/courses', labelKey: 'Courses' },
  { to: '/forum', labelKey: 'Forum', whenDeclared: true },
  { to: '/admin', labelKey: 'Admin', roles: ['admin'], pendingBadge: true, whenDeclared: true },
  { to: '/educator', labelKey: 'Educator', roles: ['educator', 'admin'], whenDeclared: true },
  { to: '/spiritual-community', labelKey: 'Join Our Community' },
];

/** The links this role sees whose page exists (`isDeclared`: from `useDeclaredPaths()` of @canopy/auth). */
export function visibleLinks(role: Role | undefined, isDeclared: (path: string) => boolean): NavLinkItem[] {
  return mainNav.filter(
    (l) =>
      (!l.roles || (role !== undefined && l.roles.includes(role))) && (!l.whenDeclared || isDeclared(l.to)),
  );
}
