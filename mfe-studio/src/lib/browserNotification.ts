/** Asks once (on the user's own click) whether the browser may notify when a generation finishes. */
export function askNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/** A browser notification, only when the user has granted permission (spec: generation success and failure). */
export function notify(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag: 'canopy-ebook-generation' });
  } catch {
    // Some browsers only allow notifications from a service worker: the toast still says it.
  }
}
