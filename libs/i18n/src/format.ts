// @canopy/i18n/format — dates, numbers and relative times for a language. A separate entry, bundled by the front
// ends that use it (date-fns and its locales are not part of the shared module the sign-in page loads first).
import { format, formatDistanceStrict, type Locale } from 'date-fns';
import { enUS, es } from 'date-fns/locale';
import type { Language } from './languages';

// date-fns' own default for English: the texts English pages showed before stay as they were.
const dateFnsLocales: Record<Language, Locale> = { en: enUS, es };

/** The date-fns locale of a language (for the date-fns functions a page calls itself). */
export function dateFnsLocale(language: Language): Locale {
  return dateFnsLocales[language];
}

function readable(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date by a date-fns pattern, in the language's words ("12 March 2026" / "12 de marzo de 2026" for `PPP`-like
 * patterns the caller picks per language). Empty for an unreadable date.
 */
export function formatDate(value: string | number | Date, pattern: string, language: Language): string {
  const date = readable(value);
  return date ? format(date, pattern, { locale: dateFnsLocales[language] }) : '';
}

/** A number with the language's separators (1,234.5 / 1234,5). */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language, options).format(value);
}

/**
 * "5 minutes ago" / "hace 5 minutos" (date-fns, strict units); `justNow` for the last 45 seconds, which the
 * caller passes in its own language. Empty for an unreadable date.
 */
export function formatRelative(
  value: string | number | Date,
  language: Language,
  justNow: string,
  now: Date = new Date(),
): string {
  const date = readable(value);
  if (!date) return '';
  if (Math.abs(now.getTime() - date.getTime()) < 45_000) return justNow;
  return formatDistanceStrict(date, now, { addSuffix: true, locale: dateFnsLocales[language] });
}

/** "in 3 days" / "dentro de 3 días", "yesterday" / "ayer": Intl's relative time for a count of a unit. */
export function formatRelativeUnit(
  count: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: Language,
): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(count, unit);
}
