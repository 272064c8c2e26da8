import type { TranscriptSegment } from '../youtube/youtube-transcript';
import { transcriptParagraphs } from '../youtube/youtube-transcript';
import type { ServerText } from '@canopy/service-kit';
import { contentText } from '../i18n/content-text';
import type { ArticleBlock } from './article';

export interface DraftChapter {
  title: string;
  content: string;
}

/** Blocks per chapter when a text has no headings to divide it by. */
const BLOCKS_PER_PART = 8;
export const MAX_CHAPTERS = 50;

/** The headings the extraction writes itself (Introduction, Part 2, ...) are worded by `t`: English unless given. */
const english = contentText('en');

/**
 * Chapters from an article's blocks: each h1–h3 heading opens one; text before the first heading is an
 * introduction. A heading with no text of its own (say, a title right above a sub-heading) is folded into the
 * next one's title. Without headings, the text is divided into parts of a few blocks.
 */
export function chaptersFromBlocks(
  blocks: ArticleBlock[],
  title: string,
  t: ServerText = english,
): DraftChapter[] {
  const hasHeadings = blocks.some((b) => b.kind === 'heading');
  if (!hasHeadings) {
    const texts = blocks.map((b) => b.text);
    if (texts.length <= BLOCKS_PER_PART) return texts.length ? [{ title, content: texts.join('\n\n') }] : [];
    const parts: DraftChapter[] = [];
    for (let i = 0; i < texts.length; i += BLOCKS_PER_PART) {
      parts.push({
        title: t('Part {{number}}', { number: parts.length + 1 }),
        content: texts.slice(i, i + BLOCKS_PER_PART).join('\n\n'),
      });
    }
    return capChapters(parts);
  }

  const chapters: DraftChapter[] = [];
  let current: { title: string; texts: string[] } | null = null;
  let pendingTitle: string | null = null;
  const close = () => {
    if (current && current.texts.length)
      chapters.push({ title: current.title, content: current.texts.join('\n\n') });
  };
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (current && current.texts.length === 0) {
        pendingTitle = current.title;
      } else {
        close();
        pendingTitle = null;
      }
      // An empty heading is folded into the next one's title, unless it only repeats the article's title.
      const headingTitle: string =
        pendingTitle && pendingTitle !== title ? `${pendingTitle}: ${block.text}` : block.text;
      current = { title: headingTitle, texts: [] };
      continue;
    }
    if (!current) current = { title: t('Introduction'), texts: [] };
    current.texts.push(block.text);
  }
  close();
  return capChapters(chapters);
}

/** At most MAX_CHAPTERS: whatever follows is kept in the last one. */
export function capChapters(chapters: DraftChapter[]): DraftChapter[] {
  if (chapters.length <= MAX_CHAPTERS) return chapters;
  const kept = chapters.slice(0, MAX_CHAPTERS - 1);
  const rest = chapters.slice(MAX_CHAPTERS - 1);
  kept.push({
    title: rest[0]!.title,
    content: rest.map((c, i) => (i === 0 ? c.content : `${c.title}\n\n${c.content}`)).join('\n\n'),
  });
  return kept;
}

const TIMESTAMP = /^\(?((?:\d{1,2}:)?\d{1,2}:\d{2})\)?\s*[-–—:|]?\s*(.+)$/;

/**
 * Chapters from a YouTube description: its timestamp lines (`0:00 Intro`) when it has at least two, each with the
 * lines after it; otherwise its paragraphs, an overview and then parts.
 */
