/**
 * The studio's ebook journey end to end, on a platform of the test's own (the built launcher: the
 * gateway, the services, the shell and the studio remote) whose content service may reach a stand-in web page on
 * this machine (FETCH_ALLOWED_PRIVATE) and talks to a stand-in OpenAI-compatible endpoint (OPENAI_BASE_URL).
 *
 * An educator drafts an ebook from the stand-in page and watches the progress steps follow the server's real
 * stages (the stand-ins hold their answers, so each in-between state is seen for as long as needed), edits it and
 * saves it, finds it in the library by search, edits it there, downloads the text file (and the EPUB when the
 * content service offers it), attaches it to the demo course the demo student is enrolled in (who then finds it in
 * the course's Resources tab and reads it), deletes it. The assistant, what visitors and students see, and axe-core
 * on the studio's pages: studio-assistant.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
// The builder asks for the browser's permission to tell when a draft is ready: Chromium itself, not the shell.
import { test } from './support/full-chromium';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { signInPage } from './support/signed-in-page';
import { startAiStandIn, startStandInSite } from './support/stand-in-servers';
import { shot } from './support/screenshots';

/** The builder's progress steps (specification, ebook builder). */
const ebookGenerationStages = [
  'Analyzing Content',
  'Generating Structure',
  'Content Creation',
  'Formatting',
  'Finalizing',
];
const TITLE = `Community Solar Study Guide ${run}`;
/** The demo educator's course the demo student is enrolled in (services/course/src/demo). */
const DEMO_COURSE = 'Foundations of Sustainability';

let platform: OwnPlatform;
let site: Awaited<ReturnType<typeof startStandInSite>>;
let ai: Awaited<ReturnType<typeof startAiStandIn>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  [site, ai] = await Promise.all([startStandInSite(), startAiStandIn()]);
  platform = await startOwnPlatform({
    FETCH_ALLOWED_PRIVATE: '127.0.0.1',
    OPENAI_API_KEY: 'sk-stand-in',
    OPENAI_BASE_URL: ai.base,
    OPENAI_MODEL: 'stand-in-model',
  });
});

test.afterAll(async () => {
  await platform?.stop();
  await Promise.all([site?.close(), ai?.close()]);
});

/** A browser context on the test's platform; browser notifications are recorded in `window.__notifications`. */
async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: platform.url, acceptDownloads: true });
  await context.grantPermissions(['notifications'], { origin: platform.url });
  await context.addInitScript(() => {
    const w = window as unknown as { __notifications: string[]; Notification: typeof Notification };
    w.__notifications = [];
    const Real = w.Notification;
    if (!Real) return;
    w.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.__notifications.push(title);
      }
    } as typeof Notification;
  });
  return context;
}

const step = (page: Page, stage: string) =>
  page.getByRole('list', { name: 'Generation progress' }).getByRole('listitem').filter({ hasText: stage });

async function expectSteps(page: Page, states: Record<string, string>) {
  for (const [stage, state] of Object.entries(states)) {
    await expect(step(page, stage)).toHaveAttribute('data-state', state);
  }
}

