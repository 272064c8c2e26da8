import type { Role } from '@canopy/contracts';
import { authText } from './i18n/authCatalogue';

const labels = { student: 'roleStudent', educator: 'roleEducator', admin: 'roleAdmin' } as const;

/** Human label for a role ("Student", "Educator", "Administrator"), in the current language. */
export function roleLabel(role: Role | null | undefined): string {
  return authText(role ? labels[role] : 'roleVisitor');
}
