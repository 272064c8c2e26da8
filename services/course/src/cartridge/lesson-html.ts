import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import TurndownService from 'turndown';

/*
 * Lessons are written in markdown; a cartridge carries web pages. Out: markdown → HTML (marked) → sanitised
 * (sanitize-html) into a small standalone page. In: the page's body sanitised the same way → markdown (turndown),
 * so a page from another LMS becomes an ordinary editable lesson and no script, style or event handler survives.
 */

const SAFE_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  'b',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'section',
  'aside',
  'div',
  'span',
];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: SAFE_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    aside: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Whatever else is dropped with its content where it could only be code or styling.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};

export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The class of the block that lists a lesson's video and document links (left out again on import). */
export const LESSON_MEDIA_CLASS = 'canopy-lesson-media';

/** A lesson (or an ebook chapter list) as a standalone, sanitised web page. */
export function htmlPage(opts: {
  title: string;
  markdown: string;
  links?: Array<{ label: string; url: string }>;
}): string {
  const body = sanitizeLessonHtml(marked.parse(opts.markdown) as string);
  const links = (opts.links ?? []).filter((l) => /^https?:\/\//i.test(l.url));
  const media = links.length
    ? `\n<aside class="${LESSON_MEDIA_CLASS}">\n<ul>\n${links
        .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`)
        .join('\n')}\n</ul>\n</aside>`
    : '';
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(opts.title)}</title>`,
    '</head>',
    '<body>',
    `${body.trim()}${media}`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
  strongDelimiter: '**',
  hr: '---',
});
/** The markdown of a web page: its body (or the whole text when it has none), sanitised, media block left out. */
export function htmlToMarkdown(html: string): string {
  const bodyMatch = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  const body = bodyMatch ? bodyMatch[1]! : html;
  const withoutMedia = body.replace(
    new RegExp(`<aside[^>]*class="${LESSON_MEDIA_CLASS}"[^>]*>[\\s\\S]*?</aside>`, 'gi'),
    '',
  );
  return (
    turndown
      .turndown(sanitizeLessonHtml(withoutMedia))
      // One space after a list marker, as people (and marked) write them, not turndown's column alignment.
      .replace(/^(\s*)-\s{2,}/gm, '$1- ')
      .replace(/^(\s*)(\d+)\.\s{2,}/gm, '$1$2. ')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The `<title>` of a page, if it has one. */
export function htmlTitle(html: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const title = match ? sanitizeHtml(match[1]!, { allowedTags: [], allowedAttributes: {} }).trim() : '';
  return title || null;
}

/** Links and images of a page that point into the package itself (its own files), not to the web. */
export function packageReferences(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)) {
    const target = match[1]!.trim();
    if (!target || target.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//'))
      continue;
    found.add(target);
  }
  return [...found];
}
