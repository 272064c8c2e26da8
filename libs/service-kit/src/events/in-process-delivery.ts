import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@canopy/contracts';
import { rowsOf } from '../kit-tables';
import { EventRejectedError } from './event-inbox';
import { ConsumerAbsentError, type InProcessEventBus } from './in-process-bus';
import type { SqlRunner } from './outbox';
import { backoffMs, createPollLoop } from './poll-loop';

export interface InProcessDeliveryOptions {
  /** The producing service (services may share a database: each delivers its own events). */
  source: string;
  db: SqlRunner;
  bus: InProcessEventBus;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  maxDelayMs: number;
  /** After this many failed attempts a delivery is dead-lettered (kept, logged, listed, no longer tried). */
  maxAttempts: number;
}

interface DueDelivery {
  event_id: string;
  subscriber: string;
  attempts: number;
  type: string;
  payload: unknown;
  occurred_at: string | Date;
}

type Outcome =
  | { kind: 'delivered' }
  | { kind: 'absent' }
  | { kind: 'retry'; error: string }
  | { kind: 'dead'; error: string };

const BATCH = 50;
/** A claimed delivery reappears after this long if its process died before settling it. */
const LEASE_SECONDS = 60;

/**
 * The embedded engine, producer side. Publishing an event writes one `kit_deliveries` row per consumer the bus
 * knows for its type (in the producer's database: nothing lives only in memory); delivering claims due rows of
 * consumers with a running instance, calls that instance's apply function (its inbox commits the handler's work
 * and the event id together) and only then marks the row delivered. A failing handler is retried with a growing
 * delay; an event the consumer refuses outright, or still failing after `maxAttempts`, becomes a dead letter.
 */
export function createInProcessDelivery(opts: InProcessDeliveryOptions) {
  async function publish(event: EventEnvelope): Promise<void> {
    for (const consumer of opts.bus.consumersOf(event.type)) {
      await opts.db.execute(sql`
        INSERT INTO kit_deliveries (event_id, subscriber) VALUES (${event.id}, ${consumer})
        ON CONFLICT DO NOTHING`);
    }
  }

  async function claim(): Promise<DueDelivery[]> {
    const attached = opts.bus.attached();
    if (attached.length === 0) return [];
    const result = await opts.db.execute(sql`
      UPDATE kit_deliveries d
         SET attempts = d.attempts + 1,
             next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
        FROM kit_outbox o
       WHERE o.id = d.event_id
         AND (d.event_id, d.subscriber) IN (
           SELECT dd.event_id, dd.subscriber FROM kit_deliveries dd JOIN kit_outbox oo ON oo.id = dd.event_id
            WHERE oo.source = ${opts.source} AND dd.status = 'pending' AND dd.next_attempt_at <= now()
              AND dd.subscriber IN ${attached}
            ORDER BY dd.next_attempt_at
            LIMIT ${BATCH}
            FOR UPDATE OF dd SKIP LOCKED)
      RETURNING d.event_id, d.subscriber, d.attempts, o.type, o.payload, o.occurred_at`);
    return rowsOf<DueDelivery>(result);
  }

  async function send(d: DueDelivery): Promise<Outcome> {
    try {
      await opts.bus.deliver(d.subscriber, {
        id: d.event_id,
        type: d.type,
        source: opts.source,
        occurredAt: new Date(d.occurred_at).toISOString(),
        payload: d.payload,
      });
      return { kind: 'delivered' };
    } catch (err) {
      if (err instanceof ConsumerAbsentError) return { kind: 'absent' };
      const error = err instanceof Error ? err.message : String(err);
      return err instanceof EventRejectedError ? { kind: 'dead', error } : { kind: 'retry', error };
    }
  }

  async function settle(d: DueDelivery, outcome: Outcome) {
    const key = sql`event_id = ${d.event_id} AND subscriber = ${d.subscriber}`;
    if (outcome.kind === 'delivered') {
      await opts.db.execute(sql`
        UPDATE kit_deliveries SET status = 'delivered', delivered_at = now(), last_error = NULL WHERE ${key}`);
      return;
    }
    if (outcome.kind === 'absent') {
      // Its instance stopped between the claim and the call: not an attempt, it waits for the next one.
      await opts.db.execute(sql`
        UPDATE kit_deliveries SET attempts = attempts - 1, next_attempt_at = now() WHERE ${key}`);
      return;
    }
    const fields = { eventId: d.event_id, type: d.type, consumer: d.subscriber, attempts: d.attempts };
    if (outcome.kind === 'dead' || d.attempts >= opts.maxAttempts) {
      opts.logger.error({ ...fields, error: outcome.error }, 'event delivery dead-lettered');
      await opts.db.execute(sql`
        UPDATE kit_deliveries SET status = 'dead', last_error = ${outcome.error} WHERE ${key}`);
      return;
    }
    const delay = backoffMs(d.attempts, opts.retryBaseMs, opts.maxDelayMs);
    opts.logger.warn(
      { ...fields, error: outcome.error, retryInMs: delay },
      'event delivery failed; will retry',
    );
    await opts.db.execute(sql`
      UPDATE kit_deliveries
         SET last_error = ${outcome.error}, next_attempt_at = now() + make_interval(secs => ${delay / 1000})
       WHERE ${key}`);
  }

  /** One pass: claims what is due, delivers it (in parallel), settles each. */
  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      const due = await claim();
      await Promise.all(due.map(async (d) => settle(d, await send(d))));
      handled += due.length;
      if (due.length < BATCH) return handled;
    }
  }

  const loop = createPollLoop({
    pass,
    pollMs: opts.pollMs,
    logger: opts.logger,
    failure: 'event delivery pass failed',
  });
  const stopListening = opts.bus.onAttach(() => void loop.nudge());
  return {
    publish,
    ...loop,
    async stop() {
      stopListening();
      await loop.stop();
    },
  };
}

