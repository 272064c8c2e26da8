// Text helpers shared by the forum's forms and the service, without zod.

/** Tags of a comma-separated string: trimmed, '#' dropped, inner spaces collapsed, lower case, no duplicates. */
export function splitTags(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const tag = part.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/**
 * Control characters other than tab and newlines are dropped from posted text: they have no place in a post
 * and the service uses two of them to mark search highlights.
 */
export function cleanPostText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}
