import { useEffect, useRef, useSyncExternalStore } from 'react';
import type {
  RealtimeClientMessage,
  RealtimeServerMessageOf,
  RealtimeServerMessageType,
  RealtimeTopic,
} from '@canopy/contracts';
import type { RealtimeStatus } from './RealtimeClient';
import { getRealtimeClient } from './sharedClient';

/**
 * Calls `handler` with every `type` message from the hub (already validated against the contract). The latest
 * handler is always the one called, so it may close over fresh state without resubscribing.
 */
export function useRealtimeEvent<T extends RealtimeServerMessageType>(
  type: T,
  handler: (message: RealtimeServerMessageOf<T>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => getRealtimeClient().on(type, (message) => latest.current(message)), [type]);
}

/** Calls `handler` after every reconnection (not the first connection): refetch what may have been missed. */
export function useRealtimeReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      getRealtimeClient().onOpen(({ reconnected }) => {
        if (reconnected) latest.current();
      }),
    [],
  );
}

/** Follows a topic while the component is mounted (null: nothing). */
export function useRealtimeTopic(topic: RealtimeTopic | null): void {
  useEffect(() => (topic ? getRealtimeClient().follow(topic) : undefined), [topic]);
}

/** The connection's state, for a status hint. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = getRealtimeClient();
  return useSyncExternalStore(
    (onChange) => client.onStatus(onChange),
    () => client.status,
    () => 'idle' as const,
  );
}

/** Sends a message when connected; answers whether it went out. */
export function sendRealtime(message: RealtimeClientMessage): boolean {
  return getRealtimeClient().send(message);
}
