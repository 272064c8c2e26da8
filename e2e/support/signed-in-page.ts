import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { login } from './platform';

/**
 * A page of a browser context of its own (1280 px wide unless `width` says otherwise) on the platform at
 * `baseURL`, signed in as `who` through the Login tab. `page.context()` closes it.
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
  return page;
}
