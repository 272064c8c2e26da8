import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ebookSchema, type Ebook } from '@canopy/contracts';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { epubContentDisposition, epubFileName, renderChapterText } from '../src/ebooks/epub';
import { makeCast, startContent, type TestContent, type User } from './harness';

interface ZipEntryRead {
  name: string;
  compressionMethod: number;
  extraFieldLength: number;
  text: string;
}

/** Every entry of a zip file, in the order of its central directory, with its text. */
function unzip(data: Buffer): Promise<ZipEntryRead[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, strictFileNames: true, validateEntrySizes: true },
      (err, zip) => {
        if (err || !zip) return reject(err ?? new Error('no zip'));
        const entries: ZipEntryRead[] = [];
        zip.on('error', reject);
        zip.on('end', () => resolve(entries));
        zip.on('entry', (entry: yauzl.Entry) => {
          zip.openReadStream(entry, (e, stream) => {
            if (e || !stream) return reject(e ?? new Error('no stream'));
            const parts: Buffer[] = [];
            stream.on('data', (c: Buffer) => parts.push(c));
            stream.on('error', reject);
            stream.on('end', () => {
              entries.push({
                name: entry.fileName,
                compressionMethod: entry.compressionMethod,
                extraFieldLength: entry.extraFieldLength,
                text: Buffer.concat(parts).toString('utf8'),
              });
              zip.readEntry();
            });
          });
        });
        zip.readEntry();
      },
    );
  });
}

/** Parses as XML (jsdom's XML parser throws on anything not well-formed). */
const xml = (text: string, contentType = 'application/xml') =>
  new JSDOM(text, { contentType }).window.document;

const HOSTILE = 'Soil & <script>alert("x")</script> "Life"';

describe('rendering chapter text', () => {
  it('is checked with a parser that refuses XML that is not well-formed', () => {
    expect(() => xml('<a><b></a>')).toThrow();
    expect(() => xml('<p>a &nbsp; b</p>', 'application/xhtml+xml')).toThrow();
  });

  it('escapes everything and renders paragraphs, headings, lists and emphasis', () => {
    expect(
      renderChapterText('First line\nsecond line\n\n# A heading\n\n- one\n- **two**\n\n1. a\n2. *b*'),
    ).toBe(
      '<p>First line<br/>second line</p>\n<h3>A heading</h3>\n<ul><li>one</li><li><strong>two</strong></li></ul>\n' +
        '<ol><li>a</li><li><em>b</em></li></ol>',
    );
    expect(renderChapterText('<img src=x onerror=alert(1)> & \u0007bell')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; bell</p>',
    );
  });

  it('names the file after the title, safely', () => {
    expect(epubFileName('Soil & Life: A Guide!')).toBe('soil-life-a-guide.epub');
    expect(epubFileName('../../etc/passwd')).toBe('etc-passwd.epub');
    expect(epubFileName('日本語')).toBe('ebook.epub');
    expect(epubContentDisposition('Lone \uD800 surrogate')).toMatch(
      /^attachment; filename="lone-surrogate\.epub"/,
    );
    expect(epubContentDisposition('Café "Notes"\r\n')).toBe(
      `attachment; filename="cafe-notes.epub"; filename*=UTF-8''Caf%C3%A9%20Notes.epub`,
    );
  });
});

