import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import {
  contentAiMessages,
  ebookGenerationStages,
  type EbookFromLink,
  type EbookFromLinkAnswer,
  type EbookJob,
} from '@canopy/contracts';

/** What the builder's progress steps show: the server job's real stage and the stages it has finished. */
export interface GenerationProgress {
  status: EbookJob['status'];
  stage: EbookJob['stage'];
  completedStages: EbookJob['completedStages'];
}

export type GenerationOutcome =
  { ok: true; result: EbookFromLinkAnswer } | { ok: false; message: string; code: string };

/** How often the job is read while it runs (the server changes stage as the work really advances). */
export const JOB_POLL_MS = 400;
/** The steps stay on screen this long after the job has finished (spec section 9: reset after 3 s). */
export const PROGRESS_CLEAR_MS = 3_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * "Generate from link": starts a generation job on the content service and follows it (`GET .../jobs/{id}`)
 * until it succeeds or fails, exposing its stages as they really advance. Unmounting stops following it.
 */
export function useEbookGeneration() {
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(clearTimer.current);
    },
    [],
  );

  const generate = useCallback(async (input: EbookFromLink): Promise<GenerationOutcome | null> => {
    controller.current?.abort();
    clearTimeout(clearTimer.current);
    const own = new AbortController();
    controller.current = own;
    const { signal } = own;
    // The job's first stage (the contract's name, translated where it is shown) until the server tells its own.
    setProgress({ status: 'running', stage: ebookGenerationStages[0], completedStages: [] });
    const finish = (outcome: GenerationOutcome) => {
      clearTimer.current = setTimeout(() => setProgress(null), PROGRESS_CLEAR_MS);
      return outcome;
    };
    try {
      const { jobId } = await apiRequest<{ jobId: string }>(
        'POST',
        '/api/generate-ebook-from-link/jobs',
        input,
        { signal },
      );
      for (;;) {
        const job = await apiRequest<EbookJob>(
          'GET',
          `/api/generate-ebook-from-link/jobs/${encodeURIComponent(jobId)}`,
          undefined,
          { signal },
        );
        if (signal.aborted) return null;
        setProgress({ status: job.status, stage: job.stage, completedStages: job.completedStages });
        if (job.status === 'succeeded' && job.result) return finish({ ok: true, result: job.result });
        if (job.status === 'failed') {
          return finish({
            ok: false,
            message: job.error?.message ?? contentAiMessages.linkFailed,
            code: job.error?.code ?? 'internal',
          });
        }
        await sleep(JOB_POLL_MS, signal);
        if (signal.aborted) return null;
      }
    } catch (error) {
      if (signal.aborted) return null;
      setProgress((p) => (p ? { ...p, status: 'failed' } : p));
      return finish({
        ok: false,
        message: errorMessage(error, contentAiMessages.linkFailed),
        code: 'request_failed',
      });
    }
  }, []);

  return { progress, generate, running: progress?.status === 'running' };
}
