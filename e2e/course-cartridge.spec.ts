/**
 * Common Cartridge export and import in the studio (mfe-studio), on the shared platform.
 *
 * The demo educator's course (a module, two lessons, a quiz, an attached ebook) is made through the API. In the
 * browser the educator exports it from the course builder (a real download of an .imscc package), opens 'Import a
 * course' from the dashboard's Builder tab, meets the form's messages, imports the downloaded package and reads the
 * report (the new pending course's figures; the ebook, which a course cannot hold, listed as not imported), then
 * opens the new course in the builder, finds it pending with the same modules, and reads the same report again in
 * its 'Import report' dialog. A file that is not a package is refused with the server's message. axe-core (every
 * rule) on the import page, the report and the dialog at 1280 and 360 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { accounts, run } from './support/platform';
import { signInPage } from './support/signed-in-page';
import { created, okJson, signedInApi } from './support/api-helpers';
import { expectAccessibleAtBothWidths } from './support/both-widths';
import { shot } from './support/screenshots';

const COURSE = `Rain Gardens ${run}`;
const EBOOK = `Rain Garden Plant List ${run}`;
let courseId: number;
let ebookId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  const educator = await signedInApi(baseURL!, accounts.educator);
  courseId = (
    await created<{ id: number }>(educator, '/api/courses', {
      title: COURSE,
      description: 'Plant a garden that soaks up the rain from your roof.',
      categoryId: 12,
      level: 'beginner',
    })
  ).id;
  const module = await created<{ id: number }>(educator, '/api/modules', {
    courseId,
    title: 'Planning the garden',
    description: 'Where the water goes.',
  });
  const lesson = await created<{ id: number }>(educator, '/api/lessons', {
    moduleId: module.id,
    title: 'Follow the water',
    content: '## Watch a storm\n\nNote where water **pools** and where it runs off.',
    documentUrl: 'https://example.org/rain-garden-sizing.pdf',
  });
  await created(educator, '/api/lessons', {
    moduleId: module.id,
    title: 'Choosing plants',
    content: 'Deep-rooted natives handle both flood and drought.',
  });
  await created(educator, '/api/quizzes', {
    lessonId: lesson.id,
    title: 'Water check',
    questions: [
      {
        type: 'single_choice',
        question: 'Where does a rain garden go?',
        options: ['Downhill of the roof', 'On the roof'],
        correctAnswer: 'Downhill of the roof',
      },
      {
        type: 'short_answer',
        question: 'Water that flows over the ground is called ____.',
        correctAnswers: ['runoff'],
      },
    ],
  });
  // An ebook goes into the package as a page outside the course outline: the import reports it, not drops it.
  ebookId = (
    await created<{ id: number }>(educator, '/api/ebooks', {
      title: EBOOK,
      author: 'Canopy e2e',
      chapters: [
        { id: 'c1', title: 'Wet feet', content: 'Sedges and rushes take standing water.', order: 0 },
      ],
    })
  ).id;
  await okJson(educator.patch(`/api/ebooks/${ebookId}`, { data: { courseId } }));
  await educator.dispose();
});

// The shared platform's demo educator keeps only what the other specs expect of their library.
test.afterAll(async ({ baseURL }) => {
  if (!ebookId) return;
  const educator = await signedInApi(baseURL!, accounts.educator);
  await okJson(educator.delete(`/api/ebooks/${ebookId}`));
  await educator.dispose();
});

test('an educator exports a course, imports the package and reads the report', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInPage(page, accounts.educator);

  // Export from the course builder: a real download.
  await page.goto(`/courses/${courseId}/builder`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Export (.imscc): “${COURSE}” as a Common Cartridge package` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rain-gardens-${run}.imscc`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // The import page, from the dashboard's Builder tab.
  await page.goto('/educator');
  await page.getByRole('link', { name: 'Import a course' }).click();
  await expect(page).toHaveURL(/\/educator\/courses\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import a Course' })).toBeVisible();
  await page.getByRole('button', { name: 'Import course' }).click();
  await expect(page.getByText('Choose a Common Cartridge file (.imscc) to import.')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the import page with its messages', {
    name: 'cartridge-import-form',
  });

  // Something that is not a package: the server's message.
  await page.getByLabel('Common Cartridge file').setInputFiles({
    name: 'notes.imscc',
    mimeType: 'application/zip',
    buffer: Buffer.from('just some notes'),
  });
  await page.getByLabel('Category').selectOption({ label: 'Gardening' });
  await page.getByRole('button', { name: 'Import course' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The package was not imported' })).toContainText(
    'The file is not a Common Cartridge package: a .imscc file is a zip archive.',
  );
  await shot(page, 'cartridge-import-refused-1280');

  // The exported package.
  await page.getByLabel('Common Cartridge file').setInputFiles(file);
  await page.getByLabel('Level').selectOption('intermediate');
  await page.getByRole('button', { name: 'Import course' }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('heading', { level: 2, name: 'Import report' })).toBeFocused();
  await expect(report.getByRole('status')).toContainText(`“${COURSE}” is a new pending course`);
  const figures = report.getByRole('definition');
  await expect(figures).toHaveText(['1', '2', '1', '2', '1']);
  await expect(report.getByRole('heading', { name: 'Not imported (1)' })).toBeVisible();
  const notImported = report.getByRole('list', { name: 'Not imported (1)' }).getByRole('listitem');
  await expect(notImported).toHaveText([
    `Resource${EBOOK}Not in the course outlineThe package does not place it in the course outline.`,
  ]);
  const reportedItems = await notImported.allInnerTexts();
  await expectAccessibleAtBothWidths(page, 'the import report', { name: 'cartridge-import-report' });

  // The new course is pending, with the same module and lessons.
  await report.getByRole('link', { name: 'Open in the course builder' }).click();
  await expect(page).toHaveURL(/\/courses\/\d+\/builder$/);
  const newId = Number(/\/courses\/(\d+)\/builder/.exec(page.url())![1]);
  expect(newId).not.toBe(courseId);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const api = await signedInApi(page.url().replace(/\/courses.*$/, ''), accounts.educator);
  const detail = await okJson<{ status: string; level: string }>(api.get(`/api/courses/${newId}`));
  expect(detail).toMatchObject({ status: 'pending', level: 'intermediate' });
  const modules = await okJson<{ id: number; title: string }[]>(api.get(`/api/courses/${newId}/modules`));
  expect(modules.map((m) => m.title)).toEqual(['Planning the garden']);
  const lessons = await okJson<{ title: string; documentUrl: string | null }[]>(
    api.get(`/api/modules/${modules[0]!.id}/lessons`),
  );
  expect(lessons.map((l) => [l.title, l.documentUrl])).toEqual([
    ['Follow the water', 'https://example.org/rain-garden-sizing.pdf'],
    ['Choosing plants', null],
  ]);
  await api.dispose();
  await shot(page, 'cartridge-imported-builder-1280');

  // The report stays with the course: the builder opens it again, the same items not imported.
  await page.getByRole('button', { name: 'Import report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import report' });
  await expect(dialog.getByRole('heading', { level: 3, name: 'Not imported (1)' })).toBeVisible();
  await expect(dialog.getByText('A Common Cartridge 1.3.0 package.')).toBeVisible();
  await expect(dialog.getByRole('definition')).toHaveText(['1', '2', '1', '2', '1']);
  const keptItems = dialog.getByRole('list', { name: 'Not imported (1)' }).getByRole('listitem');
  expect(await keptItems.allInnerTexts()).toEqual(reportedItems);
  await expectAccessibleAtBothWidths(page, 'the import report dialog', {
    name: 'cartridge-import-report-dialog',
    include: '[role="dialog"]',
  });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import report' })).toBeFocused();
  // A course made in Canopy has no report to offer.
  await page.goto(`/courses/${courseId}/builder`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import report' })).toHaveCount(0);
});
