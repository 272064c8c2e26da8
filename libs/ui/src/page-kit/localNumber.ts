import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';

/**
 * A count or a position as the page's language writes it ("1,234" / "1234", "12.345"). `count` still picks a
 * text's plural form; this is the number shown in it (`shown`), so the form and the digits both follow the language.
 */
export function localNumber(value: number): string {
  return formatNumber(value, currentLanguage());
}