test('an educator drafts an ebook from a link, edits, finds, downloads and deletes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInPage(page, accounts.educator);

  await test.step('the builder drafts from the stand-in page, following the real stages', async () => {
    await page.goto('/ebook-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Ebook Builder' })).toBeVisible();
    await shot(page, 'ebook-builder-empty-1280');

    // An empty URL is refused with the specification's message, before anything is sent.
    await page.getByRole('button', { name: 'Generate Ebook' }).click();
    await expect(page.getByText('Please enter a URL')).toBeVisible();

    await page.getByLabel('URL').fill(`${site.base}/article`);
    await page
      .getByRole('form', { name: 'Generate from a link' })
      .getByRole('combobox', { name: /Format style/ })
      .click();
    await page.getByRole('option', { name: 'Study Guide' }).click();
    site.gate.close();
    ai.behave('hold');
    await page.getByRole('button', { name: 'Generate Ebook' }).click();

    // The page is being read (the stand-in holds it): the first step runs, the others wait.
    await expectSteps(page, {
      'Analyzing Content': 'active',
      'Generating Structure': 'waiting',
      Finalizing: 'waiting',
    });
    await shot(page, 'ebook-builder-generating-1280');
    site.gate.open();

    // The model is rewriting the draft (held): reading and structuring are done.
    await expectSteps(page, {
      'Analyzing Content': 'complete',
      'Generating Structure': 'complete',
      'Content Creation': 'active',
      Formatting: 'waiting',
    });
    ai.release();

    for (const stage of ebookGenerationStages)
      await expect(step(page, stage)).toHaveAttribute('data-state', 'complete');
    await expectToast(page, 'Ebook Generated', /Community Solar: A Study Guide/);
    expect(
      await page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications),
    ).toContain('Ebook Generated');
    // The display clears a few seconds after completion.
    await expect(page.getByRole('list', { name: 'Generation progress' })).toHaveCount(0);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Community Solar: A Study Guide');
    await expect(page.getByRole('list', { name: 'Chapters' }).getByRole('listitem')).not.toHaveCount(0);
  });

  await test.step('the draft is edited (a chapter added and moved by keyboard) and saved', async () => {
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    const chapters = page.getByRole('list', { name: 'Chapters' }).getByRole('listitem');
    const before = await chapters.count();
    await page.getByRole('button', { name: 'Add Chapter' }).click();
    await expect(chapters).toHaveCount(before + 1);
    await page.getByLabel(`Chapter ${before + 1} title`).fill('Further reading');
    await page.getByLabel(`Chapter ${before + 1} content`).fill(`Notes of the ${run} cohort.`);
    await expect(page.getByLabel(`Chapter ${before + 1} content`)).toHaveAttribute('rows', '20');
    // Alt+ArrowUp on the selected chapter moves it up one place.
    await chapters
      .nth(before)
      .getByRole('button', { name: /Further reading/ })
      .focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(chapters.nth(before - 1)).toContainText('Further reading');
    await expect(page.getByRole('status').filter({ hasText: `moved to position ${before}` })).toBeAttached();
    await shot(page, 'ebook-builder-draft-1280');
    await page.getByRole('button', { name: 'Save to Library' }).click();
    await expectToast(page, 'Ebook saved to your library');
    await expect(page).toHaveURL(/\/ebook-builder\?id=\d+/);
    // Saved, it can be attached to a course from the builder too; it starts on its own.
    await expect(page.getByRole('combobox', { name: 'Course' }).locator('option:checked')).toHaveText(
      'Not attached',
    );
  });

  let ebookId = 0;
  await test.step('the library finds it by search, and it is edited there', async () => {
    ebookId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('link', { name: 'My Ebook Library' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Ebook Library' })).toBeVisible();
    await expect(page.getByText('Manage and edit your educational materials')).toBeVisible();
    await expect(page.getByText('Select an Ebook to View')).toBeVisible();
    await page.getByPlaceholder('Search your ebooks...').fill(`study GUIDE ${run.toUpperCase()}`);
    await expect(page.getByRole('heading', { name: 'Your Ebooks (1)' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(TITLE) }).click();
    const viewer = page.getByRole('region', { name: TITLE });
    await expect(viewer.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(viewer).toContainText(`Notes of the ${run} cohort.`);
    await shot(page, 'ebook-library-selected-1280');

    await viewer.getByRole('button', { name: 'Edit' }).click();
    const content = viewer.getByLabel('Content');
    await content.fill(`${await content.inputValue()}\n\nEdited in the library ${run}.`);
    await viewer.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Ebook updated successfully');
    await expect(viewer).toContainText(`Edited in the library ${run}.`);

    // Nothing matches: the specification's empty state.
    await page.getByPlaceholder('Search your ebooks...').fill(`no such ebook ${run}`);
    await expect(page.getByText('No ebooks found')).toBeVisible();
    await page.getByPlaceholder('Search your ebooks...').fill(run);
  });

  await test.step('it downloads as plain text named after the title (and as EPUB when offered)', async () => {
    const viewer = page.getByRole('region', { name: TITLE });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download as plain text' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TITLE}.txt`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain(`Edited in the library ${run}.`);
    expect(text).toContain('Further reading');

    const epub = await page.request.get(`/api/ebooks/${ebookId}/epub`);
    test.info().annotations.push({
      type: 'epub',
      description: epub.ok() ? 'EPUB export checked' : `EPUB export not offered (${epub.status()})`,
    });
    if (epub.ok()) {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        viewer.getByRole('link', { name: 'Download EPUB' }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/\.epub$/);
      const bytes = await readFile((await file.path())!);
      // An EPUB is a zip whose first entry is the uncompressed "mimetype" file.
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(bytes.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
    } else {
      await expect(viewer.getByRole('link', { name: 'Download EPUB' })).toHaveCount(0);
    }
  });

  await test.step("attached to the demo educator's course, an enrolled student reads it there", async () => {
    const viewer = page.getByRole('region', { name: TITLE });
    const course = viewer.getByRole('combobox', { name: 'Course' });
    await expect(course).toBeEnabled();
    await expect(course.locator('option:checked')).toHaveText('Not attached');
    await expect(viewer).toContainText('Not attached: only you can open it.');
    await course.selectOption({ label: DEMO_COURSE });
    await expectToast(page, 'Ebook updated successfully', `Attached to “${DEMO_COURSE}”.`);
    await expect(course).toBeEnabled();
    await expect(course.locator('option:checked')).toHaveText(DEMO_COURSE);
    await expect(viewer).toContainText(`Learners enrolled in “${DEMO_COURSE}” find it`);
    const courseId = Number(await course.inputValue());
    expect(courseId).toBeGreaterThan(0);
    await shot(page, 'ebook-library-course-1280', viewer);
    await expectAccessible(page, '/ebook-library with the ebook attached to a course');

    // The demo student, enrolled in that course, in a browser of their own.
    const studentContext = await newContext(browser);
    const learner = await studentContext.newPage();
    await signInPage(learner, accounts.student);
    await learner.goto(`/courses/${courseId}/dashboard`);
    await learner.getByRole('tab', { name: 'Resources' }).click();
    const shelf = learner.getByRole('region', { name: 'Ebooks' });
    await expect(shelf.getByRole('heading', { level: 4, name: TITLE })).toBeVisible();
    await expectAccessible(learner, `/courses/${courseId}/dashboard (Resources)`);
    await shot(learner, 'learner-course-ebooks-1280');
    await shelf.getByRole('button', { name: `Read ${TITLE}` }).click();
    const reader = learner.getByRole('dialog', { name: TITLE });
    await expect(reader).toContainText('Further reading');
    await expect(reader).toContainText(`Notes of the ${run} cohort.`);
    await expectAccessible(learner, 'the course ebook reader', '[role="dialog"]');
    await shot(learner, 'learner-course-ebook-reader-1280', reader);
    await studentContext.close();
  });

  await test.step('it is deleted after confirmation', async () => {
    const viewer = page.getByRole('region', { name: TITLE });
    await viewer.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this ebook?' });
    await expect(dialog).toBeVisible();
    await shot(page, 'ebook-library-delete-dialog-1280', dialog);
    await expectAccessible(page, 'delete dialog', '[role="alertdialog"]');
    await dialog.getByRole('button', { name: 'Delete Ebook' }).click();
    await expectToast(page, 'Ebook deleted successfully');
    await expect(page.getByText('Select an Ebook to View')).toBeVisible();
    await expect(page.getByText('No ebooks found')).toBeVisible();
    expect((await page.request.get(`/api/ebooks/${ebookId}`)).status()).toBe(404);
  });

  await context.close();
});
