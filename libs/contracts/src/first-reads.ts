import { z } from 'zod';

/**
 * A page's first reads: the API GETs its main content waits for, declared by its remote beside its path
 * (`'/courses/:id/dashboard': { …, reads: ['/api/courses/:id', '/api/enrollments'] }`). The gateway fills in the
 * page's parameters and names them in the page's HTML (FIRST_READS_META), and the shell sends them as its code
 * starts, instead of when the remote's routes have loaded and run the page's own prefetch. Only hints: a read
 * nobody takes costs one GET, and a page asks for what it needs whatever was named.
 *
 * A read may carry a fixed query string (`/api/forum-topics?sort=popular&limit=6`): the request the page makes,
 * byte for byte. What the page's own URL query changes is declared beside the reads (`readsVaryBy: ['page']`):
 * with any of those parameters in the URL the page reads something else, and none of its reads is named.
 */

/** The `<meta name>` that carries a page's first reads, space-separated, in its HTML. */
export const FIRST_READS_META = 'canopy-first-reads';

// Static segments of an API path, or a `:param` of the page's pattern; no dot segments. Then, optionally, a fixed
// query string: `name=value` pairs of plain characters (no `:param` there: a page's parameters fill its path only).
const READ_SEGMENT = String.raw`(?::[\w-]+|[\w~-][\w.~-]*)`;
const QUERY_PAIR = String.raw`[\w.~-]+=[\w.~,-]*`;
const READ_TEMPLATE = new RegExp(
  String.raw`^/api(?:/${READ_SEGMENT})+(?:\?${QUERY_PAIR}(?:&${QUERY_PAIR})*)?$`,
);

/**
 * An API path template a page reads first: `/api/enrollments`, `/api/courses/:id/outline`, or with a fixed query
 * string, `/api/forum-topics?sort=popular&limit=6`.
 */
export const firstReadSchema = z
  .string()
  .max(200)
  .regex(
    READ_TEMPLATE,
    'must be an API path like /api/courses/:id, with parameters of the page’s path and a fixed query string',
  );

/** A query parameter of a page's URL that changes what the page reads first (`page`, `tab`). */
export const readsVaryBySchema = z
  .array(z.string().regex(/^[\w.~-]{1,40}$/, 'must be a query parameter name'))
  .max(20);

/** Whether a page's declared reads hold for its URL query: false when it has any parameter they vary by. */
export function readsHoldFor(search: string | URLSearchParams, varyBy: readonly string[] = []): boolean {
  if (varyBy.length === 0) return true;
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return !varyBy.some((name) => query.has(name));
}

/** A page reads a handful of things first; the bound keeps a broken build from flooding every page load. */
export const MAX_FIRST_READS = 10;

/**
 * The parameters of `pathname` under `pattern` (one react-router matches it to), by name; each as the path holds it
 * (still encoded). Null when their segments do not line up (an optional segment or a splat: no reads for those).
 */
export function pathParams(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern.includes('?') || pattern.includes('*')) return null;
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern !== '/' && want.length !== have.length) return null;
  const params: Record<string, string> = {};
  want.forEach((segment, i) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = have[i] ?? '';
  });
  return params;
}

/**
 * The API paths a page at `pathname` (matched by `pattern`) reads first: each template with the page's parameters
 * put in, encoded as one segment, and its fixed query string as declared. A template whose parameter the path lacks,
 * or would fill with nothing or a dot segment (`..` would climb out of the API path), is left out. (Whether they
 * hold for the page's URL query at all: `readsHoldFor`.)
 */
export function firstReadsOf(templates: readonly string[], pattern: string, pathname: string): string[] {
  const params = pathParams(pattern, pathname);
  if (!params) return [];
  const filled = templates.map((template) => {
    const queryAt = template.indexOf('?');
    const query = queryAt === -1 ? '' : template.slice(queryAt);
    const segments = (queryAt === -1 ? template : template.slice(0, queryAt)).split('/').map((segment) => {
      if (!segment.startsWith(':')) return segment;
      let value: string | undefined = params[segment.slice(1)];
      try {
        value = value === undefined ? undefined : decodeURIComponent(value);
      } catch {
        value = undefined;
      }
      return value === undefined || value === '' || value === '.' || value === '..'
        ? null
        : encodeURIComponent(value);
    });
    return segments.includes(null) ? null : segments.join('/') + query;
  });
  return [...new Set(filled.filter((read): read is string => read !== null))];
}
