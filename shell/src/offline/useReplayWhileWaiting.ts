import { useEffect } from 'react';
import { requestReplay } from '@canopy/offline';

/** The first asking again comes this long after the browser said it was online; each later one twice as long. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;

/**
 * The browser can say it is online before a request gets through: a captive portal, Wi-Fi that has joined but
 * has no route yet, or (in Chromium) the service worker's network restored a moment after the page's. A replay
 * sent then fails, the service worker keeps the actions, and Background Sync may not try again for minutes. So
 * while the browser is online and actions still wait, the page asks the service worker again, less often each
 * time; replays never overlap (src/sw/oneReplayAfterAnother.ts), and an action sent twice is recorded once by
 * the service (Idempotency-Key).
 */
export function useReplayWhileWaiting(online: boolean, waiting: boolean, onAsked: () => void): void {
  useEffect(() => {
    if (!online || !waiting) return;
    let delay = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout>;
    const askLater = () => {
      timer = setTimeout(() => {
        requestReplay();
        onAsked();
        delay = Math.min(delay * 2, LONGEST_RETRY_MS);
        askLater();
      }, delay);
    };
    askLater();
    return () => clearTimeout(timer);
  }, [online, waiting, onAsked]);
}
