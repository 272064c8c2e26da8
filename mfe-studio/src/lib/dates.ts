import { format } from 'date-fns';

/** "Jan 5, 2025" (the platform's date format, spec section 9). */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format(d, 'MMM d, yyyy');
}
