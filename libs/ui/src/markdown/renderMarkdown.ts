import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// A private Marked instance so options never leak into (or from) other users of the library.
const marked = new Marked({ gfm: true, breaks: true, async: false });

/** rel of links in member-written (strict) Markdown: not endorsed (nofollow, ugc), no handle on our page. */
export const UGC_LINK_REL = 'nofollow ugc noopener';
const TRUSTED_LINK_REL = 'noopener noreferrer nofollow';

const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

const FORBID_TAGS = ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'];
const STRICT_FORBID_TAGS = [
  ...FORBID_TAGS,
  'frame',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'link',
  'meta',
  'base',
];

type Purifier = ReturnType<typeof DOMPurify>;
const purifiers: { strict?: Purifier; trusted?: Purifier } = {};

/** A DOMPurify instance per rule, so the hooks of one never touch the other (or other users of the library). */
function purifier(strict: boolean): Purifier {
  const key = strict ? 'strict' : 'trusted';
  const existing = purifiers[key];
  if (existing) return existing;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (strict) {
        const href = node.getAttribute('href') ?? '';
        if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
      } else if (!node.getAttribute('href')) {
        return;
      }
      // Links open in a new tab without giving the target page a handle on ours.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', strict ? UGC_LINK_REL : TRUSTED_LINK_REL);
    }
    if (strict && node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      // Only https images; one without a usable source is dropped rather than shown broken.
      if (!/^https:\/\//i.test(src.trim())) {
        node.remove();
        return;
      }
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifiers[key] = instance;
  return instance;
}

export interface RenderMarkdownOptions {
  /**
   * Markdown any member wrote (forum posts): links only to http(s), mailto or our own pages, with
   * rel="nofollow ugc noopener"; images only from https; also no svg, math, media, frames or link/meta/base tags,
   * no class, id, srcset or data attributes. Without it (educators' lesson content): links get
   * rel="noopener noreferrer nofollow", images may be relative (uploads).
   */
  strict?: boolean;
}

/**
 * Markdown as sanitised HTML. Everything goes through DOMPurify: no scripts, event handlers, iframes, forms,
 * styles or `javascript:` links survive, whatever the author typed (raw HTML included); links open in a new tab.
 */
export function renderMarkdown(
  source: string | null | undefined,
  { strict = false }: RenderMarkdownOptions = {},
) {
  if (!source || !source.trim()) return '';
  const html = marked.parse(source) as string;
  return purifier(strict).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: strict ? STRICT_FORBID_TAGS : FORBID_TAGS,
    FORBID_ATTR: strict ? ['style', 'class', 'id', 'srcset'] : ['style'],
    ...(strict ? { ALLOW_DATA_ATTR: false } : {}),
  });
}
