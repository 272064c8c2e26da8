/**
 * Runs `send` so that two never overlap, and a call made while one runs is answered by a fresh run after it,
 * never by the run already under way: that run may have started before the network came back (the page says
 * "online" a moment before Chromium gives the service worker its network, and Background Sync fires when it
 * does) and be failing, while the asker's moment is the one that can succeed. Calls made during the same run
 * share the one run after it.
 */
export function oneReplayAfterAnother(send: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    running = send().finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    // `next` first: between the run's end and `next` starting, a call shares `next` rather than start a third.
    if (next) return next;
    if (!running) return start();
    next = running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
