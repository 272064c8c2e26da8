import type { EbookFormatStyle } from '@canopy/contracts';
import { studioText } from '../i18n/useStudioT';

const labels: Record<EbookFormatStyle, () => string> = {
  textbook: () => studioText('Textbook'),
  'study-guide': () => studioText('Study Guide'),
  workbook: () => studioText('Workbook'),
  reference: () => studioText('Reference'),
};

/** A format style's name in the current language (read at render time). */
export function formatStyleLabel(style: EbookFormatStyle): string {
  return labels[style]();
}
