// Where two JSON answers part: the monolith must answer what Canopy answers (same keys, same types, same values),
// or its req/s compare two different reads. Answers null when they are equal, else the first place they differ.
const kind = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** The first difference between `a` (the monolith's) and `b` (Canopy's), as `$.path: what`; null when equal. */
export function jsonDifference(a, b, at = '$') {
  if (kind(a) !== kind(b)) return `${at}: ${kind(a)} vs ${kind(b)}`;
  if (Array.isArray(a)) {
    if (a.length !== b.length) return `${at}: ${a.length} items vs ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = jsonDifference(a[i], b[i], `${at}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (kind(a) === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      if (!(k in a)) return `${at}.${k}: missing from the monolith's`;
      if (!(k in b)) return `${at}.${k}: not in Canopy's`;
      const d = jsonDifference(a[k], b[k], `${at}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return Object.is(a, b) ? null : `${at}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
}
