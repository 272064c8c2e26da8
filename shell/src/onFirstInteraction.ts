const EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `task` once, at the visitor's first pointer, key or touch (whichever comes first); returns a canceller.
 * For work a page may need later but not to be shown: it stays out of the first load, and it still starts before
 * the visitor can reach a menu or a dialog.
 */
export function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of EVENTS) window.removeEventListener(type, run, { capture: true });
  };
  for (const type of EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
