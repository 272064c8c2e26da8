import type { Page } from '@playwright/test';

/**
 * After Space has picked a sortable item up: resolves once dnd-kit's keyboard sensor listens for the arrow keys.
 * It starts listening in a timer set at the pick-up (`KeyboardSensor.attach` in @dnd-kit/core), and on a busy
 * machine Chromium may deliver the next key before that timer has run: the key is lost (CI, 2 December: the list
 * had announced the pick-up, and an ArrowUp never moved the module). A timer set now runs after that one.
 */
export async function sortableListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
