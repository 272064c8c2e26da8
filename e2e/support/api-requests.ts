import type { Page, Request } from '@playwright/test';

/** How long no API request may be in flight before the page counts as settled. */
const QUIET_MS = 1_000;
const SETTLE_LIMIT_MS = 15_000;

/**
 * The API requests (`METHOD /api/path?query`) the page makes from the start of `action` until the UI is settled:
 * `action` done, `settled` (the expectations saying the UI shows the outcome) passed, and then no /api request in
 * flight for a second. Static files and the /ws socket are not counted.
 */
export async function apiRequestsDuring(
  page: Page,
  action: () => Promise<void>,
  settled: () => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const started = (request: Request) => {
    if (!isApi(request)) return;
    const url = new URL(request.url());
    seen.push(`${request.method()} ${url.pathname}${url.search}`);
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await settled();
    const until = Date.now() + SETTLE_LIMIT_MS;
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > until) throw new Error(`the page did not settle; requests: ${seen.join(', ')}`);
      await page.waitForTimeout(100);
    }
    return seen;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
