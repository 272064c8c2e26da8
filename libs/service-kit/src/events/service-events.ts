import type { Logger } from 'pino';
import type { DomainEventType } from '@canopy/contracts';
import type { BaseConfig } from '../config';
import type { Database } from '../database';
import { eventApplier, type ApplyEvent, type EventHandlers } from './event-inbox';
import { createInProcessEventBus, type InProcessEventBus } from './in-process-bus';
import { createInProcessDelivery } from './in-process-delivery';
import { createNatsEngine } from './nats-engine';
import { createOutboxFactory, type OutboxFactory } from './outbox';
import { createOutboxRelay } from './outbox-relay';

export type EventEngineName = 'nats' | 'in-process';

export interface ServiceEventsOptions<TSchema extends Record<string, unknown>> {
  name: string;
  config: BaseConfig;
  db: Database<TSchema>;
  logger: Logger;
  /** The launcher's bus (every service it runs shares one); without it, and without NATS, a bus of its own. */
  bus?: InProcessEventBus;
}

/**
 * A service's domain events, on one of two engines: NATS JetStream when NATS_URL is set, otherwise the
 * in-process bus. Either way the outbox is written in the change's transaction, a relay publishes it, and a
 * consumer's inbox applies each event id once. Nothing starts moving before `start` (the service listens).
 */
export function createServiceEvents<TSchema extends Record<string, unknown>>(
  opts: ServiceEventsOptions<TSchema>,
) {
  const { name, config, db, logger } = opts;
  const retry = { retryBaseMs: config.EVENT_RETRY_BASE_MS, maxAttempts: config.EVENT_MAX_ATTEMPTS };
  const nats = config.NATS_URL
    ? createNatsEngine({
        service: name,
        servers: config.NATS_URL,
        prefix: config.NATS_PREFIX,
        logger,
        ...retry,
        retryMaxMs: config.EVENT_RETRY_MAX_MS,
        ackWaitMs: config.EVENT_ACK_WAIT_MS,
      })
    : undefined;
  const bus = nats ? undefined : (opts.bus ?? createInProcessEventBus());
  if (!nats && !opts.bus && config.NODE_ENV === 'production') {
    logger.warn(
      'no NATS_URL: domain events reach only this service (set NATS_URL, or run it with the launcher)',
    );
  }
  const delivery = bus
    ? createInProcessDelivery({
        source: name,
        db,
        bus,
        logger,
        pollMs: config.EVENT_POLL_MS,
        maxDelayMs: config.EVENT_RETRY_MAX_MS,
        ...retry,
      })
    : undefined;
  const relay = createOutboxRelay({
    source: name,
    db,
    logger,
    publish: (event) => (nats ? nats.publish(event) : delivery!.publish(event)),
    pollMs: config.EVENT_POLL_MS,
    retryBaseMs: config.EVENT_RETRY_BASE_MS,
    maxDelayMs: config.EVENT_RETRY_MAX_MS,
    leaseMs: 30_000,
  });
  // In process, what a relay pass published is delivered right after it.
  const nudge = async () => {
    const published = await relay.nudge();
    if (published > 0) await delivery?.nudge();
  };

  let handles: DomainEventType[] = [];
  let apply: ApplyEvent | undefined;
  let detach: (() => void) | undefined;

  return {
    engine: (nats ? 'nats' : 'in-process') as EventEngineName,
    outbox: createOutboxFactory(name, () => void nudge()) as OutboxFactory,
    get handles(): DomainEventType[] {
      return handles;
    },
    /**
     * The service's handlers (once, when its dependencies exist). In process the consumer is declared now, so
     * that events published before its start are kept for it.
     */
    receive(handlers: EventHandlers<TSchema>): ApplyEvent {
      handles = Object.keys(handlers) as DomainEventType[];
      apply = eventApplier({ consumer: name, db, handlers, logger });
      if (bus && handles.length) bus.declare(name, handles);
      return apply;
    },
    start() {
      relay.start();
      delivery?.start();
      if (apply && handles.length) {
        if (nats) nats.consume(handles, apply);
        else detach = bus!.attach(name, handles, apply);
      }
      void nudge();
    },
    /** Publishes every due outbox event now and, in process, delivers every due delivery (tests). */
    async flush(): Promise<number> {
      const published = await relay.flush();
      return published + ((await delivery?.flush()) ?? 0);
    },
    async stop() {
      detach?.();
      detach = undefined;
      await relay.stop();
      await delivery?.stop();
      await nats?.stop();
    },
  };
}
export type ServiceEvents = ReturnType<typeof createServiceEvents>;
