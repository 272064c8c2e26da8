import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// A private Marked instance so options never leak into (or from) other users of the library.
const marked = new Marked({ gfm: true, breaks: true, async: false });

let hooked = false;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  // Links in lesson content open in a new tab without giving the target page a handle on ours.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/**
 * Lesson content (markdown written by educators) as sanitised HTML. Everything goes through DOMPurify: no
 * scripts, event handlers, iframes, forms or styles survive, whatever the educator typed.
 */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source || !source.trim()) return '';
  ensureHooks();
  const html = marked.parse(source) as string;
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
