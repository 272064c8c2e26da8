import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';

/** A count as the current language writes it (1,234 / 1234). */
export function count(value: number): string {
  return formatNumber(value, currentLanguage());
}
