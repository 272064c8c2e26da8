/**
 * Whether a `Cookie` header carries the cookie `name` (valid or not): what tells a visitor from someone with a
 * session before any session is loaded (the session layer and the micro-cache both ask).
 */
export function hasSessionCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.trimStart().startsWith(`${name}=`));
}

/**
 * The value of the first cookie `name` in a `Cookie` header, percent-decoded, as express-session reads it (the
 * `cookie` package: the first of several wins; a value that does not decode is kept as it is).
 */
export function sessionCookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(`${name}=`)) continue;
    let value = pair.slice(name.length + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
