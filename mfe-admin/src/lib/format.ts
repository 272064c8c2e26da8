import { format } from 'date-fns';
import type { Role, User, UserStatus } from '@canopy/contracts';

/** "Ada Lovelace", else the username. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}

export function formatDate(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy');
}

export function formatDateTime(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}

export const roleNames: Record<Role, string> = {
  student: 'Student',
  educator: 'Educator',
  admin: 'Administrator',
};

export const statusNames: Record<UserStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  suspended: 'Suspended',
  rejected: 'Rejected',
};

export const statusBadge: Record<UserStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  active: 'success',
  pending: 'warning',
  suspended: 'destructive',
  rejected: 'secondary',
};

/** "Showing 26–50 of 61 users" ("1 user" for one). */
export function rangeText(page: number, pageSize: number, total: number, noun: [string, string]): string {
  if (total === 0) return `No ${noun[1]}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? noun[0] : noun[1]}`;
}

/** Audit actions in words; an unknown action (another service's) is shown as recorded. */
const actionNames: Record<string, string> = {
  'user.created': 'Created account',
  'user.updated': 'Updated user',
  'user.suspended': 'Suspended user',
  'user.reactivated': 'Reactivated user',
  'user.deleted': 'Deleted user',
  'user.reset_link_sent': 'Sent reset link',
  'educator.approved': 'Approved educator',
  'educator.rejected': 'Rejected educator',
  'course.approved': 'Approved course',
  'course.rejected': 'Rejected course',
  'course.sent_back': 'Sent course back',
  'course.reassigned': 'Reassigned course',
  'forum.post_kept': 'Kept flagged post',
  'forum.post_hidden': 'Hid forum post',
  'forum.post_deleted': 'Deleted forum post',
};

export function actionName(action: string): string {
  return actionNames[action] ?? action;
}

/** An audit value ({ status: 'active' }, a string, null) as short text: "status: active". */
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
