/**
 * Text made safe to show anywhere: plain text (or the simple Markdown a model wrote) with anything that looks like
 * an HTML tag or comment removed, control characters dropped, line ends normalised and the length bounded. The
 * browser renders it as text; this is the second line of defence should it ever render Markdown with HTML on.
 */
export function plainText(value: string, max: number): string {
  const cleaned = value
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/<(?=[a-zA-Z/!?])/g, '‹')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1).trimEnd()}…` : cleaned;
}
