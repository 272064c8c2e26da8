import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The text of a search box whose search lives in the address: typed locally, applied (`apply`) once typing has
 * paused, and following the address when it changes from elsewhere (the back button, a link, "Clear filters").
 * `normalize` shapes the applied text (trimming it, say).
 */
export function useSearchText(
  current: string,
  apply: (text: string) => void,
  normalize: (text: string) => string = (text) => text,
  delayMs = 300,
) {
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text, delayMs);
  useEffect(() => {
    if (current !== settled) setText(current);
    // Only a change of the address moves the box, not the box's own (debounced) write.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  useEffect(() => {
    const next = normalize(settled);
    if (next !== current) apply(next);
    // Only the settled text triggers a write; `apply` reads the latest filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText] as const;
}
