import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { SqlRunner } from '../events/outbox';
import {
  claimDueJob,
  extendLease,
  handBackJob,
  millis,
  purgeFinishedJobs,
  updateClaimed,
  type Claim,
} from './job-claims';
import type { JobHandler } from './job-handler';
import { registerLocalWorker } from './job-queue';

export interface JobWorkerOptions {
  db: SqlRunner;
  /** The queue (the service's name) whose jobs it runs. */
  queue: string;
  // Handlers of any payload: each is called only with the payload its kind was queued with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handlers: JobHandler<any, any, any>[];
  logger: Logger;
  /** Jobs run at once by this worker (default 2). */
  concurrency?: number;
  /** How often it looks for due jobs when nothing woke it (default 500 ms). */
  pollMs?: number;
  /** A claim lasts this long unless extended; the worker extends it every third of it (default 30 s). */
  leaseMs?: number;
  /** On stop, how long running jobs may finish before they are handed back to the queue (default 10 s). */
  drainMs?: number;
}

export interface JobWorker {
  start(): void;
  /** Stops claiming, lets running jobs finish for `drainMs`, then hands the rest back to the queue at once. */
  stop(): Promise<void>;
  /**
   * Stops at once as a crashed instance would: nothing more is claimed, extended or written; the leases of the
   * jobs it was running run out and another worker takes them over (tests of that take-over).
   */
  halt(): void;
}

interface Running extends Claim {
  abort: AbortController;
  heartbeat?: NodeJS.Timeout;
  /** Set once the job is no longer this worker's to write (lost, handed back, halted). */
  gone: boolean;
  done: Promise<void>;
}

type Handler = JobHandler<unknown, unknown, unknown>;

const PURGE_EVERY_MS = 10 * 60_000;
const DEFAULT_RETRY = { baseMs: 1_000, maxMs: 5 * 60_000 };

