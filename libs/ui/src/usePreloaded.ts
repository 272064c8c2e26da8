import { useEffect, useState } from 'react';

/**
 * True once every given lazy part's module has loaded. A list of parts (the switches of a settings form, say),
 * each with its own Suspense boundary, would otherwise appear one by one as React reveals each boundary in turn;
 * rendering them after this turns true shows them all from the first frame, with their labels and state.
 */
export function usePreloaded(...parts: Array<{ preload(): Promise<unknown> }>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // A failed chunk still lets the form render: each part then shows its own fallback and retries on its own.
    const done = () => live && setReady(true);
    void Promise.all(parts.map((part) => part.preload())).then(done, done);
    return () => {
      live = false;
    };
    // The parts are module-level components; they never change between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}
