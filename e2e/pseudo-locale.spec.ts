/**
 * Right to left and longer texts (issue 33, docs/I18N.md "Layout"): key pages in the check-only pseudo-locale
 * `en-XA` (English accented and ~40% longer, `<html dir="rtl">`, chosen by storing it as the browser's language) at
 * 1280 px and 360 px. Nothing may make the page wider than the window, and the text containers must be mirrored: they
 * run right to left, none is pinned to the physical left (`text-align: left`), and the page's heading starts at
 * its right edge.
 */
import { expect, test, type Page } from '@playwright/test';
import { accounts, expectRemoteDeployed } from './support/platform';
import { signInPage } from './support/signed-in-page';
import { shot } from './support/screenshots';

const PSEUDO = 'en-XA';

async function usePseudoLocale(page: Page) {
  await page.evaluate((language) => localStorage.setItem('canopy.language', language), PSEUDO);
}

/** Waits until the page is drawn in the pseudo-locale (i18next loaded, texts bracketed) with its heading. */
async function expectPseudoPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // i18next writes the pseudo-locale: some text of the shell's header or footer is already accented.
  await expect(page.locator('body')).toContainText(/\[[^\]]*[áéíóú]/);
}

/** The page is no wider than the window; names where the overflow starts when it is. */
async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      const p = el.parentElement?.getBoundingClientRect();
      if (!p || r.width === 0) continue;
      // Only where the overflow starts: the element sticks out on either side while its parent does not.
      const out = r.right > width + 0.5 || r.left < -0.5;
      const parentOut = p.right > width + 0.5 || p.left < -0.5;
      if (out && !parentOut)
        found.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} [${Math.round(r.left)}, ${Math.round(r.right)}]`,
        );
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      culprits: found.slice(0, 8),
    };
  });
  expect
    .soft(scrollWidth, `${label}: wider than the window; ${culprits.join('; ')}`)
    .toBeLessThanOrEqual(innerWidth);
}

/** Headings, paragraphs, list items, labels and table cells of the main content run right to left and mirror. */
async function expectMirrored(page: Page, label: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const containers = Array.from(
      document.querySelectorAll('main h1, main h2, main h3, main p, main li, main label, main td, main th'),
    ).filter((el) => (el as HTMLElement).offsetParent !== null && el.textContent?.trim());
    for (const el of containers) {
      const style = getComputedStyle(el);
      const name = `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 30)}"`;
      if (style.direction !== 'rtl') found.push(`${name}: direction ${style.direction}`);
      if (style.textAlign === 'left') found.push(`${name}: text-align left`);
    }
    // The first heading's text starts at the heading's right edge (or is centred), as right-to-left text does.
    const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
    if (h1 && getComputedStyle(h1).textAlign !== 'center') {
      const range = document.createRange();
      range.selectNodeContents(h1);
      const text = range.getBoundingClientRect();
      const box = h1.getBoundingClientRect();
      const padding =
        parseFloat(getComputedStyle(h1).paddingRight) + parseFloat(getComputedStyle(h1).borderRightWidth);
      if (text.width < box.width - padding - 4 && Math.abs(box.right - padding - text.right) > 4)
        found.push(`h1 "${h1.textContent?.slice(0, 30)}": its text does not start at the right edge`);
    }
    return found.slice(0, 10);
  });
  expect.soft(problems, `${label}: not mirrored`).toEqual([]);
}

async function checkPage(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expectPseudoPage(page);
  await expectNoHorizontalOverflow(page, `${path} at ${width} px`);
  await expectMirrored(page, `${path} at ${width} px`);
  await shot(page, `pseudo${path.replace(/\//g, '_')}-${width}`, 'viewport');
}

test.describe.configure({ timeout: 240_000 });

test('/auth in the pseudo-locale at 1280 px: no horizontal overflow, mirrored', async ({ page }) => {
  await page.goto('/auth');
  await usePseudoLocale(page);
  await checkPage(page, '/auth', 1280);
});

test('catalogue, a course page and the forum in the pseudo-locale at 1280 px: no overflow, mirrored', async ({
  page,
  request,
}) => {
  await expectRemoteDeployed(request, 'learn');
  await expectRemoteDeployed(request, 'forum');
  await signInPage(page, accounts.student);
  await page.goto('/api/user'); // a document of the platform's origin, for its localStorage
  await usePseudoLocale(page);
  for (const path of ['/courses', '/courses/1', '/forum']) await checkPage(page, path, 1280);
});

// At 360 px the ~40% longer words once overflowed /auth (the hero's longest word, the educator panel and its button)
// and every page's footer (grid columns as wide as their longest word); fixed with minmax(0, …) columns and
// overflow-wrap.
test('/auth and the catalogue in the pseudo-locale at 360 px: no horizontal overflow', async ({ page }) => {
  await signInPage(page, accounts.student);
  await page.goto('/api/user');
  await usePseudoLocale(page);
  for (const path of ['/courses', '/courses/1', '/forum']) await checkPage(page, path, 360);
  await page.context().clearCookies();
  await checkPage(page, '/auth', 360);
});

// The studio's and the administration's screens at 360 px (issue 33): their tab lists, page headers and cards
// hold the longest labels. Their tables scroll inside their own frame, which is not the page growing wider.
test('a studio and an admin screen in the pseudo-locale at 360 px: no horizontal overflow', async ({
  page,
  request,
}) => {
  await expectRemoteDeployed(request, 'studio');
  await expectRemoteDeployed(request, 'admin');
  await signInPage(page, accounts.educator);
  await page.goto('/api/user');
  await usePseudoLocale(page);
  for (const path of ['/educator', '/ebook-builder']) await checkPage(page, path, 360);
  await page.context().clearCookies();
  await signInPage(page, accounts.admin);
  await usePseudoLocale(page);
  await checkPage(page, '/admin', 360);
});
