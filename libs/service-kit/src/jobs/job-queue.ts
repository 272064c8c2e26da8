import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { SqlRunner } from '../events/outbox';
import { rowsOf } from '../kit-tables';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** What a job's row keeps of a failure: words for people, a stable code for programs. */
export interface JobError {
  message: string;
  code: string;
}

/** One `kit_jobs` row, as every instance reads it. */
export interface JobRecord<TPayload = unknown, TResult = unknown, TProgress = unknown> {
  id: string;
  queue: string;
  kind: string;
  owner: string | null;
  payload: TPayload;
  status: JobStatus;
  /** Attempts started so far (the one under way included). */
  attempts: number;
  maxAttempts: number;
  /** Not run before this moment (a retry's backoff). */
  runAt: Date;
  lockedUntil: Date | null;
  progress: TProgress | null;
  result: TResult | null;
  /** The failure of a failed job, or the last attempt's while a retry waits. */
  error: JobError | null;
  /** Grows with every change: a watcher keeps the highest it saw. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export interface EnqueueOptions {
  /** Whom the job is for (a user id): `countActive` counts per owner. */
  owner?: string | number;
  /** Attempts before the job is marked failed (default 5). A worker that died while running it used one. */
  maxAttempts?: number;
  /** Not run before this many milliseconds from now. */
  delayMs?: number;
}

export interface JobEnqueuer {
  /** Writes the job; it exists exactly when the caller's transaction commits. Answers its id. */
  enqueue(kind: string, payload: unknown, opts?: EnqueueOptions): Promise<string>;
}

/** A service's queue: write jobs (in a transaction or not) and read them, from any instance. */
export interface JobQueue extends JobEnqueuer {
  readonly name: string;
  /** Queues through `runner`: pass the transaction of the change that asks for the work. */
  on(runner: SqlRunner): JobEnqueuer;
  get<TPayload = unknown, TResult = unknown, TProgress = unknown>(
    id: string,
  ): Promise<JobRecord<TPayload, TResult, TProgress> | null>;
  /** Jobs of `kind` for `owner` not finished yet (queued or running). */
  countActive(kind: string, owner: string | number): Promise<number>;
  /**
   * Calls `listener` with each new state of the job written by a worker of this process (others' changes are
   * read from the row). Answers the function that stops listening.
   */
  watch(id: string, listener: (job: JobRecord) => void): () => void;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface JobRow {
  id: string;
  queue: string;
  kind: string;
  owner: string | null;
  payload: unknown;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: Date | string;
  locked_until: Date | string | null;
  progress: unknown;
  result: unknown;
  error: JobError | null;
  revision: number;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const maybeDate = (v: Date | string | null) => (v === null ? null : date(v));

export function jobRecordOf(row: JobRow): JobRecord {
  return {
    id: row.id,
    queue: row.queue,
    kind: row.kind,
    owner: row.owner,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: date(row.run_at),
    lockedUntil: maybeDate(row.locked_until),
    progress: row.progress ?? null,
    result: row.result ?? null,
    error: row.error ?? null,
    revision: row.revision,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    finishedAt: maybeDate(row.finished_at),
  };
}

/** Rows of a `RETURNING *` or `SELECT *` on kit_jobs, as records. */
export function jobRecordsOf(result: unknown): JobRecord[] {
  return rowsOf<JobRow>(result).map(jobRecordOf);
}

// Workers of this process, by queue: an enqueue wakes them instead of leaving the job to their next poll.
const localWorkers = new Map<string, Set<() => void>>();
// States written by this process's workers, by job id (a watcher on the same instance misses none of them).
const localChanges = new EventEmitter();
localChanges.setMaxListeners(0);

/** A worker of this process, woken when a job of its queue is queued here. Answers the unregistering function. */
export function registerLocalWorker(queue: string, wake: () => void): () => void {
  let set = localWorkers.get(queue);
  if (!set) localWorkers.set(queue, (set = new Set()));
  set.add(wake);
  return () => set.delete(wake);
}

function wakeLocalWorkers(queue: string) {
  for (const wake of localWorkers.get(queue) ?? []) wake();
}

export function announceJobChange(job: JobRecord) {
  localChanges.emit(job.id, job);
}

/** Queues a job of `queue` through `runner` (the database or an open transaction). */
export async function enqueueJob(
  runner: SqlRunner,
  queue: string,
  kind: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<string> {
  const id = randomUUID();
  const maxAttempts = Math.max(1, opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const owner = opts.owner === undefined ? null : String(opts.owner);
  await runner.execute(sql`
    INSERT INTO kit_jobs (id, queue, kind, owner, payload, max_attempts, run_at)
    VALUES (${id}, ${queue}, ${kind}, ${owner}, ${JSON.stringify(payload ?? null)}::jsonb, ${maxAttempts},
            clock_timestamp() + (${Math.max(0, opts.delayMs ?? 0)}::bigint * interval '1 millisecond'))`);
  // Inside a transaction the row is not visible until the commit: the second wake finds it once committed, and
  // the workers' poll is there for a longer transaction.
  setTimeout(() => wakeLocalWorkers(queue), 0).unref();
  setTimeout(() => wakeLocalWorkers(queue), 50).unref();
  return id;
}

export function createJobQueue(db: SqlRunner, name: string): JobQueue {
  const on = (runner: SqlRunner): JobEnqueuer => ({
    enqueue: (kind, payload, opts) => enqueueJob(runner, name, kind, payload, opts),
  });
  return {
    name,
    on,
    enqueue: (kind, payload, opts) => enqueueJob(db, name, kind, payload, opts),
    async get<TPayload, TResult, TProgress>(id: string) {
      if (!UUID.test(id)) return null;
      const [job] = jobRecordsOf(
        await db.execute(sql`SELECT * FROM kit_jobs WHERE id = ${id} AND queue = ${name}`),
      );
      return (job ?? null) as JobRecord<TPayload, TResult, TProgress> | null;
    },
    async countActive(kind, owner) {
      const [row] = rowsOf<{ n: number | string }>(
        await db.execute(sql`
          SELECT count(*) AS n FROM kit_jobs
          WHERE queue = ${name} AND kind = ${kind} AND owner = ${String(owner)}
            AND status IN ('queued', 'running')`),
      );
      return Number(row?.n ?? 0);
    },
    watch(id, listener) {
      localChanges.on(id, listener);
      return () => {
        localChanges.off(id, listener);
      };
    },
  };
}
