import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RealtimeServerMessage, RealtimeTopic, Role } from '@canopy/contracts';

/** Who receives a message: every connection, one user's, one role's, or a topic's subscribers. */
export type Audience = { all: true } | { userId: number } | { role: Role } | { topic: RealtimeTopic };

/** One outgoing event, as it travels between instances. */
export interface HubEnvelope {
  to: Audience;
  message: RealtimeServerMessage;
}

/**
 * Carries outgoing events to every instance's hub (its own included): Redis pub/sub when REDIS_URL is set, a
 * direct call otherwise. Delivery is at most once, like the sockets themselves: a browser that misses a message
 * catches up by refetching (its lists poll, the bell reads the API on open).
 */
export interface RealtimeBus {
  publish(envelope: HubEnvelope): Promise<void>;
  /** Starts receiving (answers once subscribed); one receiver per bus. */
  receive(deliver: (envelope: HubEnvelope) => void): Promise<void>;
  close(): Promise<void>;
}

/** In-process: one instance, published events are delivered on the next tick. */
export function createLocalBus(): RealtimeBus {
  let deliver: ((envelope: HubEnvelope) => void) | null = null;
  return {
    async publish(envelope) {
      const d = deliver;
      if (d) queueMicrotask(() => d(envelope));
    },
    async receive(d) {
      deliver = d;
    },
    async close() {
      deliver = null;
    },
  };
}

export const REALTIME_CHANNEL = 'canopy:realtime';

/**
 * Redis pub/sub: every instance publishes on one channel and delivers what the channel brings to its local
 * sockets. The connections open on first use (a service that never starts opens none).
 */
export function createRedisBus(url: string, logger: Logger, channel = REALTIME_CHANNEL): RealtimeBus {
  let pub: Redis | null = null;
  let sub: Redis | null = null;
  const open = (role: string) => {
    const client = new Redis(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 2,
      enableAutoPipelining: true,
    });
    client.on('error', (err) => logger.warn({ err, role }, 'realtime redis connection error'));
    return client;
  };
  return {
    async publish(envelope) {
      pub ??= open('publisher');
      await pub.publish(channel, JSON.stringify(envelope));
    },
    async receive(deliver) {
      sub ??= open('subscriber');
      sub.on('message', (ch: string, raw: string) => {
        if (ch !== channel) return;
        let envelope: HubEnvelope;
        try {
          envelope = JSON.parse(raw) as HubEnvelope;
        } catch (err) {
          logger.warn({ err }, 'unreadable realtime message on redis');
          return;
        }
        deliver(envelope);
      });
      await sub.subscribe(channel);
    },
    async close() {
      const clients = [pub, sub].filter((c): c is Redis => c !== null);
      pub = sub = null;
      await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
