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
 * else a promise of it. Whatever the server answered is the caller's answer, as if it had asked itself: a 404 is
 * the page's "not found", a 5xx goes through the caller's usual retry (which asks anew). A request that got no
 * answer (the network, its time-out) holds undefined, and the caller asks the usual way, with its retries.
 */
export function earlyAnswer(path: string): Promise<Response | undefined> | undefined {
  return source?.(path)?.catch(() => undefined);
}
