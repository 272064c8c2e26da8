/**
 * Actions the service worker keeps while the network is down ("Mark Complete"), and the messages the page and the
 * service worker exchange about them. The request is kept whole, Idempotency-Key included, so sending it again
 * (Background Sync, the `online` event, twice by accident) records it once.
 */

/**
 * What the action is about, for the offline banner (the lesson's title: 'Soil basics'), URI-encoded; not used by
 * the API. The banner words the action itself ("Mark Complete: Soil basics") in the page's language, so the
 * service worker keeps no text of any language.
 */
export const ACTION_SUBJECT_HEADER = 'X-Canopy-Action-Subject';

/** The service worker's answer to an action it kept: 202 with this body. */
export interface QueuedAnswer {
  queued: true;
}

export function isQueuedAnswer(value: unknown): value is QueuedAnswer {
  return typeof value === 'object' && value !== null && (value as { queued?: unknown }).queued === true;
}

/** What a kept action does, by the path the service worker kept it for. */
export const queuedActionKinds = {
  '/api/lesson-completions': 'lesson-completion',
} as const;
export type QueuedActionKind = (typeof queuedActionKinds)[keyof typeof queuedActionKinds];

export interface QueuedAction {
  /** Absent for an action kept before kinds were stored: its `label` was written in the page's language then. */
  kind?: QueuedActionKind;
  /** What it is about (a lesson's title), as the page sent it; absent when the page named none. */
  subject?: string;
  label?: string;
  queuedAt: string;
}

export const offlineMessages = {
  /** page → worker, answered on the message's port with `QueuedAction[]`. */
  list: 'canopy-offline:list',
  /** page → worker: the browser says it is online again; send what waits. */
  replay: 'canopy-offline:replay',
  /** worker → pages: an action was kept, or sent. */
  queueChanged: 'canopy-offline:queue-changed',
  /** worker → pages: every kept action was sent; what the server now says is the truth. */
  replayed: 'canopy-offline:replayed',
} as const;

function controller(): ServiceWorker | null {
  return typeof navigator !== 'undefined' ? (navigator.serviceWorker?.controller ?? null) : null;
}

/** Whether a service worker serves this page (offline copies and kept actions need one). */
export function hasServiceWorker(): boolean {
  return controller() !== null;
}

/** The actions waiting to be sent; [] without a service worker or when it does not answer within 3 s. */
export function listQueuedActions(): Promise<QueuedAction[]> {
  const worker = controller();
  if (!worker) return Promise.resolve([]);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve([]), 3_000);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(Array.isArray(event.data) ? (event.data as QueuedAction[]) : []);
    };
    worker.postMessage({ type: offlineMessages.list }, [channel.port2]);
  });
}

export function requestReplay(): void {
  controller()?.postMessage({ type: offlineMessages.replay });
}

/** Calls `handler` with each message type the service worker sends; returns the unsubscribe. */
export function onWorkerMessage(handler: (type: string) => void): () => void {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (typeof type === 'string') handler(type);
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
