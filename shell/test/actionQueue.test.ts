import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE_META_CACHE, CURRENT_USER_URL, offlineMessages } from '@canopy/offline';
import type { ActionQueue } from '../src/sw/actionQueue';

// A service worker's scope as Firefox and Safari give it: no Background Sync on the registration, so Workbox
// tries the queue from its constructor. The network is this file's `fetch`.
const ORIGIN = 'https://canopy.test';
const listeners = new Map<string, ((event: unknown) => void)[]>();
const told: string[] = [];
const network = vi.fn<(request: Request) => Promise<Response>>();
const metaCache = new Map<string, Response>([[CURRENT_USER_URL, Response.json({ userId: 7 })]]);

beforeAll(() => {
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`));
  vi.stubGlobal('fetch', (input: Request) => network(input));
  vi.stubGlobal('caches', {
    has: async (name: string) => name === OFFLINE_META_CACHE,
    open: async () => ({ match: async (url: string) => metaCache.get(url)?.clone() }),
  });
  vi.stubGlobal('navigator', { userAgent: 'node' });
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true); // Workbox's development logs
  vi.stubGlobal('self', {
    location: globalThis.location,
    registration: {},
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    clients: {
      matchAll: async () => [{ postMessage: ({ type }: { type: string }) => told.push(type) }],
    },
  });
});
afterAll(() => vi.unstubAllGlobals());

/** Sends a Mark Complete through the service worker's fetch listener, as the page's request would go. */
async function markComplete(lessonId: number): Promise<Response> {
  let answer: Promise<Response> | undefined;
  const request = new Request(`${ORIGIN}/api/lesson-completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `key-${lessonId}` },
    body: JSON.stringify({ lessonId }),
  });
  for (const listener of listeners.get('fetch') ?? []) {
    listener({ request, respondWith: (p: Promise<Response>) => (answer = p), waitUntil: () => undefined });
  }
  if (!answer) throw new Error('the service worker did not answer');
  return answer;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const recorded = () => Promise.resolve(Response.json({ recorded: true }, { status: 201 }));

describe('the action queue in a service worker', () => {
  let queue: ActionQueue;

  it('starts where the browser has no Background Sync (Workbox tries the queue from its constructor)', async () => {
    const { registerActionQueue } = await import('../src/sw/actionQueue');
    queue = registerActionQueue(self as unknown as ServiceWorkerGlobalScope);
    await expect(queue.list()).resolves.toEqual([]);
  });

  it('keeps a Mark Complete made offline, and answers the page 202', async () => {
    network.mockImplementation(offline);
    const answer = await markComplete(11);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ queued: true });
    expect((await queue.list()).map((a) => a.kind)).toEqual(['lesson-completion']);
    expect(told).toContain(offlineMessages.queueChanged);
  });

  it('answers a replay asked for during a failing one with a fresh one after it, which sends', async () => {
    // The first replay's request hangs until the network fails it; the page asks again meanwhile.
    let fail!: () => void;
    network.mockImplementationOnce(
      () => new Promise((_, reject) => (fail = () => reject(new TypeError('down')))),
    );
    const first = queue.replay();
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(2));
    const again = queue.replay();
    const andAgain = queue.replay();
    network.mockImplementation(recorded);
    fail();
    await Promise.all([first, again, andAgain]);
    // One request failed, one fresh replay sent it; the two asks during the failing one shared that replay.
    expect(network).toHaveBeenCalledTimes(3);
    const sent = network.mock.calls[2]![0];
    expect(sent.headers.get('Idempotency-Key')).toBe('key-11');
    expect(await sent.json()).toEqual({ lessonId: 11 });
    expect(await queue.list()).toEqual([]);
    expect(told.at(-1)).toBe(offlineMessages.replayed);
  });

  it('started again while still offline, leaves what waits for the next try, without a rejection left unhandled', async () => {
    network.mockImplementation(offline);
    expect((await markComplete(12)).status).toBe(202);
    const calls = network.mock.calls.length;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // A new start of the worker: its modules, and Workbox's, loaded again; the queue is the same IndexedDB.
      vi.resetModules();
      const { registerActionQueue } = await import('../src/sw/actionQueue');
      const restarted = registerActionQueue(self as unknown as ServiceWorkerGlobalScope);
      // Workbox's try at start reaches the network, which fails it.
      await vi.waitFor(() => expect(network.mock.calls.length).toBe(calls + 1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
      expect((await restarted.list()).map((a) => a.kind)).toEqual(['lesson-completion']);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
