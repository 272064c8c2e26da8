/**
 * Which of several react-router path patterns a pathname opens, ranked as react-router ranks a flat route list
 * (its `matchRoutes`): the most specific pattern wins (`/courses/:id/builder` over `/courses/*`), and among equally
 * specific ones the first listed. For a server that needs the shell's answer without React (the gateway names a
 * page's chunks in its HTML); libs/auth's tests hold it to react-router's on every declared pattern.
 */
export interface PatternOwner<T> {
  pattern: string;
  owner: T;
}

// react-router's weights (computeScore in its flattenRoutes).
const PARAM = /^:[\w-]+$/;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const STATIC_SEGMENT = 10;
const SPLAT_PENALTY = -2;

function score(path: string): number {
  const segments = path.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((s) => s !== '*')
    .reduce(
      (total, s) => total + (PARAM.test(s) ? DYNAMIC_SEGMENT : s === '' ? EMPTY_SEGMENT : STATIC_SEGMENT),
      segments.length + (splat ? SPLAT_PENALTY : 0),
    );
}

/** `/a/:b?/c?` is the routes `/a/:b/c`, `/a/:b`, `/a/c` and `/a`, as react-router reads optional segments. */
function explode(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const tails = explode(rest.join('/'));
  const out = tails.map((tail) => (tail === '' ? required : [required, tail].join('/')));
  if (optional) out.push(...tails);
  return out.map((p) => (path.startsWith('/') && p === '' ? '/' : p));
}

/** react-router's matchPath regexp for a whole pathname (case-insensitive, trailing slashes allowed). */
function regexpOf(path: string): RegExp {
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:[\w-]+/g, '/([^\\/]+)');
  if (path.endsWith('*')) source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else source += '\\/*$';
  return new RegExp(source, 'i');
}

/** `(pathname) => { pattern, owner }` of the pattern react-router would render, or null when none matches. */
export function createPatternMatcher<T>(
  entries: ReadonlyArray<PatternOwner<T>>,
): (pathname: string) => PatternOwner<T> | null {
  const branches = entries
    .flatMap((entry, index) =>
      explode(entry.pattern).map((path) => ({ entry, index, path, re: regexpOf(path) })),
    )
    .map((branch) => ({ ...branch, score: score(branch.path) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return (pathname) => {
    const decoded = decodeSegments(pathname);
    return branches.find((b) => b.re.test(decoded))?.entry ?? null;
  };
}

/** Each segment decoded, an encoded slash kept as one (react-router's decodePath); as written if malformed. */
function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
