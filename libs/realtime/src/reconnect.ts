/** Spec 001 sections 7 and 9: first retry after 1 s, doubling per attempt, capped at 10 s, at most 3 retries. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 10_000;
export const MAX_RECONNECT_ATTEMPTS = 3;

/** The wait before retry number `attempt` (0 = the first retry): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
}
