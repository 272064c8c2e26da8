/** Characters no file system accepts in a name (and control characters). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** "{title}.txt": the ebook's title as a file name every system accepts (spec: named after the ebook title). */
export function textFileName(title: string): string {
  const name = title
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return `${name || 'ebook'}.txt`;
}

/** Saves `content` locally as a plain-text (UTF-8) file named after the title. */
export function downloadTextFile(title: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = textFileName(title);
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the object URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The content service's EPUB 3 export of one ebook (Content-Disposition names the file). */
export const epubPath = (id: number) => `/api/ebooks/${id}/epub`;
