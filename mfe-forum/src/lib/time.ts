import { format, formatDistanceToNowStrict } from 'date-fns';

/** "5 minutes ago", "3 days ago" (date-fns); "just now" for the last few seconds. */
export function relativeTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (Math.abs(now.getTime() - date.getTime()) < 45_000) return 'just now';
  return formatDistanceToNowStrict(date, { addSuffix: true });
}

/** "12 March 2026 at 14:05": the exact moment, for tooltips and <time> titles. */
export function fullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, "d MMMM yyyy 'at' HH:mm");
}

/** "March 2026". */
export function monthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM yyyy');
}

/** "1 reply", "3 replies". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
