import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './database';
import { createPollLoop, type PollLoop } from './events/poll-loop';
import { IDEMPOTENCY_TTL_MS } from './idempotency';
import { rowsOf } from './kit-tables';

export interface KitPurgeOptions {
  /** The service whose rows go: its outbox (`source`) and its inbox (`consumer`); services may share a database. */
  service: string;
  db: Database<Record<string, unknown>>;
  /** Published outbox rows and inbox rows older than this go (EVENT_RETENTION_MS). */
  retentionMs: number;
}

export interface KitPurgeResult {
  /** False when another instance of the service was purging (nothing done here). */
  ran: boolean;
  outbox: number;
  inbox: number;
  idempotency: number;
}

/** Rows deleted per statement, so no purge holds many row locks or a long transaction. */
const BATCH = 5_000;

/** Deletes the rows of `table` (keyed by `key`) that `where` selects, in batches; answers how many. */
async function deleteInBatches(
  db: KitPurgeOptions['db'],
  table: string,
  key: string,
  where: SQL,
): Promise<number> {
  const [from, keys] = [sql.raw(table), sql.raw(key)];
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      WITH gone AS (
        DELETE FROM ${from} WHERE (${keys}) IN (SELECT ${keys} FROM ${from} WHERE ${where} LIMIT ${BATCH})
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`);
    const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * Deletes what service-kit's tables no longer need, by one instance of the service at a time (an advisory lock
 * the others do not wait for): outbox rows published more than `retentionMs` ago, inbox rows (the record that an
 * event was handled) received more than `retentionMs` ago, and idempotency keys past their 24 hours. Never an
 * unpublished event, nor one the in-process engine still has to deliver or keeps as a dead letter. The retention
 * is longer than JetStream's duplicate window and as long as its stream keeps events (7 days), so an event can
 * no longer arrive again once its inbox row is gone.
 */
export async function purgeKitRecords(opts: KitPurgeOptions): Promise<KitPurgeResult> {
  const { db, service } = opts;
  const retention = sql`make_interval(secs => ${opts.retentionMs / 1000})`;
  const done = await withAdvisoryLock(
    db,
    `canopy-kit-purge:${service}`,
    async () => {
      const outbox = await deleteInBatches(
        db,
        'kit_outbox',
        'id',
        sql`source = ${service} AND published_at < now() - ${retention}
            AND NOT EXISTS (SELECT 1 FROM kit_deliveries d WHERE d.event_id = kit_outbox.id AND d.status <> 'delivered')`,
      );
      const inbox = await deleteInBatches(
        db,
        'kit_inbox',
        'consumer, event_id',
        sql`consumer = ${service} AND received_at < now() - ${retention}`,
      );
      const idempotency = await deleteInBatches(
        db,
        'kit_idempotency',
        'owner, key',
        sql`created_at < now() - make_interval(secs => ${IDEMPOTENCY_TTL_MS / 1000})`,
      );
      return { outbox, inbox, idempotency };
    },
    { wait: false },
  );
  return done.ran ? { ran: true, ...done.value } : { ran: false, outbox: 0, inbox: 0, idempotency: 0 };
}

/**
 * Runs purgeKitRecords every `intervalMs` and once a minute after start (sooner when the interval is shorter),
 * logging what it deleted. stop() also cancels that first pass when it has not run yet.
 */
export function createKitPurge(opts: KitPurgeOptions & { intervalMs: number; logger: Logger }): PollLoop {
  const loop = createPollLoop({
    async pass() {
      const result = await purgeKitRecords(opts);
      const deleted = result.outbox + result.inbox + result.idempotency;
      if (deleted > 0) opts.logger.info(result, 'old outbox, inbox and idempotency rows deleted');
      return deleted;
    },
    pollMs: opts.intervalMs,
    logger: opts.logger,
    failure: 'purging old outbox, inbox and idempotency rows failed',
  });
  let firstPass: NodeJS.Timeout | undefined;
  return {
    ...loop,
    start() {
      loop.start();
      firstPass = setTimeout(() => void loop.nudge(), Math.min(60_000, opts.intervalMs));
      firstPass.unref();
    },
    stop() {
      clearTimeout(firstPass);
      return loop.stop();
    },
  };
}
