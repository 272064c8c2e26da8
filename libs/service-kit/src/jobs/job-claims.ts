import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { SqlRunner } from '../events/outbox';
import { announceJobChange, jobRecordsOf, type JobRecord } from './job-queue';

/**
 * The statements a worker makes on `kit_jobs`. A claim sets a fresh `lease_token`; every later write to the row
 * names it, so a worker whose lease ran out (and whose job another worker took over) changes nothing.
 */
export interface Claim {
  job: JobRecord;
  token: string;
}

/** `n` milliseconds as an SQL interval. */
export const millis = (n: number) => sql`(${Math.round(n)}::bigint * interval '1 millisecond')`;

/**
 * Claims the first due job of `kinds`: queued and due, or running under a lease that ran out (its worker died).
 * `FOR UPDATE SKIP LOCKED`: two workers claiming at once take different rows, neither waits for the other.
 */
export async function claimDueJob(
  db: SqlRunner,
  queue: string,
  kinds: string[],
  leaseMs: number,
): Promise<Claim | null> {
  const token = randomUUID();
  const due = (t: SQL) =>
    sql`((${t}.status = 'queued' AND ${t}.run_at <= clock_timestamp())
      OR (${t}.status = 'running' AND ${t}.locked_until < clock_timestamp()))`;
  // The picking sub-select runs once (an InitPlan). The condition is checked again on the row updated: a row
  // another worker claimed after this statement's snapshot is rechecked in its new version, and a scan of a
  // partial index (whose predicate is status = ...) rechecks only what the index does not imply.
  const [job] = jobRecordsOf(
    await db.execute(sql`
      UPDATE kit_jobs j SET status = 'running', attempts = j.attempts + 1, lease_token = ${token},
        locked_until = clock_timestamp() + ${millis(leaseMs)}, revision = j.revision + 1,
        updated_at = clock_timestamp()
      WHERE j.id = (
        SELECT c.id FROM kit_jobs c
        WHERE c.queue = ${queue} AND c.kind IN ${kinds} AND ${due(sql`c`)}
        ORDER BY c.run_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      ) AND ${due(sql`j`)}
      RETURNING j.*`),
  );
  return job ? { job, token } : null;
}

/** Changes the claimed row while the claim holds (announcing the new state); null when it no longer does. */
export async function updateClaimed(db: SqlRunner, claim: Claim, set: SQL): Promise<JobRecord | null> {
  const [job] = jobRecordsOf(
    await db.execute(sql`
      UPDATE kit_jobs SET ${set}, revision = revision + 1, updated_at = clock_timestamp()
      WHERE id = ${claim.job.id} AND lease_token = ${claim.token} AND status = 'running'
      RETURNING *`),
  );
  if (job) announceJobChange(job);
  return job ?? null;
}

/** Extends the lease (a heartbeat); false when the claim no longer holds. */
export async function extendLease(db: SqlRunner, claim: Claim, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE kit_jobs SET locked_until = clock_timestamp() + ${millis(leaseMs)}
    WHERE id = ${claim.job.id} AND lease_token = ${claim.token} AND status = 'running'
    RETURNING *`);
  return jobRecordsOf(result).length > 0;
}

/** Back to the queue, due now, the attempt not counted: the job was interrupted, it did not fail. */
export async function handBackJob(db: SqlRunner, claim: Claim): Promise<void> {
  await updateClaimed(
    db,
    claim,
    sql`status = 'queued', attempts = greatest(attempts - 1, 0), run_at = clock_timestamp(),
        lease_token = NULL, locked_until = NULL`,
  );
}

/** Deletes the finished jobs of `kind` older than `keepMs`. */
export async function purgeFinishedJobs(db: SqlRunner, queue: string, kind: string, keepMs: number) {
  await db.execute(sql`
    DELETE FROM kit_jobs WHERE queue = ${queue} AND kind = ${kind}
      AND finished_at < clock_timestamp() - ${millis(keepMs)}`);
}
