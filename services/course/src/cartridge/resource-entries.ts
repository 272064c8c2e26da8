import { isLessonVideoLink, type CartridgeSkipped } from '@canopy/contracts';
import { htmlTitle, htmlToMarkdown, packageReferences } from './lesson-html';
import { HTML_FILE, UNSUPPORTED, kindOf, type ResourceInfo } from './manifest-resources';
import { readAssessment, type ReadAssessment } from './qti-assessment';
import { attr, child, text, type XmlNode } from './safe-xml';
import { readWebLink } from './web-link';

export type ImportEntry =
  | {
      kind: 'lesson';
      title: string;
      content: string;
      videoUrl?: string;
      documentUrl?: string;
    }
  | { kind: 'link'; title: string; url: string }
  | { kind: 'quiz'; title: string; assessment: ReadAssessment };

/** Titles and locations are kept to 200 characters (an ellipsis marks the cut). */
export const cut = (value: string, max = 200) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

export interface EntryReaderContext {
  resources: ReadonlyMap<string, ResourceInfo>;
  /** A package file as text; null when the package does not have it. */
  readText(path: string): Promise<string | null>;
  /** Where what cannot be imported is recorded, with the reason. */
  skipped: CartridgeSkipped[];
  /** The identifiers of the resources the course outline reached (the rest are listed as not placed). */
  used: Set<string>;
}

/**
 * Reads the resource a leaf item of the organization points to: a page becomes a lesson (with the video and
 * document links it depends on), a web link a link, a QTI assessment a quiz; anything else is skipped.
 */
export function createEntryReader({ resources, readText, skipped, used }: EntryReaderContext) {
  /** The entries one leaf item brings (none when it is skipped, with the reason recorded). */
  return async function entriesOf(item: XmlNode, location: string): Promise<ImportEntry[]> {
    const title = cut(text(child(item, 'title')).trim());
    const ref = attr(item, 'identifierref')!;
    const res = resources.get(ref);
    const where = `${location} › ${title || ref}`;
    /** Records why the item is left out (under its own title, else `name`) and brings nothing. */
    const skip = (name: string, reason: string, kind: 'item' | 'file' = 'item'): ImportEntry[] => {
      skipped.push({ kind, title: title || name, location, reason });
      return [];
    };
    if (!res) return skip(ref, 'It points to a resource the package does not have.');
    used.add(res.identifier);
    const kind = kindOf(res.type);
    if (kind in UNSUPPORTED) {
      skipped.push({ ...UNSUPPORTED[kind]!, title: title || res.identifier, location });
      return [];
    }
    const file = res.href;
    const body = file && (await readText(file));
    if (!file || body === null || body === undefined) {
      return skip(res.identifier, 'Its file is missing from the package.');
    }
    if (kind === 'weblink') {
      const link = readWebLink(body);
      if (!link || !/^https?:\/\//i.test(link.url)) {
        return skip(res.identifier, 'The web link has no http(s) address.');
      }
      return [{ kind: 'link', title: title || cut(link.title) || link.url, url: link.url }];
    }
    if (kind === 'assessment') {
      const read = readAssessment(body, where);
      skipped.push(...read.skipped);
      if (read.assessment.questions.length === 0) {
        return skip(read.assessment.title, 'The quiz has no question Canopy can grade.');
      }
      return [
        { kind: 'quiz', title: title || cut(read.assessment.title) || 'Quiz', assessment: read.assessment },
      ];
    }
    // Web content: a page becomes a lesson; any other file (PDF, image, ...) cannot be kept.
    if (!HTML_FILE.test(file)) {
      return skip(
        file,
        'Files are not imported: Canopy links lesson documents instead of storing them.',
        'file',
      );
    }
    const content = htmlToMarkdown(body);
    if (!content) return skip(file, 'The page is empty.');
    const lessonTitle = title || cut(htmlTitle(body) ?? '') || 'Untitled lesson';
    for (const reference of packageReferences(body)) {
      skipped.push({
        kind: 'file',
        title: reference.replace(/^\$IMS[-_]CC[-_]FILEBASE\$\/?/i, ''),
        location: `${location} › ${lessonTitle}`,
        reason:
          'The page shows or links a file of the package; files are not imported, so the link will not work.',
      });
    }
    const lesson: Extract<ImportEntry, { kind: 'lesson' }> = { kind: 'lesson', title: lessonTitle, content };
    // A Canopy page depends on its video and document links.
    for (const dependency of res.dependencies) {
      const dep = resources.get(dependency);
      if (!dep || kindOf(dep.type) !== 'weblink' || !dep.href) continue;
      used.add(dep.identifier);
      const link = readWebLink((await readText(dep.href)) ?? '');
      if (!link) continue;
      if (/_VIDEO$/.test(dep.identifier) && isLessonVideoLink(link.url)) lesson.videoUrl = link.url;
      else if (/^https?:\/\//i.test(link.url)) lesson.documentUrl ??= link.url;
    }
    return [lesson];
  };
}
