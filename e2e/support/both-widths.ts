import type { Page } from '@playwright/test';
import { expectAccessible } from './platform';
import { shot } from './screenshots';

/** The widths every screen is checked at: a desktop and a small phone. */
export const bothWidths = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
] as const;

/**
 * expectAccessible at 1280 and at 360 px, with a screenshot of each (`{name}-{width}`; only what is in view when
 * `include` scans a dialog); back at 1280 px afterwards.
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  label: string,
  { name = label, include }: { name?: string; include?: string } = {},
): Promise<void> {
  for (const viewport of bothWidths) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${label} at ${viewport.width} px`, include);
    await shot(page, `${name}-${viewport.width}`, include ? 'viewport' : undefined);
  }
  await page.setViewportSize(bothWidths[0]);
}
