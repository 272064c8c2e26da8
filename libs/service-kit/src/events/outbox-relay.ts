import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@canopy/contracts';
import { rowsOf } from '../kit-tables';
import type { SqlRunner } from './outbox';
import { backoffMs, createPollLoop, type PollLoop } from './poll-loop';

export interface OutboxRelayOptions {
  /** The service whose outbox rows this relay publishes (services may share a database). */
  source: string;
  db: SqlRunner;
  logger: Logger;
  /** Hands one event to the engine; resolves once the engine holds it durably. */
  publish: (event: EventEnvelope) => Promise<void>;
  pollMs: number;
  retryBaseMs: number;
  maxDelayMs: number;
  /** A claimed row is taken again by another instance after this long (its claimer died before settling it). */
  leaseMs: number;
}

interface ClaimedRow {
  id: string;
  type: string;
  payload: unknown;
  occurred_at: string | Date;
  publish_attempts: number;
}

const BATCH = 50;

/**
 * Publishes this service's outbox: claims unpublished rows (`FOR UPDATE SKIP LOCKED`, then leased by pushing
 * `next_publish_at` ahead, so several instances share the work without taking the same row), publishes them in
 * the order they were written, marks each published. A publish that fails (the engine is down) leaves the row
 * and the rest of the batch for a later pass with a growing delay; the relay never gives an event up. A row
 * published twice (a claimer died after publishing) carries the same event id, and engines and inboxes drop
 * the repeat.
 */
export function createOutboxRelay(opts: OutboxRelayOptions): PollLoop {
  async function claim(): Promise<ClaimedRow[]> {
    const result = await opts.db.execute(sql`
      UPDATE kit_outbox o
         SET publish_attempts = o.publish_attempts + 1,
             next_publish_at = now() + make_interval(secs => ${opts.leaseMs / 1000})
       WHERE o.id IN (
         SELECT id FROM kit_outbox
          WHERE source = ${opts.source} AND published_at IS NULL AND next_publish_at <= now()
          ORDER BY occurred_at, id
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.type, o.payload, o.occurred_at, o.publish_attempts`);
    return rowsOf<ClaimedRow>(result).sort(
      (a, b) =>
        new Date(a.occurred_at).getTime() - new Date(b.occurred_at).getTime() || (a.id < b.id ? -1 : 1),
    );
  }

  async function pass(): Promise<number> {
    let published = 0;
    for (;;) {
      const rows = await claim();
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        try {
          await opts.publish({
            id: row.id,
            type: row.type,
            source: opts.source,
            occurredAt: new Date(row.occurred_at).toISOString(),
            payload: row.payload,
          });
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          const delay = backoffMs(row.publish_attempts, opts.retryBaseMs, opts.maxDelayMs);
          opts.logger.warn(
            { err, eventId: row.id, type: row.type, attempts: row.publish_attempts, retryInMs: delay },
            'publishing an event failed; it waits in the outbox',
          );
          // This row and the rest of the batch wait together: the engine that refused one will refuse the next.
          for (const rest of rows.slice(i)) {
            await opts.db.execute(sql`
              UPDATE kit_outbox
                 SET last_error = ${error}, next_publish_at = now() + make_interval(secs => ${delay / 1000})
               WHERE id = ${rest.id}`);
          }
          return published;
        }
        await opts.db.execute(
          sql`UPDATE kit_outbox SET published_at = now(), last_error = NULL WHERE id = ${row.id}`,
        );
        published++;
      }
      if (rows.length < BATCH) return published;
    }
  }

  return createPollLoop({
    pass,
    pollMs: opts.pollMs,
    logger: opts.logger,
    failure: 'outbox relay pass failed',
  });
}
