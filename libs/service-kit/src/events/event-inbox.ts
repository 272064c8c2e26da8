import { sql } from 'drizzle-orm';
import type { Router } from 'express';
import type { Logger } from 'pino';
import {
  domainEventSchemas,
  eventEnvelopeSchema,
  isDomainEventType,
  type DomainEvent,
  type DomainEventType,
} from '@canopy/contracts';
import { ValidationError } from '../errors';
import { requireService } from '../identity-middleware';
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

/**
 * `POST /internal/events`: where other services' dispatchers deliver. The envelope and the payload are checked
 * against the contracts (400 otherwise: the sender dead-letters it), the event id is recorded in the inbox in
 * the same transaction as the handler's writes, and a repeat of an id already handled is acknowledged and
 * skipped — so delivery is at least once and handling effectively once.
 */
export function mountEventInbox<TSchema extends Record<string, unknown>>(
  router: Router,
  db: Database<TSchema>,
  handlers: EventHandlers<TSchema>,
  logger: Logger,
) {
  router.post('/internal/events', requireService, async (req, res) => {
    const envelope = validate(eventEnvelopeSchema, req.body);
    const handler = isDomainEventType(envelope.type) ? handlers[envelope.type] : undefined;
    if (!handler || !isDomainEventType(envelope.type)) {
      throw new ValidationError(`This service does not handle ${envelope.type} events`);
    }
    const payload = validate(domainEventSchemas[envelope.type], envelope.payload);
    const event = { ...envelope, type: envelope.type, payload } as DomainEvent;
    const after: { run?: AfterCommit } = {};
    const handled = await db.transaction(async (tx) => {
      const inserted = rowsOf(
        await tx.execute(sql`
          INSERT INTO kit_inbox (event_id, type, source) VALUES (${event.id}, ${event.type}, ${event.source})
          ON CONFLICT (event_id) DO NOTHING RETURNING event_id`),
      );
      if (inserted.length === 0) return false;
      // A transaction runs the same queries as the database it was opened on; drizzle types it apart.
      const run = await (handler as EventHandler<DomainEventType, TSchema>)(
        event,
        tx as unknown as Database<TSchema>,
      );
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
    res.json({ status: handled ? 'handled' : 'duplicate' });
  });
}
