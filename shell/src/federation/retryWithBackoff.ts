/** Waits before the automatic retries of a remote: long enough for a redeploy's files to land, short for people. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500];

export interface RetryOptions {
  /** One delay per retry (so its length is the number of retries). */
  delaysMs?: readonly number[];
  /** Only these errors are worth another attempt; others fail at once. */
  shouldRetry?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task(attempt)` until it succeeds, retrying a bounded number of times with growing waits. */
export async function retryWithBackoff<T>(
  task: (attempt: number) => Promise<T>,
  { delaysMs = RETRY_DELAYS_MS, shouldRetry = () => true, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !shouldRetry(error)) throw error;
      await sleep(delay);
    }
  }
}
