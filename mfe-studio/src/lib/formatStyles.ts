import type { EbookFormatStyle } from '@canopy/contracts';

export const formatStyleLabels: Record<EbookFormatStyle, string> = {
  textbook: 'Textbook',
  'study-guide': 'Study Guide',
  workbook: 'Workbook',
  reference: 'Reference',
};
