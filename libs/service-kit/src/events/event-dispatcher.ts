import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { signIdentityToken } from '../identity-token';
import { rowsOf } from '../kit-tables';
import type { SqlRunner } from './outbox';

export interface EventDispatcherOptions {
  db: SqlRunner;
  /** This service's name: the `source` of its events and the caller named in the service token. */
  source: string;
  secret: string;
  logger: Logger;
  /** How often due deliveries are looked for when nothing nudges the dispatcher. */
  pollMs: number;
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** After this many failed attempts a delivery is dead-lettered (kept, logged, no longer tried). */
  maxAttempts: number;
  timeoutMs: number;
}

interface DueDelivery {
  event_id: string;
  subscriber: string;
  attempts: number;
  type: string;
  payload: unknown;
  occurred_at: string | Date;
}

const BATCH = 50;

/** Outcome of one HTTP delivery: delivered, worth retrying (receiver down or failing), or never deliverable. */
type Outcome = { kind: 'delivered' } | { kind: 'retry'; error: string } | { kind: 'dead'; error: string };

/**
 * Delivers outbox events to their subscribers over HTTP, at least once: a delivery is claimed (pushed into
 * the future so a second instance does not take it too), sent, then marked delivered, rescheduled with
 * backoff, or dead-lettered. Receivers deduplicate by event id, so a retry after a lost answer is harmless.
 */
export function createEventDispatcher(opts: EventDispatcherOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function claim(): Promise<DueDelivery[]> {
    // The claim lease: a claimed row reappears only if this instance dies before settling it.
    const leaseMs = opts.timeoutMs * 2 + 1_000;
    const result = await opts.db.execute(sql`
      UPDATE kit_deliveries d
         SET attempts = d.attempts + 1,
             next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        FROM kit_outbox o
       WHERE o.id = d.event_id
         AND (d.event_id, d.subscriber) IN (
           SELECT event_id, subscriber FROM kit_deliveries
            WHERE status = 'pending' AND next_attempt_at <= now()
            ORDER BY next_attempt_at
            LIMIT ${BATCH}
            FOR UPDATE SKIP LOCKED)
      RETURNING d.event_id, d.subscriber, d.attempts, o.type, o.payload, o.occurred_at`);
    return rowsOf<DueDelivery>(result);
  }

  async function send(d: DueDelivery): Promise<Outcome> {
    const token = await signIdentityToken({ user: null, service: opts.source }, opts.secret);
    const occurredAt = d.occurred_at instanceof Date ? d.occurred_at : new Date(d.occurred_at);
    let res: Response;
    try {
      res = await fetch(`${d.subscriber}/internal/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: token },
        body: JSON.stringify({
          id: d.event_id,
          type: d.type,
          source: opts.source,
          occurredAt: occurredAt.toISOString(),
          payload: d.payload,
        }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      return {
        kind: 'retry',
        error: err instanceof Error ? (err.cause as Error)?.message || err.message : String(err),
      };
    }
    const text = (await res.text().catch(() => '')).slice(0, 500);
    if (res.ok) return { kind: 'delivered' };
    // The receiver understood the request and refused it: sending it again cannot help (a malformed event,
    // an unknown type). Time-outs, throttling and server errors are worth another try.
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      return { kind: 'dead', error: `${res.status} ${text}` };
    }
    return { kind: 'retry', error: `${res.status} ${text}` };
  }

  async function settle(d: DueDelivery, outcome: Outcome) {
    if (outcome.kind === 'delivered') {
      await opts.db.execute(sql`
        UPDATE kit_deliveries SET status = 'delivered', delivered_at = now(), last_error = NULL
         WHERE event_id = ${d.event_id} AND subscriber = ${d.subscriber}`);
      return;
    }
    const dead = outcome.kind === 'dead' || d.attempts >= opts.maxAttempts;
    if (dead) {
      opts.logger.error(
        {
          eventId: d.event_id,
          type: d.type,
          subscriber: d.subscriber,
          attempts: d.attempts,
          error: outcome.error,
        },
        'event delivery dead-lettered',
      );
      await opts.db.execute(sql`
        UPDATE kit_deliveries SET status = 'dead', last_error = ${outcome.error}
         WHERE event_id = ${d.event_id} AND subscriber = ${d.subscriber}`);
      return;
    }
    const delay = Math.min(opts.retryBaseMs * 2 ** (d.attempts - 1), opts.maxDelayMs);
    opts.logger.warn(
      { eventId: d.event_id, type: d.type, subscriber: d.subscriber, attempts: d.attempts, retryInMs: delay },
      'event delivery failed; will retry',
    );
    await opts.db.execute(sql`
      UPDATE kit_deliveries
         SET last_error = ${outcome.error}, next_attempt_at = now() + make_interval(secs => ${delay / 1000})
       WHERE event_id = ${d.event_id} AND subscriber = ${d.subscriber}`);
  }

  /** One pass: claims what is due, delivers it (in parallel per subscriber), settles each. */
  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      const due = await claim();
      await Promise.all(due.map(async (d) => settle(d, await send(d))));
      handled += due.length;
      // A short batch means nothing else was due; a retry scheduled just now waits for the next pass.
      if (due.length < BATCH) return handled;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((err) => {
        opts.logger.warn({ err }, 'event dispatch pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, opts.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Looks for due deliveries now (after an emit, or from a test). Resolves with how many were handled. */
    nudge(): Promise<number> {
      return stopped ? Promise.resolve(0) : run();
    },
    /** Delivers everything due now, even when not started (tests, shutdown). */
    flush: () => run(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