describe.each(testEngines())('GET /api/ebooks/{id}/epub (%s)', (engine) => {
  let t: TestContent;
  const cast = makeCast();
  let ebook: Ebook;

  beforeAll(async () => {
    t = await startContent(engine);
    const res = await t.api.post(
      '/api/ebooks',
      {
        title: `${HOSTILE}: Café Guide`,
        author: 'Rachel <Carson>',
        description: 'Kitchen waste into soil & more.',
        formatStyle: 'workbook',
        chapters: [
          { id: 'c2', title: 'Soil life', content: 'Fungi & bacteria.\n\n- worms\n- beetles', order: 2 },
          {
            id: 'c1',
            title: 'Why <compost>',
            content: 'Waste becomes soil.\nEvery day.\n\n<b>not bold</b>',
            order: 1,
          },
        ],
      },
      cast.educator,
    );
    expect(res.status).toBe(201);
    ebook = ebookSchema.parse(res.body);
  });
  afterAll(() => t?.stop());

  const download = async (id: number, user: User, headers: Record<string, string> = {}) =>
    t.api.raw
      .get(`/api/ebooks/${id}/epub`)
      .set(await identityHeaders(user))
      .set(headers)
      .buffer(true)
      .parse((res, cb) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => cb(null, Buffer.concat(parts)));
      });

  it('answers a valid EPUB 3 container as an attachment named after the title', async () => {
    const res = await download(ebook.id, cast.educator);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/epub+zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="soil-script-alert-x-script-life-cafe-guide\.epub"; filename\*=UTF-8''/,
    );
    const data = res.body as Buffer;

    // The OCF rules read from the bytes themselves: the first local file header is `mimetype`, stored
    // (method 0), with no extra field, its content right after the name.
    expect(data.readUInt32LE(0)).toBe(0x04034b50);
    expect(data.readUInt16LE(8)).toBe(0);
    const nameLength = data.readUInt16LE(26);
    expect(data.readUInt16LE(28)).toBe(0);
    expect(data.subarray(30, 30 + nameLength).toString()).toBe('mimetype');
    expect(data.subarray(30 + nameLength, 30 + nameLength + 20).toString()).toBe('application/epub+zip');

    const entries = await unzip(data);
    expect(entries.map((e) => e.name)).toEqual([
      'mimetype',
      'META-INF/container.xml',
      'OEBPS/package.opf',
      'OEBPS/nav.xhtml',
      'OEBPS/style.css',
      'OEBPS/title.xhtml',
      'OEBPS/chapter-001.xhtml',
      'OEBPS/chapter-002.xhtml',
    ]);
    const file = (name: string) => entries.find((e) => e.name === name)!;
    expect(file('mimetype')).toMatchObject({
      compressionMethod: 0,
      extraFieldLength: 0,
      text: 'application/epub+zip',
    });
    expect(file('OEBPS/chapter-001.xhtml').compressionMethod).toBe(8);

    const container = xml(file('META-INF/container.xml').text);
    expect(container.querySelector('rootfile')?.getAttribute('full-path')).toBe('OEBPS/package.opf');
    expect(container.querySelector('rootfile')?.getAttribute('media-type')).toBe(
      'application/oebps-package+xml',
    );

    const opf = xml(file('OEBPS/package.opf').text);
    const pkg = opf.documentElement;
    expect(pkg.getAttribute('version')).toBe('3.0');
    const id = pkg.getAttribute('unique-identifier')!;
    const meta = (tag: string) => opf.getElementsByTagName(tag)[0]?.textContent;
    expect(opf.getElementById(id)?.textContent).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(meta('dc:title')).toBe(ebook.title);
    expect(meta('dc:language')).toBe('en');
    expect(meta('dc:creator')).toBe('Rachel <Carson>');
    const modified = [...opf.getElementsByTagName('meta')].find(
      (m) => m.getAttribute('property') === 'dcterms:modified',
    );
    expect(modified?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const items = [...opf.getElementsByTagName('item')].map((i) => ({
      id: i.getAttribute('id'),
      href: i.getAttribute('href'),
      properties: i.getAttribute('properties'),
    }));
    expect(items.find((i) => i.properties === 'nav')?.href).toBe('nav.xhtml');
    // Every file of the container but the package itself is in the manifest; the spine reads the chapters in order.
    expect(items.map((i) => `OEBPS/${i.href}`).sort()).toEqual(
      entries
        .map((e) => e.name)
        .filter((n) => n.startsWith('OEBPS/') && !n.endsWith('.opf'))
        .sort(),
    );
    const spine = [...opf.getElementsByTagName('itemref')].map(
      (r) => items.find((i) => i.id === r.getAttribute('idref'))?.href,
    );
    expect(spine.filter((h) => h?.startsWith('chapter-'))).toEqual([
      'chapter-001.xhtml',
      'chapter-002.xhtml',
    ]);

    const nav = xml(file('OEBPS/nav.xhtml').text, 'application/xhtml+xml');
    expect(nav.querySelector('nav h1')?.textContent).toBe('Contents');
    expect([...nav.querySelectorAll('nav li a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      [
        ['Why <compost>', 'chapter-001.xhtml'],
        ['Soil life', 'chapter-002.xhtml'],
      ],
    );

    // Chapters in order, well-formed XHTML, their text escaped: nothing of it became markup.
    const first = xml(file('OEBPS/chapter-001.xhtml').text, 'application/xhtml+xml');
    expect(first.querySelector('h1')?.textContent).toBe('Why <compost>');
    const paragraphs = [...first.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Waste becomes soil.Every day.',
      '<b>not bold</b>',
    ]);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[1]!.children).toHaveLength(0);
    expect(first.querySelector('b, script')).toBeNull();
    const second = xml(file('OEBPS/chapter-002.xhtml').text, 'application/xhtml+xml');
    expect([...second.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['worms', 'beetles']);
    const title = xml(file('OEBPS/title.xhtml').text, 'application/xhtml+xml');
    expect(title.querySelector('h1')?.textContent).toBe(ebook.title);
    expect(title.querySelector('script')).toBeNull();
  });

  it('makes one chapter of the content of an ebook without chapters', async () => {
    const res = await t.api.post(
      '/api/ebooks',
      { title: 'Plain', content: 'Just text.\n\nTwo paragraphs.' },
      cast.educator,
    );
    const entries = await unzip((await download(res.body.id, cast.educator)).body as Buffer);
    const chapter = xml(
      entries.find((e) => e.name === 'OEBPS/chapter-001.xhtml')!.text,
      'application/xhtml+xml',
    );
    expect([...chapter.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Just text.',
      'Two paragraphs.',
    ]);
    expect(entries.filter((e) => e.name.startsWith('OEBPS/chapter-'))).toHaveLength(1);
  });

  it("words its own headings in the downloader's language (the account's, else Accept-Language)", async () => {
    const res = await t.api.post(
      '/api/ebooks',
      { title: 'Suelo', chapters: [{ id: 'a', title: ' ', content: 'Texto.', order: 1 }] },
      cast.educator,
    );
    expect(res.status).toBe(201);
    const navOf = async (user: User, headers: Record<string, string> = {}) => {
      const entries = await unzip((await download(res.body.id, user, headers)).body as Buffer);
      return xml(entries.find((e) => e.name === 'OEBPS/nav.xhtml')!.text, 'application/xhtml+xml');
    };
    const spanish = await navOf({ ...cast.educator, language: 'es' });
    expect(spanish.querySelector('nav h1')?.textContent).toBe('Índice');
    expect(spanish.querySelector('nav li a')?.textContent).toBe('Capítulo 1');
    expect(
      (await navOf(cast.educator, { 'accept-language': 'es-ES' })).querySelector('nav h1')?.textContent,
    ).toBe('Índice');
    const english = await navOf(cast.educator);
    expect(english.querySelector('nav h1')?.textContent).toBe('Contents');
    expect(english.querySelector('nav li a')?.textContent).toBe('Chapter 1');
  });

  it('is for the author and administrators: 404 for other educators, 401/403 for the rest', async () => {
    expect((await download(ebook.id, cast.admin)).status).toBe(200);
    const other = await download(ebook.id, cast.otherEducator);
    expect(other.status).toBe(404);
    expect(JSON.parse((other.body as Buffer).toString())).toMatchObject({ code: 'not_found' });
    expect((await download(999_999, cast.educator)).status).toBe(404);
    expect((await download(ebook.id, cast.visitor)).status).toBe(401);
    expect((await download(ebook.id, cast.student)).status).toBe(403);
    expect((await download(ebook.id, cast.pendingEducator)).status).toBe(403);
  });
});
