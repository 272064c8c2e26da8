import { currentLanguage, type Language } from '@canopy/i18n';
import { formatDate } from '@canopy/i18n/format';

// English keeps the platform's format (spec section 9); Spanish puts the day first, on a 24-hour clock.
const patterns = {
  date: { en: 'MMM d, yyyy', es: 'd MMM yyyy' },
  dateTime: { en: 'MMM d, yyyy, h:mm a', es: 'd MMM yyyy, HH:mm' },
  dateTime24: { en: 'MMM d, yyyy, HH:mm', es: 'd MMM yyyy, HH:mm' },
  axisDay: { en: 'd MMM', es: 'd MMM' },
} satisfies Record<string, Record<Language, string>>;

/** "Jan 5, 2025" / "5 ene 2025" (the platform's date format, spec section 9); empty for an unreadable date. */
export function shortDate(iso: string | Date, language: Language = currentLanguage()): string {
  return formatDate(iso, patterns.date[language], language);
}

/** "Jan 5, 2025, 3:04 PM" / "5 ene 2025, 15:04". */
export function dateTime(iso: string | Date, language: Language = currentLanguage()): string {
  return formatDate(iso, patterns.dateTime[language], language);
}

/** "Jan 5, 2025, 15:04" / "5 ene 2025, 15:04" (a 24-hour clock in both). */
export function dateTime24(iso: string | Date, language: Language = currentLanguage()): string {
  return formatDate(iso, patterns.dateTime24[language], language);
}

/** "5 Jan" / "5 ene" (a chart's axis). */
export function axisDay(iso: string | Date, language: Language = currentLanguage()): string {
  return formatDate(iso, patterns.axisDay[language], language);
}
