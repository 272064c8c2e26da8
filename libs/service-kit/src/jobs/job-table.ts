import { sql } from 'drizzle-orm';

/**
 * `kit_jobs`: background work kept in the service's database, so that it outlives the instance that queued it.
 * `queue` names the owning service (services may share a database); `owner` whom a job is for (a user id), for
 * reads and limits per owner. A worker claims a row by setting `lease_token` and `locked_until`; whoever holds
 * the token may write the row, and a lease that ran out (its instance died) lets another worker claim it again.
 * `revision` grows with every change, so a watcher can tell a newer state from an older one.
 */
export const jobTableStatements = [
  sql`CREATE TABLE IF NOT EXISTS kit_jobs (
    id uuid PRIMARY KEY,
    queue text NOT NULL,
    kind text NOT NULL,
    owner text,
    payload jsonb NOT NULL,
    status text NOT NULL DEFAULT 'queued',
    attempts integer NOT NULL DEFAULT 0,
    max_attempts integer NOT NULL,
    run_at timestamptz NOT NULL DEFAULT now(),
    lease_token uuid,
    locked_until timestamptz,
    progress jsonb,
    result jsonb,
    error jsonb,
    revision integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`,
  sql`CREATE INDEX IF NOT EXISTS kit_jobs_due ON kit_jobs (queue, run_at) WHERE status = 'queued'`,
  sql`CREATE INDEX IF NOT EXISTS kit_jobs_leased ON kit_jobs (queue, locked_until) WHERE status = 'running'`,
  sql`CREATE INDEX IF NOT EXISTS kit_jobs_owner ON kit_jobs (queue, kind, owner)
      WHERE status IN ('queued', 'running')`,
  sql`CREATE INDEX IF NOT EXISTS kit_jobs_finished ON kit_jobs (queue, kind, finished_at)
      WHERE finished_at IS NOT NULL`,
];
