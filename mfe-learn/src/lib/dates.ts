import { currentLanguage, type Language } from '@canopy/i18n';
import { formatDate } from '@canopy/i18n/format';

// The date patterns of the learner area, per language: English keeps the specification's ('MMMM d, yyyy'),
// Spanish writes the day first ("12 de marzo de 2026") and the 24-hour clock.
const patterns = {
  /** "March 12, 2026" / "12 de marzo de 2026" */
  long: { en: 'MMMM d, yyyy', es: "d 'de' MMMM 'de' yyyy" },
  /** "Mar 12, 2026" / "12 mar 2026" */
  short: { en: 'MMM d, yyyy', es: 'd MMM yyyy' },
  /** "Mar 12, 2:05 PM" / "12 mar, 14:05" */
  dayTime: { en: 'MMM d, h:mm a', es: 'd MMM, HH:mm' },
  /** "2:05 PM" / "14:05" */
  time: { en: 'h:mm a', es: 'HH:mm' },
  /** date-fns' long date and time of the language ("Mar 12, 2026, 2:05:00 PM" / "12 mar 2026, 14:05:00") */
  stamp: { en: 'PPpp', es: 'PPpp' },
  /** "12 March 2026 at 14:05" / "12 de marzo de 2026 a las 14:05" */
  moment: { en: "d MMMM yyyy 'at' HH:mm", es: "d 'de' MMMM 'de' yyyy 'a las' HH:mm" },
} satisfies Record<string, Record<Language, string>>;

export type DateStyle = keyof typeof patterns;

/** A date in the current language's words; empty for an unreadable date. */
export function localDate(value: string | number | Date, style: DateStyle): string {
  const language = currentLanguage();
  return formatDate(value, patterns[style][language], language);
}
