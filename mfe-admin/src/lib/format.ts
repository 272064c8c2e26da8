import { currentLanguage } from '@canopy/i18n';
import { formatDate as formatIn, formatNumber } from '@canopy/i18n/format';
import type { Role, User, UserStatus } from '@canopy/contracts';
import { adminText } from '../i18n/useAdminT';

/** "Ada Lovelace", else the username. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}

/** "5 Nov 2026" / "5 nov 2026", in the current language. */
export function formatDate(iso: string): string {
  return formatIn(iso, 'd MMM yyyy', currentLanguage());
}

export function formatDateTime(iso: string): string {
  return formatIn(iso, 'd MMM yyyy, HH:mm', currentLanguage());
}

/** A count with the current language's separators. */
export function formatCount(value: number): string {
  return formatNumber(value, currentLanguage());
}

// Functions rather than tables: each name is read in the current language when it is shown.
export function roleName(role: Role): string {
  const names: Record<Role, string> = {
    student: adminText('Student'),
    educator: adminText('Educator'),
    admin: adminText('Administrator'),
  };
  return names[role];
}

export const roles: readonly Role[] = ['student', 'educator', 'admin'];
export const userStatuses: readonly UserStatus[] = ['active', 'pending', 'suspended', 'rejected'];

export function statusName(status: UserStatus): string {
  const names: Record<UserStatus, string> = {
    active: adminText('Active'),
    pending: adminText('Pending'),
    suspended: adminText('Suspended'),
    rejected: adminText('Rejected'),
  };
  return names[status];
}

export const statusBadge: Record<UserStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  active: 'success',
  pending: 'warning',
  suspended: 'destructive',
  rejected: 'secondary',
};

/** The numbers of a range line ("Showing 26–50 of 61 users"): the caller words it. */
export type Range = { first: string; last: string; count: number; total: string };

export function rangeOf(page: number, pageSize: number, total: number): Range {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return { first: formatCount(first), last: formatCount(last), count: total, total: formatCount(total) };
}

/** Audit actions in words; an unknown action (another service's) is shown as recorded. */
export function actionName(action: string): string {
  const names: Record<string, string> = {
    'user.created': adminText('Created account'),
    'user.updated': adminText('Updated user'),
    'user.suspended': adminText('Suspended user'),
    'user.reactivated': adminText('Reactivated user'),
    'user.deleted': adminText('Deleted user'),
    'user.reset_link_sent': adminText('Sent reset link'),
    'educator.approved': adminText('Approved educator'),
    'educator.rejected': adminText('Rejected educator'),
    'course.approved': adminText('Approved course'),
    'course.rejected': adminText('Rejected course'),
    'course.sent_back': adminText('Sent course back'),
    'course.reassigned': adminText('Reassigned course'),
    'forum.post_kept': adminText('Kept flagged post'),
    'forum.post_hidden': adminText('Hid forum post'),
    'forum.post_deleted': adminText('Deleted forum post'),
  };
  return names[action] ?? action;
}

/** An audit value ({ status: 'active' }, a string, null) as short text: "status: active" (recorded data). */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, v]) => `${key}: ${v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    );
    return parts.length ? parts.join(', ') : '—';
  }
  return '—';
}
