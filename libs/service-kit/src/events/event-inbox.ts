import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  domainEventSchemas,
  eventEnvelopeSchema,
  isDomainEventType,
  type DomainEvent,
  type DomainEventType,
} from '@canopy/contracts';
import { ValidationError } from '../errors';
import { rowsOf } from '../kit-tables';
import { validate } from '../validate';
import type { Database } from '../database';

/**
 * Runs inside the transaction that records the event as handled; write through `tx` to be exactly-once. It may
 * answer a function, run once the transaction has committed (e.g. pushing what it wrote to browsers); its
 * failure is logged, never redelivers the event.
 */
export type EventHandler<T extends DomainEventType, TSchema extends Record<string, unknown>> = (
  event: DomainEvent<T>,
  tx: Database<TSchema>,
) => Promise<void | AfterCommit>;
export type AfterCommit = () => void | Promise<void>;
export type EventHandlers<TSchema extends Record<string, unknown> = Record<string, unknown>> = {
  [T in DomainEventType]?: EventHandler<T, TSchema>;
};

/** What a consumer did with a delivery: applied it now, or had applied that event id before. */
export type ApplyOutcome = 'handled' | 'duplicate';

/** An event that can never be applied (not an envelope, a type the consumer does not handle, a bad payload). */
export class EventRejectedError extends ValidationError {}

/** Applies one delivered event (anything: the body of a JetStream message, an in-process call). */
export type ApplyEvent = (envelope: unknown) => Promise<ApplyOutcome>;

/**
 * The consumer side of every event engine. The envelope and the payload are checked against the contracts
 * (EventRejectedError otherwise: a retry cannot help), the event id is recorded in the inbox in the same
 * transaction as the handler's writes, and an id this consumer already handled is skipped — so delivery is at
 * least once and handling effectively once. A handler's error propagates: the engine retries later.
 */
export function eventApplier<TSchema extends Record<string, unknown>>(opts: {
  /** The consuming service: the inbox is per consumer, so services sharing one database stay apart. */
  consumer: string;
  db: Database<TSchema>;
  handlers: EventHandlers<TSchema>;
  logger: Logger;
}): ApplyEvent {
  const { consumer, db, handlers, logger } = opts;
  return async (raw) => {
    let event: DomainEvent;
    let handler: EventHandler<DomainEventType, TSchema> | undefined;
    try {
      const envelope = validate(eventEnvelopeSchema, raw);
      if (!isDomainEventType(envelope.type) || !handlers[envelope.type]) {
        throw new EventRejectedError(`This service does not handle ${envelope.type} events`);
      }
      handler = handlers[envelope.type] as EventHandler<DomainEventType, TSchema>;
      const payload = validate(domainEventSchemas[envelope.type], envelope.payload);
      event = { ...envelope, type: envelope.type, payload } as DomainEvent;
    } catch (err) {
      if (err instanceof EventRejectedError || !(err instanceof ValidationError)) throw err;
      throw new EventRejectedError(err.message, err.issues);
    }
    const after: { run?: AfterCommit } = {};
    const handled = await db.transaction(async (tx) => {
      const inserted = rowsOf(
        await tx.execute(sql`
          INSERT INTO kit_inbox (consumer, event_id, type, source)
          VALUES (${consumer}, ${event.id}, ${event.type}, ${event.source})
          ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`),
      );
      if (inserted.length === 0) return false;
      // A transaction runs the same queries as the database it was opened on; drizzle types it apart.
      const run = await handler(event, tx as unknown as Database<TSchema>);
      if (run) after.run = run;
      return true;
    });
    if (handled) logger.info({ eventId: event.id, type: event.type, source: event.source }, 'event handled');
    if (handled && after.run) {
      try {
        await after.run();
      } catch (err) {
        logger.warn({ err, eventId: event.id, type: event.type }, 'after-commit work of an event failed');
      }
    }
    return handled ? 'handled' : 'duplicate';
  };
}
