import { expect, type Page } from '@playwright/test';
import { scanWithAxe } from './axe-scan';

const PARTS = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="tabpanel"]';

/**
 * Starts recording, in the page, every state of the document in which a dialog, menu or tab panel is present
 * without an accessible name (an aria-label, or an aria-labelledby naming an element with text or a label). A MutationObserver
 * sees each change as React commits it, before it is painted: a part that appears first and gets its title a
 * moment later (a lazily loaded piece arriving after the rest) is caught. Returns what it recorded.
 */
export async function watchForUnnamedParts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const seen: string[] = [];
    (window as unknown as { __unnamedParts: string[] }).__unnamedParts = seen;
    const named = (el: Element) => {
      if (el.getAttribute('aria-label')?.trim()) return true;
      const ids = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      // The naming element's text, or its own label (a menu is named by its trigger, often an icon button).
      return ids.some((id) => {
        const by = document.getElementById(id);
        return by?.textContent?.trim() || by?.getAttribute('aria-label')?.trim();
      });
    };
    new MutationObserver(() => {
      for (const el of document.querySelectorAll(selector)) {
        if (!named(el)) seen.push(`${el.getAttribute('role')}: ${el.outerHTML.slice(0, 160)}`);
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  }, PARTS);
  return () => page.evaluate(() => (window as unknown as { __unnamedParts: string[] }).__unnamedParts);
}

/**
 * axe on a dialog (menu, panel) the moment it is in the document, without waiting for it to settle: it must be
 * whole from its first frame. Colour contrast is left to the settled scan (a colour read mid-fade is not the
 * colour people read).
 */
export async function expectWholeWhenOpened(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'attached' });
  const { violations } = await scanWithAxe(page, {
    include: selector,
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${selector} the moment it opened`,
  ).toEqual([]);
}
