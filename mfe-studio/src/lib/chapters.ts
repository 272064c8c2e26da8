import type { EbookChapter } from '@canopy/contracts';

/** A chapter id unique within one ebook (the editor's key; the service keeps it as given). */
export function chapterId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `ch-${random}`;
}

/** `order` follows the position in the list, from 0. */
export function renumber(chapters: readonly EbookChapter[]): EbookChapter[] {
  return chapters.map((c, i) => (c.order === i ? c : { ...c, order: i }));
}

export function addChapter(chapters: readonly EbookChapter[], title = ''): EbookChapter[] {
  return renumber([...chapters, { id: chapterId(), title, content: '', order: chapters.length }]);
}

/** Moves the chapter at `from` to position `to` (clamped to the list); the same list if nothing moves. */
export function moveChapter(chapters: readonly EbookChapter[], from: number, to: number): EbookChapter[] {
  const target = Math.max(0, Math.min(chapters.length - 1, to));
  if (from === target || from < 0 || from >= chapters.length) return [...chapters];
  const next = [...chapters];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return renumber(next);
}

export function removeChapter(chapters: readonly EbookChapter[], id: string): EbookChapter[] {
  return renumber(chapters.filter((c) => c.id !== id));
}

export function updateChapter(
  chapters: readonly EbookChapter[],
  id: string,
  patch: Partial<Pick<EbookChapter, 'title' | 'content'>>,
): EbookChapter[] {
  return chapters.map((c) => (c.id === id ? { ...c, ...patch } : c));
}

/** The generator's chapters (title, content) as editor chapters. */
export function fromGenerated(chapters: readonly { title: string; content: string }[]): EbookChapter[] {
  return chapters.map((c, order) => ({ id: chapterId(), title: c.title, content: c.content, order }));
}

/** Chapters in their saved order (the service keeps `order`; an older list may not be sorted). */
export function sortedChapters(chapters: readonly EbookChapter[]): EbookChapter[] {
  return renumber([...chapters].sort((a, b) => a.order - b.order));
}
