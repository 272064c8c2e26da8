import { differenceInCalendarDays } from 'date-fns';
import { learnText } from '../i18n/useLearnT';

/**
 * The enrolled-course view's last-activity label: 'Today', 'Yesterday' or 'N days ago' (calendar days in the
 * viewer's time zone). A missing or unreadable date yields null so the caller can say there is no activity yet;
 * a timestamp slightly in the future (clock skew) still reads 'Today'.
 */
export function lastActivityLabel(
  value: string | Date | null | undefined,
  now: Date = new Date(),
): string | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return learnText('Today');
  if (days === 1) return learnText('Yesterday');
  return learnText('{{count}} days ago', { count: days });
}
