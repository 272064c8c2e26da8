import { sql } from 'drizzle-orm';
import { jobTableStatements } from './jobs/job-table';

/**
 * Tables service-kit itself keeps in every service's database: the outbox (events this service emits, with the
 * relay's publishing state), the in-process engine's deliveries (one row per consuming service of an event, and
 * its dead letters), the inbox (events each consumer has handled, for deduplication) and idempotency keys
 * (answers to repeated creating requests). Created idempotently at start, after the service's own migrations, so
 * that a service never has to copy them into its migrations. Services may share one database: the outbox names
 * its source and the inbox its consumer, so each service reads only its own rows.
 */
const statements = [
  sql`CREATE TABLE IF NOT EXISTS kit_outbox (
    id uuid PRIMARY KEY,
    type text NOT NULL,
    payload jsonb NOT NULL,
    occurred_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Added to tables of the HTTP-push era in place; their events were pushed then, so they count as published.
  sql`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name = 'kit_outbox' AND column_name = 'source') THEN
      ALTER TABLE kit_outbox ADD COLUMN source text, ADD COLUMN published_at timestamptz,
        ADD COLUMN publish_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN next_publish_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN last_error text;
      UPDATE kit_outbox SET published_at = occurred_at;
    END IF;
  END $$`,
  sql`CREATE INDEX IF NOT EXISTS kit_outbox_unpublished ON kit_outbox (next_publish_at) WHERE published_at IS NULL`,
  sql`CREATE TABLE IF NOT EXISTS kit_deliveries (
    event_id uuid NOT NULL REFERENCES kit_outbox(id) ON DELETE CASCADE,
    subscriber text NOT NULL,
    status text NOT NULL DEFAULT 'pending',
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error text,
    delivered_at timestamptz,
    PRIMARY KEY (event_id, subscriber)
  )`,
  // Deliveries to HTTP subscribers (the retired EVENT_SUBSCRIBERS) can no longer be made.
  sql`DELETE FROM kit_deliveries WHERE subscriber LIKE 'http%'`,
  sql`CREATE INDEX IF NOT EXISTS kit_deliveries_due ON kit_deliveries (next_attempt_at) WHERE status = 'pending'`,
  sql`CREATE TABLE IF NOT EXISTS kit_inbox (
    consumer text NOT NULL,
    event_id uuid NOT NULL,
    type text NOT NULL,
    source text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer, event_id)
  )`,
  // An inbox of one consumer per database (keyed by event id alone) becomes keyed per consumer.
  sql`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name = 'kit_inbox' AND column_name = 'consumer') THEN
      ALTER TABLE kit_inbox ADD COLUMN consumer text NOT NULL DEFAULT '';
      ALTER TABLE kit_inbox DROP CONSTRAINT kit_inbox_pkey;
      ALTER TABLE kit_inbox ADD PRIMARY KEY (consumer, event_id);
    END IF;
  END $$`,
  // What the periodic purge (kit-purge.ts) looks for: rows past the retention.
  sql`CREATE INDEX IF NOT EXISTS kit_outbox_published ON kit_outbox (published_at) WHERE published_at IS NOT NULL`,
  sql`CREATE INDEX IF NOT EXISTS kit_inbox_received ON kit_inbox (received_at)`,
  sql`CREATE TABLE IF NOT EXISTS kit_idempotency (
    owner text NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    status integer,
    body jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (owner, key)
  )`,
  sql`CREATE INDEX IF NOT EXISTS kit_idempotency_created ON kit_idempotency (created_at)`,
  ...jobTableStatements,
];

/** One lock for every service: services sharing a database must not create the same table at once. */
const KIT_TABLES_LOCK = 0x6b69745f7462; // "kit_tb"

/**
 * Runs inside the migration lock of `openDatabase`, after the service's own migrations. `service` claims the
 * inbox rows kept before the inbox was per consumer (one service per database then).
 */
export async function createKitTables(
  db: { execute(query: ReturnType<typeof sql>): Promise<unknown> },
  service: string,
) {
  await db.execute(sql`SELECT pg_advisory_lock(${KIT_TABLES_LOCK}::bigint)`);
  try {
    for (const statement of statements) await db.execute(statement);
    await db.execute(sql`UPDATE kit_inbox SET consumer = ${service} WHERE consumer = ''`);
  } finally {
    await db.execute(sql`SELECT pg_advisory_unlock(${KIT_TABLES_LOCK}::bigint)`);
  }
}

/** Rows of `db.execute` (node-postgres answers `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
