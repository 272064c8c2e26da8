/**
 * The studio's assistant and its ebook pages as people meet them, on a platform of the test's own (the built
 * launcher: the gateway, the services, the shell and the studio remote) whose content service talks to a stand-in
 * OpenAI-compatible endpoint (OPENAI_BASE_URL).
 *
 * An educator chats with the stand-in assistant in auto and express (the answer streamed in: the first words on
 * screen while the rest is held, nothing sent meanwhile; each mode keeps its conversation, also after a reload) and
 * finds the Ebook tab's links. With a Spanish browser the panel is in Spanish and the model is asked to answer in
 * Spanish (the request's Accept-Language). Visitors and students see what the ebook pages are for. axe-core on
 * /ebook-builder, /ebook-library and /educator (both tabs) at 1280 and 360 px. Drafting an ebook from a link:
 * ebook-journey.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, run } from './support/platform';
import { signInPage } from './support/signed-in-page';
import { modeOf, startAiStandIn } from './support/stand-in-servers';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

let platform: OwnPlatform;
let ai: Awaited<ReturnType<typeof startAiStandIn>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  ai = await startAiStandIn();
  platform = await startOwnPlatform({
    OPENAI_API_KEY: 'sk-stand-in',
    OPENAI_BASE_URL: ai.base,
    OPENAI_MODEL: 'stand-in-model',
  });
});

test.afterAll(async () => {
  await platform?.stop();
  await ai?.close();
});

test('an educator chats with the assistant in two modes, the answer streamed in', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, platform.url, accounts.educator);
  await page.goto('/educator?tab=ai-gpt');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'AI GPT', selected: true })).toBeVisible();

  const box = page.getByRole('textbox', { name: /Message/ });
  const send = page.getByRole('button', { name: 'Send message' });
  const log = page.getByRole('log');
  const before = ai.chats.length;

  await test.step('auto: Shift+Enter adds a line, Enter sends, the reply streams in', async () => {
    await box.fill('How do heat pumps work?');
    await box.press('Shift+Enter');
    await box.pressSequentially('Keep it short.');
    await expect(box).toHaveValue('How do heat pumps work?\nKeep it short.');
    ai.behave('hold');
    await box.press('Enter');
    // The first words are on screen while the rest is held back; nothing more can be sent meanwhile.
    await expect(log).toContainText('Auto reply:');
    await expect(log).not.toContainText('Plant a tree.');
    await box.fill('A second question');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    ai.release();
    await expect(log).toContainText('Plant a tree.');
    await shot(page, 'educator-ai-gpt-1280');
    expect(ai.chats.slice(before).map(modeOf)).toEqual(['auto']);
    await box.fill('');
  });

  await test.step('express: its own conversation, and auto keeps its own', async () => {
    await page.getByRole('button', { name: 'Express', pressed: false }).click();
    await expect(log).toContainText('Express mode');
    await expect(log).not.toContainText('Auto reply:');
    await box.fill('Name one renewable.');
    await box.press('Enter');
    await expect(log).toContainText('Express reply: Name one renewable. Plant a tree.');
    expect(ai.chats.slice(before).map(modeOf)).toEqual(['auto', 'express']);
    await page.getByRole('button', { name: 'Auto', pressed: false }).click();
    await expect(log).toContainText('How do heat pumps work?');
    await expect(log).not.toContainText('Express reply:');
  });

  await test.step('the conversations are kept: a new visit loads them per mode', async () => {
    await page.reload();
    await expect(page.getByRole('log')).toContainText('Auto reply: How do heat pumps work?');
  });

  await test.step('the Ebook tab links to the library and the builder', async () => {
    await page.getByRole('tab', { name: 'Ebook' }).click();
    await expect(page).toHaveURL(/\/educator\?tab=ebook$/);
    await expect(page.getByRole('link', { name: 'View My Library' })).toHaveAttribute(
      'href',
      '/ebook-library',
    );
    await expect(page.getByRole('link', { name: 'Create New Ebook' })).toHaveAttribute(
      'href',
      '/ebook-builder',
    );
  });
  await page.context().close();
});

test('an educator whose browser speaks Spanish gets the panel in Spanish and the model asked for Spanish', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // No account language is stored for the demo educator: the browser's choice and its Accept-Language count.
  const page = await signedInPage(browser, platform.url, accounts.educator);
  await page.context().setExtraHTTPHeaders({ 'Accept-Language': 'es-ES,es;q=0.9' });
  await page.evaluate(() => localStorage.setItem('canopy.language', 'es'));
  await page.goto('/educator?tab=ai-gpt');
  const log = page.getByRole('log');
  await expect(page.getByRole('button', { name: 'Exprés', pressed: false })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Exprés', pressed: false }).click();
  // Its conversation, kept from the test above, under its Spanish name.
  await expect(page.getByRole('log', { name: 'Conversación en modo Exprés' })).toContainText(
    'Name one renewable.',
  );
  const before = ai.chats.length;
  const box = page.getByRole('textbox', { name: /Mensaje/ });
  await box.fill('¿Qué es el compost?');
  await box.press('Enter');
  await expect(log).toContainText('Express reply: ¿Qué es el compost? Plant a tree.');
  const asked = ai.chats.slice(before);
  expect(asked.map(modeOf)).toEqual(['express']);
  expect(asked[0]!.messages[0]!.content).toContain('answer in Spanish (español)');
  await shot(page, 'educator-ai-gpt-es-1280');
  await page.context().close();
});

test('visitors and students see what the ebook pages are for', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: platform.url });
  const page = await context.newPage();
  for (const [pathName, heading] of [
    ['/ebook-builder', 'Ebook Builder'],
    ['/ebook-library', 'My Ebook Library'],
  ]) {
    await page.goto(pathName);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to use the ebook tools' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In / Sign Up' })).toHaveAttribute('href', '/auth');
    await expectAccessible(page, `${pathName} signed out`);
  }
  await shot(page, 'ebook-library-signed-out-1280');
  // The dashboard needs sign-in.
  await page.goto('/educator');
  await expect(page).toHaveURL(/\/auth/);

  await signInPage(page, accounts.student);
  await page.goto('/ebook-library');
  await expect(page.getByText('The ebook tools are for educators')).toBeVisible();
  await expectAccessible(page, '/ebook-library as a student');
  await shot(page, 'ebook-library-student-1280');
  // Students are kept out of the educator dashboard (the shell's educator guard).
  await page.goto('/educator');
  await expect(page).not.toHaveURL(/\/educator/);
  await context.close();
});

test('axe-core finds nothing on the studio pages at 1280 and 360 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, platform.url, accounts.educator);
  // One ebook so the library shows its list and viewer.
  const created = await page.request.post('/api/ebooks', {
    data: {
      title: `Rain gardens ${run}`,
      description: 'Soaking up storm water where it falls.',
      formatStyle: 'workbook',
      chapters: [{ id: 'c1', title: 'Why', content: 'Storm water.', order: 0 }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ebook-builder');
    await expect(page.getByRole('button', { name: 'Generate Ebook' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Chapter' }).click();
    await expectAccessible(page, `/ebook-builder at ${width}`);
    await shot(page, `ebook-builder-${width}`);

    // Editing a saved one: the builder also offers the Course control.
    await page.goto(`/ebook-builder?id=${id}`);
    await expect(page.getByRole('combobox', { name: 'Course' })).toBeEnabled();
    await expectAccessible(page, `/ebook-builder?id= at ${width}`);
    await shot(page, `ebook-builder-saved-${width}`);

    await page.goto(`/ebook-library?id=${id}`);
    await expect(page.getByRole('heading', { level: 2, name: `Rain gardens ${run}` })).toBeVisible();
    await expectAccessible(page, `/ebook-library at ${width}`);
    await shot(page, `ebook-library-${width}`);

    await page.goto('/educator?tab=ebook');
    await expect(page.getByRole('link', { name: new RegExp(`Rain gardens ${run}`) })).toBeVisible();
    await expectAccessible(page, `/educator (Ebook) at ${width}`);
    await shot(page, `educator-ebook-${width}`);
    await page.getByRole('tab', { name: 'AI GPT' }).click();
    await expect(page.getByRole('log')).toBeVisible();
    await expectAccessible(page, `/educator (AI GPT) at ${width}`);
    await shot(page, `educator-ai-gpt-${width}`);
  }
  await page.context().close();
});
