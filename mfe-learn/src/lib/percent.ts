import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';

/** A score or progress out of 100 as the current language writes it ("80%" / "80 %"). */
export function percent(value: number): string {
  return formatNumber(value / 100, currentLanguage(), { style: 'percent', maximumFractionDigits: 1 });
}
