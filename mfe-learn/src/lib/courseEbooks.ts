import type { EbookFormatStyle } from '@canopy/contracts';

/** Where an ebook's EPUB 3 is downloaded. */
export const epubHref = (id: number) => `/api/ebooks/${id}/epub`;

/** How each format is named on a course's ebooks. */
export const ebookFormatLabels: Record<EbookFormatStyle, string> = {
  textbook: 'Textbook',
  'study-guide': 'Study guide',
  workbook: 'Workbook',
  reference: 'Reference',
};

/** "1 chapter", "5 chapters". */
export const chapterCount = (n: number) => (n === 1 ? '1 chapter' : `${n} chapters`);
