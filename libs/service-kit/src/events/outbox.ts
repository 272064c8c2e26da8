import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DomainEventPayload, DomainEventType } from '@canopy/contracts';
import { domainEventSchemas } from '@canopy/contracts';

/** Anything drizzle can run a statement on: the database or an open transaction. */
export interface SqlRunner {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/** Emits events as part of the caller's own transaction: the event exists exactly when the change does. */
export interface Outbox {
  emit<T extends DomainEventType>(type: T, payload: DomainEventPayload<T>): Promise<string>;
}

export interface OutboxFactory {
  /** An outbox writing through `runner` — pass the transaction that makes the change the event reports. */
  on(runner: SqlRunner): Outbox;
}

const NUDGE_DELAYS_MS = [0, 50, 500];

/**
 * The outbox of service `source`: an emit writes one `kit_outbox` row and nothing else — who consumes the event
 * is the event engine's business, never the producer's. `nudge` wakes the relay that publishes it.
 */
export function createOutboxFactory(source: string, nudge: () => void): OutboxFactory {
  return {
    on(runner) {
      return {
        async emit(type, payload) {
          // A payload that does not match its contract is a bug in the sender: fail the change, not the receiver.
          const parsed = domainEventSchemas[type].parse(payload);
          const id = randomUUID();
          await runner.execute(
            sql`INSERT INTO kit_outbox (id, source, type, payload)
                VALUES (${id}, ${source}, ${type}, ${JSON.stringify(parsed)}::jsonb)`,
          );
          // The relay should look once the caller's transaction has committed, which nothing here can see: a
          // nudge right away, and two more after commits that take longer (a pass finding nothing costs one
          // indexed query); the poll catches anything later still.
          for (const ms of NUDGE_DELAYS_MS) setTimeout(nudge, ms).unref?.();
          return id;
        },
      };
    },
  };
}