export interface DeadDelivery {
  eventId: string;
  consumer: string;
  type: string;
  source: string;
  attempts: number;
  lastError: string | null;
  occurredAt: string;
  payload: unknown;
}

/** The embedded engine's dead letters kept in a producer's database, oldest first. */
export async function listDeadDeliveries(db: SqlRunner): Promise<DeadDelivery[]> {
  const rows = rowsOf<{
    event_id: string;
    subscriber: string;
    type: string;
    source: string | null;
    attempts: number;
    last_error: string | null;
    occurred_at: string | Date;
    payload: unknown;
  }>(
    await db.execute(sql`
      SELECT d.event_id, d.subscriber, o.type, o.source, d.attempts, d.last_error, o.occurred_at, o.payload
        FROM kit_deliveries d JOIN kit_outbox o ON o.id = d.event_id
       WHERE d.status = 'dead' ORDER BY o.occurred_at, d.event_id, d.subscriber`),
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    consumer: r.subscriber,
    type: r.type,
    source: r.source ?? '',
    attempts: r.attempts,
    lastError: r.last_error,
    occurredAt: new Date(r.occurred_at).toISOString(),
    payload: r.payload,
  }));
}

/**
 * Sends dead letters of an event back to their consumers (all of them, or the one named): they become due again
 * with a fresh count of attempts. Answers how many were revived.
 */
export async function reviveDeadDeliveries(
  db: SqlRunner,
  eventId: string,
  consumer?: string,
): Promise<number> {
  const result = await db.execute(sql`
    UPDATE kit_deliveries
       SET status = 'pending', attempts = 0, next_attempt_at = now()
     WHERE status = 'dead' AND event_id::text = ${eventId}
       ${consumer ? sql`AND subscriber = ${consumer}` : sql``}
    RETURNING event_id`);
  return rowsOf(result).length;
}
