import { FIRST_READS_META } from '@canopy/contracts';

/**
 * How the browser fetches the scripts a page's HTML names: beside the shell's own first chunks, which are fetched
 * at low priority too (tools/frontend-config.mjs), so that main.js and the first paint keep the bandwidth first.
 */
const PRELOAD_PRIORITY = 'low';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A script a page's HTML names: its URL and, for a remote's entry, the integrity the loader will require. */
export interface PageScript {
  src: string;
  integrity?: string;
}

/**
 * The shell's index.html for one page: with a `<link rel="preload">` for each script the page needs beyond the
 * shell's own (its remote's entry, routes and page chunks), which the browser would otherwise only learn of one
 * after another as the code runs: the manifest, then the entry, then the routes, then the page; and with the API
 * paths the page reads first in `<meta name="canopy-first-reads">`, which the shell sends as its code starts
 * (first-reads.ts in @canopy/contracts). `template` gives the shell's current index.html (shell-template.ts), null
 * when there is none.
 */
export function createPageHtml(
  template: () => Promise<string | null>,
): (hints: { scripts: readonly PageScript[]; reads: readonly string[] }) => Promise<string | null> {
  return async ({ scripts, reads }) => {
    const html = await template();
    if (html === null || (scripts.length === 0 && reads.length === 0)) return html;
    const at = html.indexOf('</head>');
    if (at < 0) return html;
    const links = scripts
      .map(({ src, integrity }) => {
        // A preload is used only by a request in the same mode: the loader fetches an entry with its integrity
        // in CORS mode, so the hint does too.
        const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
        return `<link rel="preload" as="script" fetchpriority="${PRELOAD_PRIORITY}" href="${escapeAttribute(src)}"${checked}>`;
      })
      .join('');
    // The paths are already each a path of encoded segments (no spaces): space-separated, as the shell splits them.
    const meta = reads.length
      ? `<meta name="${FIRST_READS_META}" content="${escapeAttribute(reads.join(' '))}">`
      : '';
    return html.slice(0, at) + meta + links + html.slice(at);
  };
}
