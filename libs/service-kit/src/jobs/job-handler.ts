import type { JobError } from './job-queue';

/** A claimed job, as its handler sees it. */
export interface RunningJob<TPayload = unknown, TProgress = unknown> {
  id: string;
  kind: string;
  owner: string | null;
  payload: TPayload;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the lease is lost (another worker took the job over) or the worker stops without finishing it. */
  signal: AbortSignal;
  /** Stores progress in the row (every instance reads it) and extends the lease; false once the lease is lost. */
  progress(value: TProgress): Promise<boolean>;
}

export interface JobHandler<TPayload = never, TResult = unknown, TProgress = never> {
  kind: string;
  /** Its answer is stored as the job's result. A throw is retried with backoff until the job's attempts run out. */
  run(job: RunningJob<TPayload, TProgress>): Promise<TResult>;
  /** A failure that no retry can mend (a refusal rather than a hiccup): the job fails at once. */
  isPermanent?(err: unknown): boolean;
  /** What the row keeps of a failure; default: the error's message, code `failed`. */
  describeError?(err: unknown): JobError;
  /** Delay before retry n: `baseMs` doubled per attempt, at most `maxMs` (default 1 s doubling to 5 min). */
  retry?: { baseMs: number; maxMs: number };
  /** Finished jobs of this kind are deleted this long after they finished (default 7 days). */
  keepFinishedMs?: number;
  /** Empties the payload once the job finished (a mail's text with a one-time link should not stay behind). */
  forgetPayload?: boolean;
}
