import type { Ebook, EbookChapter, EbookFormatStyle, EbookFromLinkAnswer } from '@canopy/contracts';
import { fromGenerated, sortedChapters } from './chapters';

/** The ebook being written in the builder, before it is saved. */
export interface Draft {
  title: string;
  author: string;
  description: string;
  formatStyle: EbookFormatStyle;
  sourceUrl: string | null;
  sourceType: 'youtube' | 'website' | 'manual' | null;
  chapters: EbookChapter[];
}

export const emptyDraft: Draft = {
  title: '',
  author: '',
  description: '',
  formatStyle: 'textbook',
  sourceUrl: null,
  sourceType: null,
  chapters: [],
};

/** A saved ebook, to edit. */
export const draftOf = (e: Ebook): Draft => ({
  title: e.title,
  author: e.author ?? '',
  description: e.description ?? '',
  formatStyle: e.formatStyle,
  sourceUrl: e.sourceUrl,
  sourceType: e.sourceType,
  chapters: sortedChapters(e.chapters),
});

/** A draft generated from a link, to review before saving. */
export const draftFromLink = (r: EbookFromLinkAnswer): Draft => ({
  title: r.title,
  author: r.author,
  description: r.description,
  formatStyle: r.formatStyle,
  sourceUrl: r.sourceUrl,
  sourceType: r.sourceType,
  chapters: fromGenerated(r.chapters),
});
