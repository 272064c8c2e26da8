import { randomUUID } from 'node:crypto';
import type { EbookFromLinkAnswer, EbookJob } from '@canopy/contracts';
import { ebookGenerationStages } from '@canopy/contracts';
import type { Clock } from '@canopy/service-kit';

type Stage = (typeof ebookGenerationStages)[number];

/** What a running generation calls as it enters each real stage. */
export type StageReporter = (stage: Stage) => void;

export interface EbookJobs {
  /** Starts `run` in the background for `ownerId`; the job id at once. */
  start(
    ownerId: number,
    run: (report: StageReporter) => Promise<EbookFromLinkAnswer>,
    describeError: (err: unknown) => { message: string; code: string },
  ): string;
  /** The job if it exists and belongs to `ownerId`, else null (someone else's looks missing). */
  get(ownerId: number, jobId: string): EbookJob | null;
  /** How many of the owner's jobs are still running. */
  running(ownerId: number): number;
  /**
   * Calls `listener` with the job now and after every change, if it exists and is `ownerId`'s; null otherwise.
   * Answers the function that stops listening.
   */
  watch(ownerId: number, jobId: string, listener: (job: EbookJob) => void): (() => void) | null;
}

interface Entry {
  ownerId: number;
  job: EbookJob;
  expires: number;
  listeners: Set<(job: EbookJob) => void>;
}

export interface EbookJobsOptions {
  clock: Clock;
  /** How long a job is kept after its last change. */
  ttlMs?: number;
  /** At most this many jobs are kept; the oldest go first. */
  maxJobs?: number;
}

/**
 * Generation jobs kept in this process's memory, bounded in number and time. A restart loses them (running ones
 * included): the browser then gets 404 for the job and can start again.
 */
export function createEbookJobs(opts: EbookJobsOptions): EbookJobs {
  const ttlMs = opts.ttlMs ?? 30 * 60_000;
  const maxJobs = opts.maxJobs ?? 500;
  const entries = new Map<string, Entry>();
  const now = () => opts.clock();

  function sweep() {
    const t = now().getTime();
    for (const [id, e] of entries) if (e.expires <= t) entries.delete(id);
    while (entries.size >= maxJobs) entries.delete(entries.keys().next().value as string);
  }

  function update(entry: Entry, change: Partial<EbookJob>) {
    const at = now();
    entry.job = { ...entry.job, ...change, updatedAt: at.toISOString() };
    entry.expires = at.getTime() + ttlMs;
    for (const listener of entry.listeners) listener(entry.job);
  }

  function find(ownerId: number, jobId: string): Entry | null {
    const entry = entries.get(jobId);
    if (!entry || entry.ownerId !== ownerId || entry.expires <= now().getTime()) return null;
    return entry;
  }

  return {
    start(ownerId, run, describeError) {
      sweep();
      const at = now();
      const jobId = randomUUID();
      const entry: Entry = {
        ownerId,
        listeners: new Set(),
        expires: at.getTime() + ttlMs,
        job: {
          jobId,
          status: 'running',
          stage: ebookGenerationStages[0],
          completedStages: [],
          result: null,
          error: null,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        },
      };
      entries.set(jobId, entry);
      const report: StageReporter = (stage) => {
        const index = ebookGenerationStages.indexOf(stage);
        update(entry, { stage, completedStages: ebookGenerationStages.slice(0, index) });
      };
      // Started on the next turn so the caller has the id before the first stage is reported.
      setImmediate(() => {
        run(report).then(
          (result) =>
            update(entry, { status: 'succeeded', completedStages: [...ebookGenerationStages], result }),
          (err: unknown) => update(entry, { status: 'failed', error: describeError(err) }),
        );
      });
      return jobId;
    },
    get(ownerId, jobId) {
      return find(ownerId, jobId)?.job ?? null;
    },
    watch(ownerId, jobId, listener) {
      const entry = find(ownerId, jobId);
      if (!entry) return null;
      entry.listeners.add(listener);
      listener(entry.job);
      return () => entry.listeners.delete(listener);
    },
    running(ownerId) {
      let n = 0;
      for (const e of entries.values()) if (e.ownerId === ownerId && e.job.status === 'running') n++;
      return n;
    },
  };
}
