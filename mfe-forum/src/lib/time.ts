import { currentLanguage } from '@canopy/i18n';
import { formatDate, formatRelative } from '@canopy/i18n/format';
import { forumText } from '../i18n/useForumT';

// Read in render by components that call useForumT, so a language switch redraws them.

/** "5 minutes ago", "3 days ago" / "hace 5 minutos"; "just now" for the last few seconds. */
export function relativeTime(iso: string, now = new Date()): string {
  return formatRelative(iso, currentLanguage(), forumText('just now'), now);
}

/** "12 March 2026 at 14:05" / "12 de marzo de 2026, 14:05": the exact moment, for tooltips and <time> titles. */
export function fullDate(iso: string): string {
  const language = currentLanguage();
  return formatDate(
    iso,
    language === 'en' ? "d MMMM yyyy 'at' HH:mm" : "d 'de' MMMM 'de' yyyy, HH:mm",
    language,
  );
}

/** "March 2026" / "marzo de 2026". */
export function monthYear(iso: string): string {
  const language = currentLanguage();
  return formatDate(iso, language === 'en' ? 'MMMM yyyy' : "MMMM 'de' yyyy", language);
}
