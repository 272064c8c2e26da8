import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { signInThrough } from './api-helpers';

/**
 * A page of a browser context of its own (1280 px wide unless `width` says otherwise) on the platform at
 * `baseURL`, signed in as `who`, open on a document of the platform's origin (so that a test may set its
 * localStorage, a language say, before its first page). `page.context()` closes it. An active educator's
 * once-per-browser approval notice (a toast, then a dialog over the page a second later; shell-access.spec.ts is
 * about it) is marked as already seen, so it never opens over the page a test is working on.
 *
 * The session comes from the sign-in call the Login tab makes, through the context's own cookie jar: going
 * through the form, and then the home page it leads to, cost two whole page loads for every signed-in page of the
 * browser tests. The Login tab itself is tested in shell-auth.spec.ts.
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  who: { username: string; password: string },
  { width = 1280, ...options }: BrowserContextOptions & { width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, ...options });
  const page = await context.newPage();
  await signInPage(page, who);
  // A JSON answer of the platform's, not a page of the app: the cheapest document of this origin.
  await page.goto('/api/user');
  return page;
}

/**
 * Signs `page`'s browser context in as `who` through the sign-in call the Login tab makes (the form has its own
 * tests in shell-auth.spec.ts), and marks the active educator's once-per-browser approval notice as seen on every
 * document the page opens from now on (shell-access.spec.ts is about the notice): it would otherwise open over the
 * first page the test works on. Returns the signed-in user.
 */
export async function signInPage(
  page: Page,
  who: { username: string; password: string },
): Promise<{ id: number }> {
  const user = await signInThrough(page.request, who);
  await page.addInitScript((key) => {
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // A document without storage of its own (about:blank): the platform's pages have it.
    }
  }, `approval_notification_shown_${user.id}`);
  return user;
}
