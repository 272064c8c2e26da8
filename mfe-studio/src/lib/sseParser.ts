/**
 * Reads a `text/event-stream` body piece by piece: calls `onEvent` with the data of each complete event (several
 * `data:` lines joined by newlines). Comment lines (`: keep-alive`) and other fields are ignored.
 */
export function createSseParser(onEvent: (data: string) => void) {
  let buffer = '';
  const flushEvent = (block: string) => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (data.length > 0) onEvent(data.join('\n'));
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      let end: RegExpExecArray | null;
      const separator = /\r?\n\r?\n/;
      while ((end = separator.exec(buffer))) {
        flushEvent(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
      }
    },
    /** The stream ended: an event without its closing blank line still counts. */
    end() {
      if (buffer.trim()) flushEvent(buffer);
      buffer = '';
    },
  };
}
