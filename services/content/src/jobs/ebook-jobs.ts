import type { AccountLanguage, EbookFromLinkAnswer, EbookJob, Identity } from '@canopy/contracts';
import { contentAiMessages, ebookGenerationStages } from '@canopy/contracts';
import { HttpError, type Clock, type JobHandler, type JobQueue, type JobRecord } from '@canopy/service-kit';
import type { EbookFromLinkInput } from '../use-cases/ebook-from-link';

type Stage = (typeof ebookGenerationStages)[number];

/** What a running generation calls as it enters each real stage; resolves once every instance can read it. */
export type StageReporter = (stage: Stage) => Promise<void>;

/** The job's kind in the service's queue (`kit_jobs`). */
export const EBOOK_JOB_KIND = 'ebook.from_link';

/**
 * Who asked (their identity when they asked: the generation runs as them), what for, and the language the request
 * was in (the draft's own headings are worded in it; jobs queued before it was kept have none: English).
 */
interface EbookJobPayload {
  actor: Identity;
  input: EbookFromLinkInput;
  language?: AccountLanguage;
}
interface EbookJobProgress {
  stage: Stage;
  completedStages: Stage[];
}
type EbookJobRecord = JobRecord<EbookJobPayload, EbookFromLinkAnswer, EbookJobProgress>;

/** A job is kept this long after its last change, then looks missing (and is deleted soon after). */
export const EBOOK_JOB_TTL_MS = 30 * 60_000;
/** Attempts of one generation: a worker that died took one, a failure that is not a refusal another. */
const MAX_ATTEMPTS = 3;
/** How often a watcher reads the row, for changes made by another instance's worker. */
const WATCH_POLL_MS = 250;

export interface EbookJobs {
  /** Queues a generation for `actor`, worded in `language`; the job id. Any instance's worker runs it. */
  start(actor: Identity, input: EbookFromLinkInput, language: AccountLanguage): Promise<string>;
  /** The job if it exists and belongs to `ownerId`, else null (someone else's looks missing). */
  get(ownerId: number, jobId: string): Promise<EbookJob | null>;
  /** How many of the owner's jobs are queued or running. */
  running(ownerId: number): Promise<number>;
  /**
   * Calls `listener` with the job now and after every change, if it exists and is `ownerId`'s; null otherwise.
   * Changes made by this instance's worker arrive one by one; another instance's are read every 250 ms (quick
   * stages in between may then arrive merged). Answers the function that stops listening.
   */
  watch(ownerId: number, jobId: string, listener: (job: EbookJob) => void): Promise<(() => void) | null>;
}

const progressAt = (stage: Stage): EbookJobProgress => ({
  stage,
  completedStages: ebookGenerationStages.slice(0, ebookGenerationStages.indexOf(stage)),
});

/** The row as the studio sees it: a job waiting for a worker (or for a retry) is running, at its last stage. */
function view(job: EbookJobRecord): EbookJob {
  const progress = job.progress ?? progressAt(ebookGenerationStages[0]);
  return {
    jobId: job.id,
    status: job.status === 'succeeded' || job.status === 'failed' ? job.status : 'running',
    stage: progress.stage,
    completedStages: job.status === 'succeeded' ? [...ebookGenerationStages] : [...progress.completedStages],
    result: job.status === 'succeeded' ? job.result : null,
    error: job.status === 'failed' ? job.error : null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/**
 * Generation jobs kept in the service's database (`kit_jobs`), so every instance answers for every job and a
 * job outlives the instance that started it (its lease runs out and another instance's worker runs it again).
 */
export function createEbookJobs(opts: { queue: JobQueue; clock: Clock }): EbookJobs {
  const { queue } = opts;
  const mine = (ownerId: number, job: EbookJobRecord | null): job is EbookJobRecord =>
    job !== null &&
    job.kind === EBOOK_JOB_KIND &&
    job.owner === String(ownerId) &&
    opts.clock().getTime() - job.updatedAt.getTime() < EBOOK_JOB_TTL_MS;
  const read = async (ownerId: number, jobId: string) => {
    const job = await queue.get<EbookJobPayload, EbookFromLinkAnswer, EbookJobProgress>(jobId);
    return mine(ownerId, job) ? job : null;
  };

  return {
    start: (actor, input, language) =>
      queue.enqueue(EBOOK_JOB_KIND, { actor, input, language } satisfies EbookJobPayload, {
        owner: actor.id,
        maxAttempts: MAX_ATTEMPTS,
      }),
    async get(ownerId, jobId) {
      const job = await read(ownerId, jobId);
      return job ? view(job) : null;
    },
    running: (ownerId) => queue.countActive(EBOOK_JOB_KIND, ownerId),
    async watch(ownerId, jobId, listener) {
      const first = await read(ownerId, jobId);
      if (!first) return null;
      let revision = -1;
      let shown = '';
      // States come from two sources (this instance's worker, and reads of the row): only a newer revision of
      // the row counts, and only a change the studio can see is passed on.
      const offer = (job: EbookJobRecord) => {
        if (job.revision <= revision) return;
        revision = job.revision;
        const next = view(job);
        const key = JSON.stringify([next.status, next.stage, next.completedStages]);
        if (key === shown) return;
        shown = key;
        listener(next);
      };
      const stopLocal = queue.watch(jobId, (job) => offer(job as EbookJobRecord));
      const timer = setInterval(() => {
        void read(ownerId, jobId).then(
          (job) => job && offer(job),
          () => undefined,
        );
      }, WATCH_POLL_MS);
      timer.unref();
      offer(first);
      return () => {
        stopLocal();
        clearInterval(timer);
      };
    },
  };
}

/**
 * The worker's side: runs `generate` as the job's owner, reporting each stage into the row. A refusal (an
 * HttpError: a bad link, an unreadable page) fails the job at once with its words; anything else is tried again,
 * up to three attempts, and then reported with the link failure's words.
 */
export function ebookJobHandler(
  generate: (
    actor: Identity,
    input: EbookFromLinkInput,
    report: StageReporter,
    language: AccountLanguage,
  ) => Promise<EbookFromLinkAnswer>,
): JobHandler<EbookJobPayload, EbookFromLinkAnswer, EbookJobProgress> {
  return {
    kind: EBOOK_JOB_KIND,
    run: (job) =>
      generate(
        job.payload.actor,
        job.payload.input,
        async (stage) => {
          await job.progress(progressAt(stage));
        },
        job.payload.language ?? 'en',
      ),
    isPermanent: (err) => err instanceof HttpError,
    describeError: (err) =>
      err instanceof HttpError
        ? { message: err.message, code: err.code }
        : { message: contentAiMessages.linkFailed, code: 'internal' },
    retry: { baseMs: 2_000, maxMs: 30_000 },
    keepFinishedMs: EBOOK_JOB_TTL_MS,
  };
}
