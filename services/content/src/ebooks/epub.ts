import { createHash } from 'node:crypto';
import { ZipFile } from 'yazl';
import type { ServerText } from '@canopy/service-kit';
import { contentText } from '../i18n/content-text';
import type { Ebook } from '@canopy/contracts';

/**
 * An ebook as an EPUB 3 publication: `mimetype` first and stored (uncompressed, no extra field, as the OCF
 * container requires), `META-INF/container.xml`, the package document, the navigation document and one XHTML
 * file per chapter. Chapter text is escaped and rendered from its plain, Markdown-ish form (paragraphs,
 * `#` headings, `-`/`1.` lists, `**bold**`, `*italic*`); nothing of it is ever passed through as markup.
 */

const MIMETYPE = 'application/epub+zip';
const LANGUAGE = 'en';

/** Whether XML 1.0 allows a code point at all (not C0 controls but tab, line feed, carriage return; no lone surrogates). */
const xmlAllows = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  (cp >= 0x10000 && cp <= 0x10ffff);

/** The text without the characters XML cannot carry. */
function xmlChars(text: string): string {
  let out = '';
  for (const ch of text) if (xmlAllows(ch.codePointAt(0)!)) out += ch;
  return out;
}

/** Text safe inside XML elements and attribute values. */
export function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `**bold**` and `*italic*` on already escaped text (the markers survive escaping unchanged). */
function inline(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?![*\w])/g, '$1<em>$2</em>');
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,4}[.)]\s+(.*)$/;
const HEADING = /^(#{1,4})\s+(.*)$/;

/** A chapter's plain text as XHTML body content: blank lines separate blocks, single line breaks are kept. */
export function renderChapterText(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.replace(/^\n+|\n+$/g, ''))
    .filter((b) => b.trim().length > 0);
  const out: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const heading = lines.length === 1 ? HEADING.exec(lines[0]!.trim()) : null;
    if (heading) {
      const level = Math.min(6, heading[1]!.length + 2);
      out.push(`<h${level}>${inline(escapeXml(heading[2]!.trim()))}</h${level}>`);
      continue;
    }
    const list = lines.every((l) => BULLET.test(l))
      ? { tag: 'ul', re: BULLET }
      : lines.every((l) => NUMBERED.test(l))
        ? { tag: 'ol', re: NUMBERED }
        : null;
    if (list) {
      const items = lines.map((l) => `<li>${inline(escapeXml(list.re.exec(l)![1]!.trim()))}</li>`);
      out.push(`<${list.tag}>${items.join('')}</${list.tag}>`);
      continue;
    }
    out.push(`<p>${lines.map((l) => inline(escapeXml(l.trim()))).join('<br/>')}</p>`);
  }
  return out.join('\n');
}

function xhtml(title: string, body: string, extraNs = ''): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE html>\n' +
    `<html xmlns="http://www.w3.org/1999/xhtml"${extraNs} xml:lang="${LANGUAGE}" lang="${LANGUAGE}">\n` +
    `<head>\n<meta charset="UTF-8"/>\n<title>${escapeXml(title)}</title>\n` +
    '<link rel="stylesheet" type="text/css" href="style.css"/>\n</head>\n' +
    `<body>\n${body}\n</body>\n</html>\n`
  );
}

const STYLE = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1, h2, h3, h4 { font-family: sans-serif; line-height: 1.2; }
h1 { font-size: 1.6em; margin: 1.5em 0 0.75em; }
p { margin: 0 0 0.9em; }
.byline, .description { text-align: center; }
.byline { font-style: italic; }
`;

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

/** A stable identifier per ebook (a name-based UUID), so a re-download is the same publication. */
function publicationId(ebook: Ebook): string {
  const hex = createHash('sha1').update(`canopy-ebook:${ebook.id}:${ebook.createdAt}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface EpubChapter {
  title: string;
  content: string;
}

/** The publication's own words (the contents' heading, an untitled chapter's name): English unless given. */
const english = contentText('en');

/** The chapters in order; an ebook without chapters is one chapter of its content. */
export function epubChapters(ebook: Ebook, t: ServerText = english): EpubChapter[] {
  const chapters = [...ebook.chapters]
    .sort((a, b) => a.order - b.order)
    .map((c, i) => ({
      title: c.title.trim() || t('Chapter {{number}}', { number: i + 1 }),
      content: c.content,
    }));
  return chapters.length ? chapters : [{ title: ebook.title, content: ebook.content }];
}

