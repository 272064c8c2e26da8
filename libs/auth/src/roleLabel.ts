import type { Role } from '@canopy/contracts';

const labels: Record<Role, string> = { student: 'Student', educator: 'Educator', admin: 'Administrator' };

/** Human label for a role ("Student", "Educator", "Administrator"). */
export function roleLabel(role: Role | null | undefined): string {
  return role ? labels[role] : 'Visitor';
}
