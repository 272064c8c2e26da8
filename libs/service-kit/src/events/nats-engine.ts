import { setTimeout as delay } from 'node:timers/promises';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@canopy/contracts';
import type { ApplyEvent } from './event-inbox';
import { startConsumerLoop } from './nats-consumer';
import { natsNames } from './nats-names';
import { ensureConsumers, ensureStreams } from './nats-setup';
import { backoffMs } from './poll-loop';

export interface NatsEngineOptions {
  service: string;
  /** NATS_URL: one server, or several comma-separated (one cluster). */
  servers: string;
  /** NATS_PREFIX: the root of every subject and stream name. */
  prefix: string;
  logger: Logger;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  ackWaitMs: number;
}

interface Session {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
}

/**
 * A service's link to NATS JetStream. Nothing here blocks the service: it connects in the background (again and
 * again while the server is unreachable), creates the streams and its consumers once connected, and a publish
 * while disconnected fails at once, so the relay leaves the event in the outbox for a later pass.
 */
export function createNatsEngine(opts: NatsEngineOptions) {
  const names = natsNames(opts.prefix);
  const servers = opts.servers.split(',').map((s) => s.trim());
  let session: Session | undefined;
  let connecting: Promise<Session> | undefined;
  let connected = false;
  let streamsReady = false;
  let stopped = false;
  const loops: { stop(): Promise<void> }[] = [];
  let consuming: Promise<void> | undefined;
  const stopping = new AbortController();
  const sleep = (ms: number) => delay(ms, undefined, { signal: stopping.signal }).catch(() => undefined);

  function connection(): Promise<Session> {
    if (session) return Promise.resolve(session);
    connecting ??= (async () => {
      const nc = await connect({
        servers,
        name: `canopy-${opts.service}`,
        // Once connected, the client itself reconnects for as long as it takes.
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        timeout: 2_000,
      });
      if (stopped) {
        await nc.close();
        throw new Error('stopped');
      }
      session = { nc, js: jetstream(nc), jsm: await jetstreamManager(nc, { checkAPI: false }) };
      connected = true;
      void (async () => {
        for await (const status of nc.status()) {
          if (status.type === 'disconnect') connected = false;
          if (status.type === 'reconnect') {
            connected = true;
            // A server that came back without its storage needs the streams again.
            streamsReady = false;
          }
        }
      })();
      opts.logger.info({ servers: servers.length }, 'connected to NATS');
      return session;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  /** Connected, with the streams in place; throws (the caller retries later) otherwise. */
  async function ready(): Promise<Session> {
    const s = await connection();
    if (!connected) throw new Error('NATS unreachable (reconnecting)');
    if (!streamsReady) {
      await ensureStreams(s.jsm, names);
      streamsReady = true;
    }
    return s;
  }

  async function consumeAll(types: readonly string[], apply: ApplyEvent) {
    const timings = { maxAttempts: opts.maxAttempts, ackWaitMs: opts.ackWaitMs };
    let s: Session | undefined;
    let durables: Map<string, string> | undefined;
    // Until NATS answers: the service runs meanwhile, its consumers start once it does.
    for (let attempt = 1; !stopped; attempt++) {
      try {
        s = await ready();
        durables = await ensureConsumers(s.jsm, names, opts.service, types, timings);
        break;
      } catch (err) {
        if (stopped) return;
        const log = attempt === 1 ? opts.logger.warn : opts.logger.debug;
        log.call(opts.logger, { err }, 'NATS not ready for event consumers; retrying');
        await sleep(backoffMs(attempt, opts.retryBaseMs, 5_000));
      }
    }
    if (stopped || !s || !durables) return;
    const recover = async () => {
      const again = await ready();
      await ensureConsumers(again.jsm, names, opts.service, types, timings);
    };
    for (const durable of durables.keys()) {
      loops.push(startConsumerLoop({ ...opts, js: s.js, names, durable, apply, recover }));
    }
  }

  return {
    names,
    /** Stores one event in the events stream, its id as the message id (a repeat within the window is dropped). */
    async publish(event: EventEnvelope): Promise<void> {
      const s = await ready();
      try {
        await s.js.publish(names.eventSubject(event.type), JSON.stringify(event), {
          msgID: event.id,
          timeout: 5_000,
        });
      } catch (err) {
        // No stream (a server that lost its storage) looks like any failure: check the streams next time.
        streamsReady = false;
        throw err;
      }
    },
    /** Starts this service's consumers of `types` (returns at once; they start when NATS answers). */
    consume(types: readonly string[], apply: ApplyEvent): void {
      consuming = consumeAll(types, apply);
    },
    async stop(): Promise<void> {
      stopped = true;
      stopping.abort();
      await consuming;
      await Promise.all(loops.map((l) => l.stop()));
      loops.length = 0;
      const s = session ?? (await connecting?.catch(() => undefined));
      session = undefined;
      await s?.nc.drain().catch(() => s.nc.close());
    },
  };
}
export type NatsEngine = ReturnType<typeof createNatsEngine>;
