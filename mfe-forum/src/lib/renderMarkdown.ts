import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// A private Marked instance so options never leak into (or from) other users of the library.
const marked = new Marked({ gfm: true, breaks: true, async: false });

// Member-written links are not endorsed (nofollow, ugc) and never get a handle on our page (noopener).
export const POST_LINK_REL = 'nofollow ugc noopener';

const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** A DOMPurify instance of our own, so its hooks never touch other users of the library (lesson content). */
function forumPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('rel', POST_LINK_REL);
      node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
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
  purifier = instance;
  return instance;
}

/**
 * A forum post (Markdown written by any member) as sanitised HTML: no scripts, event handlers, styles, frames,
 * forms or `javascript:` links survive; links open in a new tab with rel="nofollow ugc noopener"; images only
 * from https. Raw HTML in the source is treated as untrusted like everything else.
 */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source || !source.trim()) return '';
  const html = marked.parse(source) as string;
  return forumPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'object',
      'embed',
      'svg',
      'math',
      'video',
      'audio',
      'source',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'class', 'id', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
