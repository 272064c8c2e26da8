import type { EbookFormatStyle } from '@canopy/contracts';
import { learnText } from '../i18n/useLearnT';

/** Where an ebook's EPUB 3 is downloaded. */
export const epubHref = (id: number) => `/api/ebooks/${id}/epub`;

/** How each format is named on a course's ebooks, in the current language. */
export function ebookFormatLabel(style: EbookFormatStyle): string {
  return {
    textbook: learnText('Textbook'),
    'study-guide': learnText('Study guide'),
    workbook: learnText('Workbook'),
    reference: learnText('Reference'),
  }[style];
}

/** "1 chapter", "5 chapters". */
export const chapterCount = (n: number) => learnText('{{count}} chapters', { count: n });
