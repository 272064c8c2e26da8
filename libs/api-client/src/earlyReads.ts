/**
 * GET reads a page sent before its code ran (the shell sends a page's first reads as main.js starts), handed to the
 * first request for the same path instead of asking again. The shell names where they are kept (`joinEarlyReads`);
 * every front end's reads go through this one request layer (a shared singleton), so a remote's own query
 * functions join them too, with no code of their own.
 */
export type EarlyReadSource = (path: string) => Promise<Response> | undefined;

let source: EarlyReadSource | undefined;

/** Where early reads are taken from (the shell's `takeEarlyRequest`); undefined to stop joining them. */
export function joinEarlyReads(take: EarlyReadSource | undefined): void {
  source = take;
}

/**
 * The early answer for `path`: undefined at once when none was sent (the caller goes on without waiting a tick),
 * else a promise of it that holds undefined when it failed, and the caller asks the usual way, with the usual
 * retries, as if nothing had been sent. A failed early answer's body is released unread.
 */
export function earlyAnswer(path: string): Promise<Response | undefined> | undefined {
  const early = source?.(path);
  if (!early) return undefined;
  return early.then(
    async (response) => {
      if (response.ok) return response;
      await response.body?.cancel().catch(() => undefined);
      return undefined;
    },
    () => undefined,
  );
}