/** The files of the publication, in the order they go into the container (`mimetype` first). */
export function epubFiles(ebook: Ebook, t: ServerText = english): { path: string; data: string }[] {
  const chapters = epubChapters(ebook, t);
  const file = (i: number) => `chapter-${String(i + 1).padStart(3, '0')}.xhtml`;
  const modified = new Date(ebook.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const title = escapeXml(ebook.title);

  const titlePage = xhtml(
    ebook.title,
    [
      `<section epub:type="titlepage"><h1>${title}</h1>`,
      ebook.author ? `<p class="byline">${escapeXml(ebook.author)}</p>` : '',
      ebook.description ? `<p class="description">${escapeXml(ebook.description)}</p>` : '',
      '</section>',
    ].join(''),
    ' xmlns:epub="http://www.idpf.org/2007/ops"',
  );
  const nav = xhtml(
    ebook.title,
    `<nav epub:type="toc" id="toc" role="doc-toc">\n<h1>${escapeXml(t('Contents'))}</h1>\n<ol>\n` +
      chapters.map((c, i) => `<li><a href="${file(i)}">${escapeXml(c.title)}</a></li>`).join('\n') +
      '\n</ol>\n</nav>',
    ' xmlns:epub="http://www.idpf.org/2007/ops"',
  );
  const chapterFiles = chapters.map((c, i) => ({
    path: `OEBPS/${file(i)}`,
    data: xhtml(
      c.title,
      `<section id="chapter-${i + 1}">\n<h1>${escapeXml(c.title)}</h1>\n${renderChapterText(c.content)}\n</section>`,
    ),
  }));
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="${LANGUAGE}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="pub-id">${publicationId(ebook)}</dc:identifier>
    <dc:title>${title}</dc:title>
    <dc:language>${LANGUAGE}</dc:language>
${ebook.author ? `    <dc:creator>${escapeXml(ebook.author)}</dc:creator>\n` : ''}${
    ebook.description ? `    <dc:description>${escapeXml(ebook.description)}</dc:description>\n` : ''
  }    <dc:publisher>Canopy</dc:publisher>
    <meta property="dcterms:modified">${modified}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
    <item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>
${chapters.map((_, i) => `    <item id="chapter-${i + 1}" href="${file(i)}" media-type="application/xhtml+xml"/>`).join('\n')}
  </manifest>
  <spine>
    <itemref idref="title-page"/>
    <itemref idref="nav" linear="no"/>
${chapters.map((_, i) => `    <itemref idref="chapter-${i + 1}"/>`).join('\n')}
  </spine>
</package>
`;
  return [
    { path: 'mimetype', data: MIMETYPE },
    { path: 'META-INF/container.xml', data: CONTAINER },
    { path: 'OEBPS/package.opf', data: opf },
    { path: 'OEBPS/nav.xhtml', data: nav },
    { path: 'OEBPS/style.css', data: STYLE },
    { path: 'OEBPS/title.xhtml', data: titlePage },
    ...chapterFiles,
  ];
}

/** The EPUB container's bytes; its own words by `t` (the downloader's language). */
export function buildEpub(ebook: Ebook, t: ServerText = english): Promise<Buffer> {
  const zip = new ZipFile();
  const mtime = new Date(ebook.updatedAt);
  for (const [i, f] of epubFiles(ebook, t).entries()) {
    // No extended-timestamp extra field anywhere: the OCF forbids one on `mimetype`, and it is of no use here.
    zip.addBuffer(Buffer.from(f.data, 'utf8'), f.path, { mtime, compress: i > 0, forceDosTimestamp: true });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => parts.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
  });
}

/** A download name from the title: ASCII letters, digits and dashes (`ebook` when nothing is left). */
export function epubFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'ebook'}.epub`;
}

/** `attachment` with the ASCII name and, for the title's own characters, an RFC 5987 `filename*`. */
export function epubContentDisposition(title: string): string {
  const ascii = epubFileName(title);
  const readable = `${
    [...xmlChars(title)]
      .map((ch) => (ch.codePointAt(0)! < 0x20 || ch === '\u007f' ? ' ' : ch))
      .join('')
      .replace(/[/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'ebook'
  }.epub`;
  const encoded = encodeURIComponent(readable).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
