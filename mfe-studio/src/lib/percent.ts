import { currentLanguage, type Language } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';

/** A score or rate out of 100 as the language writes it: "85%" / "85 %" (up to two decimals, as stored). */
export function percent(value: number, language: Language = currentLanguage()): string {
  return formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 2 });
}
