/**
 * A service's refusal on a Spanish page (issue 33, docs/I18N.md "API errors"): the API answers in English, the page
 * shows the sentence's Spanish from the `messages` catalogues — here the course service's refusal of a file that
 * is not a Common Cartridge package, translated in the shell's catalogue, on the studio's import page. On a platform
 * of the test's own, so the demo educator's Spanish touches no other test.
 *
 * E2E_SCREENSHOT_DIR: where to save a screenshot of the refusal for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts } from './support/platform';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

let platform: OwnPlatform;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
});

test.afterAll(async () => {
  await platform?.stop();
});

test("an educator's refused import says why in Spanish", async ({ browser }) => {
  const page = await signedInPage(browser, platform.url, accounts.educator);
  await page.evaluate(() => localStorage.setItem('canopy.language', 'es'));
  await page.goto('/educator/courses/import');
  await expect(page.getByRole('button', { name: 'Importar curso' })).toBeVisible();

  await page.getByLabel('Archivo Common Cartridge').setInputFiles({
    name: 'notes.imscc',
    mimeType: 'application/zip',
    buffer: Buffer.from('just some notes'),
  });
  await page.getByLabel('Categoría').selectOption({ label: 'Jardinería' });
  const answered = page.waitForResponse(
    (r) => r.url().includes('/import') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Importar curso' }).click();
  // The API still says it in English, word for word.
  const body = (await (await answered).json()) as { message: string };
  expect(body.message).toBe('The file is not a Common Cartridge package: a .imscc file is a zip archive.');
  await expect(page.getByRole('alert').filter({ hasText: 'El paquete no se importó' })).toContainText(
    'El archivo no es un paquete Common Cartridge: un archivo .imscc es un archivo zip.',
  );
  await shot(page, 'api-refusal-spanish-1280');
  await page.context().close();
});
