import { sql } from 'drizzle-orm';

/**
 * Tables service-kit itself keeps in every service's database: the outbox and its deliveries (events this
 * service sends), the inbox (events it has handled, for deduplication) and idempotency keys (answers to
 * repeated creating requests). Created idempotently at start, after the service's own migrations, so that a
 * service never has to copy them into its migrations.
 */
const statements = [
  sql`CREATE TABLE IF NOT EXISTS kit_outbox (
    id uuid PRIMARY KEY,
    type text NOT NULL,
    payload jsonb NOT NULL,
    occurred_at timestamptz NOT NULL DEFAULT now()
  )`,
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
  sql`CREATE INDEX IF NOT EXISTS kit_deliveries_due ON kit_deliveries (next_attempt_at) WHERE status = 'pending'`,
  sql`CREATE TABLE IF NOT EXISTS kit_inbox (
    event_id uuid PRIMARY KEY,
    type text NOT NULL,
    source text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  )`,
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
];

/** Runs inside the migration lock of `openDatabase`, after the service's own migrations. */
export async function createKitTables(db: { execute(query: ReturnType<typeof sql>): Promise<unknown> }) {
  for (const statement of statements) await db.execute(statement);
}

/** Rows of `db.execute` (node-postgres answers `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
