/**
 * Public pages hold still while they load, in a browser that shows scrollbars (headless Chromium hides them unless
 * told otherwise). A page that grows past the screen after its first paint brings in the scrollbar and moves
 * everything sideways; with a footer pushed out of view in the same frame, Chrome scored /auth's shift 0.87.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { accounts, login } from './support/platform';

const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
    },
    { scope: 'worker' },
  ],
});

// Lighthouse's desktop screen, and the benchmark's target for a page's layout shift (bench/README.md, `pages`).
test.use({ viewport: { width: 1350, height: 940 } });
const MOST = 0.05;

/** Records every layout shift from the page's start, with what moved, for the failure message. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => (s.node as Element | null)?.tagName ?? '(gone)');
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsOf(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  // What loads beside the page (the About tab's lower sections, the language switcher) has arrived by now.
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

for (const path of [
  '/auth',
  '/auth?tab=login',
  '/auth?tab=register',
  '/courses',
  '/forum',
  '/spiritual-community',
]) {
  test(`${path} holds still while it loads, scrollbar included`, async ({ page }) => {
    await watchShifts(page);
    const { total, shifts } = await shiftsOf(page, path);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MOST);
  });
}

test('a course page and the signed-in home hold still while they load', async ({ page }) => {
  await watchShifts(page);
  const course = await shiftsOf(page, '/courses/1');
  expect(course.total, JSON.stringify(course.shifts)).toBeLessThanOrEqual(MOST);
  await login(page, accounts.student);
  const home = await shiftsOf(page, '/');
  expect(home.total, JSON.stringify(home.shifts)).toBeLessThanOrEqual(MOST);
});
