/**
 * Whether a `Cookie` header carries the cookie `name` (valid or not): what tells a visitor from someone with a
 * session before any session is loaded (the session layer and the micro-cache both ask).
 */
export function hasSessionCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.trimStart().startsWith(`${name}=`));
}
