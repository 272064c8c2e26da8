import { readFile, stat } from 'node:fs/promises';

/**
 * How the browser fetches the scripts a page's HTML names: beside the shell's own first chunks, which are fetched
 * at low priority too (tools/frontend-config.mjs), so that main.js and the first paint keep the bandwidth first.
 */
const PRELOAD_PRIORITY = 'low';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The shell's index.html for one page: with a `<link rel="preload">` for each script the page needs beyond the
 * shell's own (its remote's entry, routes and page chunks), which the browser would otherwise only learn of one
 * after another as the code runs: the manifest, then the entry, then the routes, then the page. The file is read
 * again when it changes (a new build while the gateway runs); null when there is none yet.
 */
export function createPageHtml(indexFile: string): (scripts: readonly string[]) => Promise<string | null> {
  let cached: { version: string; html: string } | null = null;

  async function template(): Promise<string | null> {
    const info = await stat(indexFile).catch(() => null);
    if (!info) return null;
    const version = `${info.mtimeMs}:${info.size}`;
    if (cached?.version !== version) cached = { version, html: await readFile(indexFile, 'utf8') };
    return cached.html;
  }

  return async (scripts) => {
    const html = await template();
    if (html === null || scripts.length === 0) return html;
    const at = html.indexOf('</head>');
    if (at < 0) return html;
    const links = scripts
      .map(
        (src) =>
          `<link rel="preload" as="script" fetchpriority="${PRELOAD_PRIORITY}" href="${escapeAttribute(src)}">`,
      )
      .join('');
    return html.slice(0, at) + links + html.slice(at);
  };
}
