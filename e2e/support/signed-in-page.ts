import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { login } from './platform';

/**
 * A page of a browser context of its own (1280 px wide unless `width` says otherwise) on the platform at
 * `baseURL`, signed in as `who` through the Login tab. `page.context()` closes it. An active educator's
 * once-per-browser approval notice (a toast, then a dialog over the page a second later; shell-access.spec.ts is
 * about it) is marked as already seen, so it never opens over the page a test is working on.
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  who: { username: string; password: string },
  { width = 1280, ...options }: BrowserContextOptions & { width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, ...options });
  const page = await context.newPage();
  await login(page, who);
  await page.evaluate(async () => {
    const user = (await (await fetch('/api/user', { credentials: 'include' })).json()) as { id?: number };
    if (user.id) localStorage.setItem(`approval_notification_shown_${user.id}`, 'true');
  });
  return page;
}
