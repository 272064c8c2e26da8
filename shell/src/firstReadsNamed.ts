/** FIRST_READS_META of @canopy/contracts: main.js, which reads it, may not load that shared library. */
export const FIRST_READS_META = 'canopy-first-reads';

// An API path, then optionally its query string (a declared read may fix one).
const API_PATH = /^\/api\/[^\s?#]+(?:\?[^\s#]*)?$/;

/**
 * The API paths the page's HTML says its main content reads first (the gateway names them from the remote's
 * declaration: first-reads.ts in @canopy/contracts), for main.js to send at once. Only this site's API paths (with
 * their query string, if any), with no dot segment: anything else in the tag is ignored.
 */
export function firstReadsNamed(doc: Pick<Document, 'querySelector'>): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${FIRST_READS_META}"]`)?.content ?? '';
  return content
    .split(/\s+/)
    .filter(
      (read) =>
        API_PATH.test(read) && !(read.split('?')[0] ?? '').split('/').some((s) => s === '.' || s === '..'),
    );
}
