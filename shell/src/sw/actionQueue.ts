/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { offlineMessages, readCurrentUser, type QueuedAction } from '@canopy/offline';
import { markKeptCompletion } from './keptCompletion';
import { oneReplayAfterAnother } from './oneReplayAfterAnother';
import { isKeptAction, keptAction, keptActionKind, listedAction } from './keptAction';

// The actions kept while offline (@canopy/offline queuedActionKinds): Mark Complete only, the one a learner takes
// offline.
/** A kept action older than this is dropped (the service's Idempotency-Key is kept 24 hours). */
const RETENTION_MINUTES = 24 * 60;

interface ActionMetadata extends QueuedAction {
  userId: number;
}

function isMetadata(value: unknown): value is ActionMetadata {
  return isKeptAction(value) && typeof (value as Partial<ActionMetadata>).userId === 'number';
}

export interface ActionQueue {
  list(): Promise<QueuedAction[]>;
  replay(): Promise<void>;
  clear(): Promise<void>;
}

/**
 * Mark Complete without a network: the request, Idempotency-Key and all, goes into a Workbox queue (IndexedDB)
 * and the page gets 202 `{ queued: true }`. It is sent again by Background Sync where the browser has it, and
 * whenever a page says the browser is back online (`replay` message) — a request sent twice is recorded once by
 * the service. Each kept request belongs to the user signed in when it was made, and is only ever sent, listed
 * or kept for that user: a logout clears the queue.
 */
export function registerActionQueue(self: ServiceWorkerGlobalScope): ActionQueue {
  const tell = async (type: string) => {
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type });
  };
  // The action on its way: out of Workbox's queue (shiftRequest) but not answered yet, so still waiting for the
  // pages that list what is waiting.
  let inFlight: ActionMetadata | null = null;

  async function sendAll(queue: Queue): Promise<void> {
    const userId = await readCurrentUser();
    let sent = 0;
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      // Another user's action is never sent with this session.
      if (!isMetadata(entry.metadata) || entry.metadata.userId !== userId) continue;
      inFlight = entry.metadata;
      try {
        const answer = await fetch(entry.request.clone());
        // A server failure is worth another try; any other answer is final (a refusal too: progress is re-read).
        if (answer.status >= 500) throw new Error(`answered ${answer.status}`);
        sent += 1;
      } catch (error) {
        await queue.unshiftRequest(entry);
        await tell(offlineMessages.queueChanged);
        throw error;
      } finally {
        inFlight = null;
      }
    }
    if (sent > 0) await tell(offlineMessages.replayed);
  }

  const replay = oneReplayAfterAnother(() => sendAll(queue));
  // With Background Sync, a failed replay is the sync event's failure: the browser tries again later.
  const hasBackgroundSync = 'sync' in self.registration;
  const queue: Queue = new Queue('canopy-actions', {
    maxRetentionTime: RETENTION_MINUTES,
    // Where the browser has no Background Sync (Firefox, Safari), Workbox calls this from its constructor, as a
    // try at every start: a microtask later, once `queue` holds the queue. Nothing waits for that try, so its
    // failure (still offline) is not passed on: the actions stay for the next try, when a page is back online.
    onSync: () => {
      const run = Promise.resolve().then(replay);
      return hasBackgroundSync ? run : run.catch(() => undefined);
    },
  });

  async function keep({ request }: RouteHandlerCallbackOptions): Promise<Response> {
    const req = request as Request;
    const kept = req.clone();
    try {
      return await fetch(req);
    } catch (error) {
      const userId = await readCurrentUser();
      const kind = keptActionKind(new URL(kept.url).pathname); // always one: the route matches no other path
      if (userId === null || kind === null) throw error;
      const metadata: ActionMetadata = {
        userId,
        ...keptAction(kept, kind),
        queuedAt: new Date().toISOString(),
      };
      const lessonId = (
        (await kept
          .clone()
          .json()
          .catch(() => null)) as { lessonId?: unknown } | null
      )?.lessonId;
      await queue.pushRequest({ request: kept, metadata: { ...metadata } });
      if (typeof lessonId === 'number') await markKeptCompletion(lessonId).catch(() => undefined);
      await tell(offlineMessages.queueChanged);
      return Response.json({ queued: true }, { status: 202 });
    }
  }

  registerRoute(
    ({ url }) => url.origin === self.location.origin && keptActionKind(url.pathname) !== null,
    keep,
    'POST',
  );

  return {
    async list() {
      const userId = await readCurrentUser();
      const waiting = (await queue.getAll()).map((e) => e.metadata);
      return [...(inFlight ? [inFlight] : []), ...waiting]
        .filter((m): m is ActionMetadata => isMetadata(m) && m.userId === userId)
        .map(listedAction);
    },
    replay: () => replay().catch(() => undefined),
    async clear() {
      while (await queue.shiftRequest()) {
        // dropped: they belonged to the user who signed out
      }
      await tell(offlineMessages.queueChanged);
    },
  };
}
