import type { Page, Request } from '@playwright/test';

/**
 * Holds the browser's requests to `url` (those `which` picks) until `release` is called, then lets them through:
 * to see what a page does while an answer or a file is on its way. `asked()` says whether one has come.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  which: (request: Request) => boolean = () => true,
): Promise<{ release: () => void; asked: () => boolean }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    if (which(route.request())) {
      asked = true;
      await held;
    }
    await route.continue();
  });
  return { release, asked: () => asked };
}