/**
 * Runs a queue's jobs: claims due ones (up to `concurrency` at once) when woken by an enqueue in this process
 * and every `pollMs`, keeps their leases alive while they run, and stores each outcome: the result, a retry
 * after backoff, or the failure once no retry is left (logged).
 */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const { db, queue, logger } = opts;
  const handlers = new Map<string, Handler>(opts.handlers.map((h) => [h.kind, h as Handler]));
  const kinds = [...handlers.keys()];
  const concurrency = opts.concurrency ?? 2;
  const leaseMs = opts.leaseMs ?? 30_000;
  const running = new Map<string, Running>();
  let stopped = true;
  // Halted as a crashed instance: not even a claim that was in flight is handed back.
  let halted = false;
  let timer: NodeJS.Timeout | undefined;
  let unregister: (() => void) | undefined;
  let filling: Promise<void> | undefined;
  let again = false;
  let lastPurge = 0;

  function lose(entry: Running, reason: string) {
    if (entry.gone) return;
    entry.gone = true;
    clearInterval(entry.heartbeat);
    entry.abort.abort(new Error(reason));
    logger.warn({ jobId: entry.job.id, kind: entry.job.kind }, reason);
  }

  async function write(entry: Running, set: SQL) {
    if ((await updateClaimed(db, entry, set)) === null)
      lose(entry, 'job lease lost: another worker took it over');
    return !entry.gone;
  }

  async function heartbeat(entry: Running) {
    if (entry.gone) return;
    try {
      if (!(await extendLease(db, entry, leaseMs)))
        lose(entry, 'job lease lost: another worker took it over');
    } catch (err) {
      logger.warn({ err, jobId: entry.job.id }, 'job lease could not be extended');
    }
  }

  async function finish(entry: Running, handler: Handler, status: 'succeeded' | 'failed', set: SQL) {
    clearInterval(entry.heartbeat);
    const payload = handler.forgetPayload ? sql`, payload = '{}'::jsonb` : sql``;
    await write(
      entry,
      sql`status = ${status}, ${set}${payload}, finished_at = clock_timestamp(), lease_token = NULL,
          locked_until = NULL`,
    );
  }

  async function execute(entry: Running) {
    const { job } = entry;
    const handler = handlers.get(job.kind)!;
    if (job.attempts > job.maxAttempts) {
      // Claimed again after its lease ran out once too often: whatever runs it keeps dying.
      const error = { message: 'The job was abandoned by its worker too many times.', code: 'abandoned' };
      await finish(entry, handler, 'failed', sql`error = ${JSON.stringify(error)}::jsonb`);
      logger.error({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed: abandoned');
      return;
    }
    let progressChain: Promise<unknown> = Promise.resolve();
    const progress = (value: unknown) => {
      // One at a time, in order: a later stage never lands before an earlier one.
      const written = progressChain.then(
        () =>
          !entry.gone &&
          write(
            entry,
            sql`progress = ${JSON.stringify(value ?? null)}::jsonb,
                locked_until = clock_timestamp() + ${millis(leaseMs)}`,
          ),
      );
      progressChain = written.catch(() => undefined);
      return written;
    };
    let outcome: { ok: true; value: unknown } | { ok: false; err: unknown };
    try {
      const value = await handler.run({
        id: job.id,
        kind: job.kind,
        owner: job.owner,
        payload: job.payload,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        signal: entry.abort.signal,
        progress,
      });
      outcome = { ok: true, value };
    } catch (err) {
      outcome = { ok: false, err };
    }
    await progressChain;
    if (entry.gone) return;
    if (outcome.ok) {
      await finish(
        entry,
        handler,
        'succeeded',
        sql`result = ${JSON.stringify(outcome.value ?? null)}::jsonb`,
      );
      return;
    }
    const { err } = outcome;
    const error = handler.describeError?.(err) ?? {
      message: err instanceof Error ? err.message : String(err),
      code: 'failed',
    };
    const errorSet = sql`error = ${JSON.stringify(error)}::jsonb`;
    const permanent = handler.isPermanent?.(err) ?? false;
    if (permanent || job.attempts >= job.maxAttempts) {
      await finish(entry, handler, 'failed', errorSet);
      if (!permanent) {
        logger.error(
          { err, jobId: job.id, kind: job.kind, attempts: job.attempts },
          'job failed, no attempt left',
        );
      }
      return;
    }
    const retry = handler.retry ?? DEFAULT_RETRY;
    const delay = Math.min(retry.baseMs * 2 ** (job.attempts - 1), retry.maxMs);
    clearInterval(entry.heartbeat);
    await write(
      entry,
      sql`status = 'queued', ${errorSet}, run_at = clock_timestamp() + ${millis(delay)}, lease_token = NULL,
          locked_until = NULL`,
    );
    logger.warn(
      { err, jobId: job.id, kind: job.kind, attempt: job.attempts, retryInMs: delay },
      'job will be retried',
    );
  }

  function launch(claim: Claim) {
    const entry: Running = { ...claim, abort: new AbortController(), gone: false, done: Promise.resolve() };
    entry.heartbeat = setInterval(() => void heartbeat(entry), Math.max(50, leaseMs / 3));
    entry.heartbeat.unref();
    running.set(entry.job.id, entry);
    entry.done = execute(entry)
      .catch((err) => logger.error({ err, jobId: entry.job.id }, 'job outcome could not be stored'))
      .finally(() => {
        clearInterval(entry.heartbeat);
        running.delete(entry.job.id);
        if (!stopped) void pass();
      });
  }

  async function fill() {
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      for (const h of handlers.values())
        await purgeFinishedJobs(db, queue, h.kind, h.keepFinishedMs ?? 7 * 24 * 3_600_000);
    }
    while (!stopped && running.size < concurrency) {
      const claim = await claimDueJob(db, queue, kinds, leaseMs);
      if (!claim) break;
      // Stopped while claiming: straight back to the queue; halted, its lease runs out as a crashed worker's would.
      if (stopped) {
        if (!halted) await handBackJob(db, claim);
      } else launch(claim);
    }
  }

  function pass(): Promise<void> {
    if (filling) {
      again = true;
      return filling;
    }
    filling = fill()
      .catch((err) => logger.warn({ err, queue }, 'jobs could not be claimed'))
      .finally(() => {
        filling = undefined;
        if (again && !stopped) {
          again = false;
          void pass();
        }
      });
    return filling;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void pass().finally(schedule), opts.pollMs ?? 500);
    timer.unref();
  }

  function quiet() {
    stopped = true;
    if (timer) clearTimeout(timer);
    unregister?.();
    unregister = undefined;
  }

  async function handBack(entry: Running) {
    if (entry.gone) return;
    entry.gone = true;
    clearInterval(entry.heartbeat);
    entry.abort.abort(new Error('the worker stopped'));
    await handBackJob(db, entry);
  }

  return {
    start() {
      if (!stopped || kinds.length === 0) return;
      stopped = false;
      halted = false;
      unregister = registerLocalWorker(queue, () => void pass());
      void pass();
      schedule();
    },
    async stop() {
      quiet();
      await filling;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        // A job it lost or was halted on is not waited for: it is not this worker's to finish.
        Promise.all([...running.values()].filter((r) => !r.gone).map((r) => r.done)),
        new Promise((resolve) => (timeout = setTimeout(resolve, opts.drainMs ?? 10_000))),
      ]);
      clearTimeout(timeout);
      await Promise.all(
        [...running.values()].map((r) =>
          handBack(r).catch((err) => logger.warn({ err, jobId: r.job.id }, 'job could not be handed back')),
        ),
      );
    },
    halt() {
      halted = true;
      quiet();
      for (const r of running.values()) {
        r.gone = true;
        clearInterval(r.heartbeat);
        r.abort.abort(new Error('the worker was halted'));
      }
    },
  };
}
