import { expect, type Page } from '@playwright/test';

/**
 * After Space has picked a sortable item up: resolves once dnd-kit's keyboard sensor listens for the arrow keys.
 * It starts listening in a timer set at the pick-up (`KeyboardSensor.attach` in @dnd-kit/core), and on a busy
 * machine Chromium may deliver the next key before that timer has run: the key is lost (CI, 2 December: the list
 * had announced the pick-up, and an ArrowUp never moved the module). A timer set now runs after that one.
 */
async function sortableListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Moves the focused sortable item `name` from position `from` to `to` (of `total`) with the keyboard, as a
 * screen-reader user does: Space, arrow keys, Space. Each key waits for what the list announces after the one
 * before: a key pressed before the list has taken the last one in is lost (CI, 2 December: one ArrowUp of two
 * moved the module).
 */
export async function dragWithKeyboard(
  page: Page,
  name: string,
  { from, to, total }: { from: number; to: number; total: number },
): Promise<void> {
  const heard = (position: number) =>
    expect(
      page.getByRole('status').filter({ hasText: `${name} is over position ${position} of ${total}.` }),
    ).toBeAttached();
  await page.keyboard.press('Space');
  await heard(from);
  await sortableListening(page);
  const step = to < from ? -1 : 1;
  for (let position = from + step; position !== to + step; position += step) {
    await page.keyboard.press(step < 0 ? 'ArrowUp' : 'ArrowDown');
    await heard(position);
  }
  await page.keyboard.press('Space');
}
