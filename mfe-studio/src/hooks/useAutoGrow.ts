import { useLayoutEffect, type RefObject } from 'react';
import { INPUT_MAX_HEIGHT_PX } from '../components/assistant/assistantPanelStyles';

/** Grows the textarea with its text, up to the maximum height (then it scrolls). */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  }, [ref, value]);
}