export function chaptersFromDescription(
  description: string,
  title: string,
  t: ServerText = english,
): DraftChapter[] {
  const lines = description.split(/\r?\n/).map((l) => l.trim());
  const stamped = lines.filter((l) => TIMESTAMP.test(l));
  if (stamped.length >= 2) {
    const chapters: DraftChapter[] = [];
    const intro: string[] = [];
    let current: { title: string; at: string; texts: string[] } | null = null;
    const close = () => {
      if (current) {
        chapters.push({
          title: current.title,
          content: current.texts.join('\n').trim() || t('From {{at}} in the video.', { at: current.at }),
        });
      }
    };
    for (const line of lines) {
      const m = TIMESTAMP.exec(line);
      if (m) {
        close();
        current = { title: m[2]!.trim(), at: m[1]!, texts: [] };
      } else if (current) {
        if (line) current.texts.push(line);
      } else if (line) {
        intro.push(line);
      }
    }
    close();
    if (intro.length) chapters.unshift({ title: t('Overview'), content: intro.join('\n') });
    return capChapters(chapters);
  }
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return [];
  const chapters: DraftChapter[] = [
    { title: title ? t('Overview: {{title}}', { title }) : t('Overview'), content: paragraphs[0]! },
  ];
  for (let i = 1; i < paragraphs.length; i += 3) {
    chapters.push({
      title: t('Part {{number}}', { number: chapters.length }),
      content: paragraphs.slice(i, i + 3).join('\n\n'),
    });
  }
  return capChapters(chapters);
}

/** `1:02:03` → milliseconds. */
function stampMs(stamp: string): number {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0) * 1000;
}

/** `m:ss` or `h:mm:ss`. */
export function formatStamp(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The description's chapter marks (`0:00 Intro`), in time order, when it has at least two. */
function descriptionMarks(description: string): { atMs: number; title: string }[] {
  const marks = description
    .split(/\r?\n/)
    .map((l) => TIMESTAMP.exec(l.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ atMs: stampMs(m[1]!), title: m[2]!.trim() }))
    .sort((a, b) => a.atMs - b.atMs);
  return marks.length >= 2 ? marks : [];
}

/** About how much text (characters, some five minutes of speech) one chapter of a transcript holds. */
const TRANSCRIPT_CHAPTER_CHARS = 4_000;

/**
 * Chapters from a video's transcript. When the description marks chapters (`0:00 Intro`, at least two), those
 * are the chapters, each holding what is said until the next mark. Otherwise the transcript is divided by length
 * (about five minutes of speech each, cut where a sentence ends when it can be), each titled with its place in
 * the video (`Part 2 (5:12–10:40)`); a short transcript is one chapter.
 */
export function chaptersFromTranscript(
  segments: TranscriptSegment[],
  description: string,
  t: ServerText = english,
): DraftChapter[] {
  if (segments.length === 0) return [];
  const marks = descriptionMarks(description);
  if (marks.length) {
    const chapters: DraftChapter[] = [];
    marks.forEach((mark, i) => {
      const from = i === 0 ? 0 : mark.atMs;
      const until = marks[i + 1]?.atMs ?? Infinity;
      const said = segments.filter((s) => s.startMs >= from && s.startMs < until);
      if (said.length) chapters.push({ title: mark.title, content: transcriptParagraphs(said).join('\n\n') });
    });
    if (chapters.length) return capChapters(chapters);
  }

  const totalChars = segments.reduce((n, s) => n + s.text.length + 1, 0);
  const target = Math.max(TRANSCRIPT_CHAPTER_CHARS, Math.ceil(totalChars / MAX_CHAPTERS));
  const parts: TranscriptSegment[][] = [];
  let current: TranscriptSegment[] = [];
  let chars = 0;
  for (const s of segments) {
    current.push(s);
    chars += s.text.length + 1;
    const sentenceEnds = /[.!?…]["')\]]?$/.test(s.text);
    if ((chars >= target && sentenceEnds) || chars >= target * 1.5) {
      parts.push(current);
      current = [];
      chars = 0;
    }
  }
  // A short remainder joins the part before it rather than standing alone.
  if (current.length) {
    if (parts.length && chars < target / 3) parts[parts.length - 1]!.push(...current);
    else parts.push(current);
  }
  if (parts.length === 1) {
    return [{ title: t('Transcript'), content: transcriptParagraphs(parts[0]!).join('\n\n') }];
  }
  return capChapters(
    parts.map((part, i) => {
      const from = formatStamp(part[0]!.startMs);
      const next = parts[i + 1]?.[0];
      const title = next
        ? t('Part {{number}} ({{from}}–{{until}})', { number: i + 1, from, until: formatStamp(next.startMs) })
        : t('Part {{number}} (from {{from}})', { number: i + 1, from });
      return { title, content: transcriptParagraphs(part).join('\n\n') };
    }),
  );
}
