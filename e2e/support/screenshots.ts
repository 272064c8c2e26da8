import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Saves a screenshot named `name` for a human look when E2E_SCREENSHOT_DIR is set (nothing otherwise): the whole
 * page, only what is in view (`'viewport'`), or one part of it.
 */
export async function shot(page: Page, name: string, part?: Locator | 'viewport'): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  const file = path.join(dir, `${name}.png`);
  if (part === 'viewport') await page.screenshot({ path: file });
  else if (part) await part.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
}
