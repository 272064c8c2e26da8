import { format, formatDistanceStrict } from 'date-fns';

/** "5 minutes ago", "3 days ago" (date-fns); "just now" for the last few seconds. Empty for unreadable dates. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (Math.abs(now.getTime() - date.getTime()) < 45_000) return 'just now';
  return formatDistanceStrict(date, now, { addSuffix: true });
}

/** "12 March 2026 at 14:05": the exact moment, for <time> titles. */
export function fullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, "d MMMM yyyy 'at' HH:mm");
}
