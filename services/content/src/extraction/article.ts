// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- jsdom ships no types; this keeps its declaration with the code for every program that compiles it (the launcher too)
/// <reference path="./jsdom.d.ts" />
import { Readability } from '@mozilla/readability';
import type * as JsdomModule from 'jsdom';

/** One piece of an article's text, in reading order: a heading (h1–h3) or a block of plain text. */
export type ArticleBlock = { kind: 'heading'; text: string } | { kind: 'text'; text: string };

export interface Article {
  title: string | null;
  byline: string | null;
  siteName: string | null;
  excerpt: string | null;
  blocks: ArticleBlock[];
}

const HEADINGS = new Set(['H1', 'H2', 'H3']);
/** Elements whose text is one block (their inner markup is flattened to text). */
const TEXT_BLOCKS = new Set([
  'P',
  'PRE',
  'LI',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'FIGCAPTION',
  'DT',
  'DD',
  'TD',
  'TH',
]);
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'FORM',
]);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

type Jsdom = typeof JsdomModule;
let jsdom: Promise<Jsdom> | undefined;

/**
 * jsdom, the biggest module this service has: loading it keeps the process busy for about 0.7 s (several seconds
 * on a loaded machine), long enough for its readiness to fail. Not at start, so the service is ready sooner, but
 * once it listens (`preloadArticleReader`), so that no generation — a first link, a job taken over from a killed
 * instance — stalls the instance while it serves requests.
 */
export function loadJsdom(): Promise<Jsdom> {
  jsdom ??= import('jsdom');
  return jsdom;
}

/** Loads jsdom in the background (see loadJsdom); a failure is left for the first link to report. */
export function preloadArticleReader(): void {
  setTimeout(() => void loadJsdom().catch(() => undefined), 1_000).unref();
}

/**
 * The main article of an HTML page, as headings and plain-text blocks. The page is parsed by jsdom with scripts
 * off and no sub-resources loaded (nothing on the page runs or is fetched); Mozilla Readability picks the
 * article; its DOM is walked for text only, so no markup reaches the output.
 */
export async function readArticle(html: string, url: string): Promise<Article | null> {
  const { JSDOM, VirtualConsole } = await loadJsdom();
  const dom = new JSDOM(html, { url, contentType: 'text/html', virtualConsole: new VirtualConsole() });
  try {
    const parsed = new Readability<Node>(dom.window.document, { serializer: (node) => node }).parse();
    if (!parsed?.content) return null;
    const blocks: ArticleBlock[] = [];
    const visit = (node: Node) => {
      if (node.nodeType === 3) {
        // Loose text directly inside a container (Readability leaves some in divs).
        const text = squash(node.textContent ?? '');
        if (text) blocks.push({ kind: 'text', text });
        return;
      }
      if (node.nodeType !== 1) return;
      const tag = (node as Element).tagName.toUpperCase();
      if (SKIPPED.has(tag)) return;
      if (HEADINGS.has(tag)) {
        const text = squash(node.textContent ?? '');
        if (text) blocks.push({ kind: 'heading', text });
        return;
      }
      if (TEXT_BLOCKS.has(tag)) {
        const raw = tag === 'PRE' ? (node.textContent ?? '').trim() : squash(node.textContent ?? '');
        if (raw) blocks.push({ kind: 'text', text: tag === 'LI' ? `- ${raw}` : raw });
        return;
      }
      node.childNodes.forEach(visit);
    };
    visit(parsed.content);
    return {
      title: parsed.title ? squash(parsed.title) : null,
      byline: parsed.byline ? squash(parsed.byline) : null,
      siteName: parsed.siteName ? squash(parsed.siteName) : null,
      excerpt: parsed.excerpt ? squash(parsed.excerpt) : null,
      blocks,
    };
  } finally {
    dom.window.close();
  }
}
