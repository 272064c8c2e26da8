import { roleSchema, type ForumAuthor, type PostStatus, type SnippetPart } from '@canopy/contracts';

/** Author columns as selected by the stores (a left join: null when the forum has never seen the member). */
export interface AuthorColumns {
  userId: number;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
}

export function toAuthor(a: AuthorColumns): ForumAuthor {
  const role = roleSchema.safeParse(a.role);
  return {
    id: a.userId,
    username: a.username ?? `member-${a.userId}`,
    firstName: a.firstName,
    lastName: a.lastName,
    role: role.success ? role.data : null,
  };
}

export function toStatus(value: string): PostStatus {
  return value === 'hidden' || value === 'deleted' ? value : 'visible';
}

/** A plain-text opening of Markdown source for lists: marks, links and code fences reduced to their words. */
export function excerptOf(markdown: string, max = 200): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Start and stop marks ts_headline puts around matches (control characters, stripped from all posted text). */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_STOP = '\u0003';

/** A ts_headline answer as parts, so the browser renders highlights without ever parsing HTML. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const plain = (text: string) => text.replace(/[*_~`#>]+/g, '').replace(/\s+/g, ' ');
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(HIGHLIGHT_START);
    if (start === -1) {
      parts.push({ text: plain(rest), highlight: false });
      break;
    }
    if (start > 0) parts.push({ text: plain(rest.slice(0, start)), highlight: false });
    const stop = rest.indexOf(HIGHLIGHT_STOP, start + 1);
    const end = stop === -1 ? rest.length : stop;
    parts.push({ text: plain(rest.slice(start + 1, end)), highlight: true });
    rest = stop === -1 ? '' : rest.slice(stop + 1);
  }
  return parts.filter((p) => p.text.length > 0);
}
