import { currentLanguage } from '@canopy/i18n';
import { formatDate } from '@canopy/i18n/format';

/**
 * A date in the current language: "Jan 5, 2025" (the platform's format, spec section 9) or "5 ene 2025". Read at
 * render time by components that re-render on a language change (they use the studio's `t`).
 */
export function localDate(iso: string): string {
  return formatDate(iso, 'PP', currentLanguage());
}
