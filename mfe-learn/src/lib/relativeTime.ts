import { currentLanguage } from '@canopy/i18n';
import { formatRelative } from '@canopy/i18n/format';
import { learnText } from '../i18n/useLearnT';
import { localDate } from './dates';

/** "5 minutes ago", "3 days ago" (date-fns, in the current language); "just now" for the last few seconds. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  return formatRelative(iso, currentLanguage(), learnText('just now'), now);
}

/** "12 March 2026 at 14:05": the exact moment, for <time> titles. */
export function fullDate(iso: string): string {
  return localDate(iso, 'moment');
}
