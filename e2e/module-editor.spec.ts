/**
 * The module editor (mfe-studio), on a platform of the test's own.
 *
 * An educator's course and module are made through the API. In the module editor: the empty state, 'Create New
 * Lesson' (the specification's messages first, 'Creating...', the toast, the lesson's defaults), 'Edit Module'
 * saved by 'Save Changes', lesson edit, preview and delete, 'Upload Video' (a YouTube link taken, a web page
 * refused with the server's message), 'Add Resource' (a document link, an ebook attached to the course). axe-core
 * (every rule) at 1280 and 360 px on the page and its dialogs. Statistics with learners, the course preview and
 * 'Not Found': course-preview.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { holdRequests } from './support/held-requests';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import {
  accounts,
  expectAccessible,
  expectToast,
  run,
  expectAccessibleAroundPlayer,
} from './support/platform';
import { signedInApi, created } from './support/api-helpers';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

const COURSE = `Solar Homes ${run}`;
const MODULE = 'Sunlight and Panels';
const EBOOK = `Solar Field Guide ${run}`;
const LONG_CONTENT =
  'Solar panels turn sunlight into electricity through the photovoltaic effect. In this lesson we look at ' +
  'how cells are wired, why orientation matters and what a typical home system produces over a year.';

let platform: OwnPlatform;
let courseId: number;
let moduleId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  const educator = await signedInApi(platform.url, accounts.educator);
  const categories = (await (await educator.get('/api/categories')).json()) as { id: number }[];
  const course = await created<{ id: number }>(educator, '/api/courses', {
    title: COURSE,
    description: 'Power a home with the sun: panels, batteries and everyday habits.',
    categoryId: categories[0]!.id,
  });
  courseId = course.id;
  const module = await created<{ id: number }>(educator, '/api/modules', {
    courseId,
    title: MODULE,
    description: 'How panels work and how to size a system.',
  });
  moduleId = module.id;
  await created(educator, '/api/ebooks', {
    title: EBOOK,
    description: 'A pocket guide to rooftop solar.',
    chapters: [{ id: 'c1', title: 'Panels', content: 'Cells, strings and inverters.', order: 1 }],
  });
  await educator.dispose();
});

test.afterAll(async () => {
  await platform?.stop();
});

const educatorPage = (browser: Browser, width = 1280) =>
  signedInPage(browser, platform.url, accounts.educator, {
    width,
    permissions: ['clipboard-read', 'clipboard-write'],
  });

const editorUrl = () => `/courses/${courseId}/modules/${moduleId}`;
const lessonRow = (page: Page, n: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Lesson ${n}:`) });
const stat = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: 'Statistics' }).locator('div').filter({ hasText: label }).locator('dd');

test('the module editor builds a module: lessons, module details, video, resources', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await educatorPage(browser);
  await page.goto(editorUrl());
  await expect(page.getByRole('heading', { level: 1, name: MODULE })).toBeVisible();
  await expect(page.getByText(`${COURSE} • Module Editor`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Course Management' })).toHaveAttribute(
    'href',
    '/educator',
  );
  await expect(page.getByRole('link', { name: 'Preview Module' })).toHaveAttribute(
    'href',
    `/courses/${courseId}/preview?module=${moduleId}`,
  );
  await expect(page.getByRole('link', { name: 'Add Quiz' })).toHaveAttribute(
    'href',
    `/courses/${courseId}/builder?tab=quizzes&module=${moduleId}`,
  );

  await test.step('empty state and statistics without learners', async () => {
    await expect(page.getByRole('heading', { name: 'No Lessons Yet' })).toBeVisible();
    await expect(stat(page, 'Lessons')).toHaveText('0');
    await expect(stat(page, 'Quizzes')).toHaveText('0');
    await expect(stat(page, 'Completion Rate')).toHaveText('—');
    await expect(page.getByText('No learners yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await shot(page, 'module-editor-empty-1280');
    await expectAccessible(page, 'module editor, empty, 1280');
  });

  await test.step('Create New Lesson: messages, Creating..., toast, defaults', async () => {
    await page.getByRole('button', { name: 'Add First Lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Lesson' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Lesson Title')).toHaveAttribute(
      'placeholder',
      'e.g., Introduction to Solar Energy',
    );
    await dialog.getByRole('button', { name: 'Create Lesson' }).click();
    await expect(dialog.getByText('Lesson title is required')).toBeVisible();
    await expect(dialog.getByText('Lesson content is required')).toBeVisible();
    await shot(page, 'dialog-create-lesson-1280', 'viewport');
    await expectAccessible(page, 'create lesson dialog with errors, 1280', '[role="dialog"]');
    await dialog.getByLabel('Lesson Title').fill('How panels make power');
    await dialog.getByLabel('Lesson Content').fill(LONG_CONTENT);
    // Hold the request a moment so the pending label can be seen.
    const creation = await holdRequests(page, '**/api/lessons', (r) => r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Create Lesson' }).click();
    await expect(dialog.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    creation.release();
    await expectToast(page, 'Lesson Created', 'The lesson has been added to this module successfully.');
    await page.unroute('**/api/lessons');
    await expect(dialog).toBeHidden();
    await expect(lessonRow(page, 1)).toContainText('How panels make power');
    await expect(lessonRow(page, 1)).toContainText(`${LONG_CONTENT.slice(0, 100)}…`);
    await expect(lessonRow(page, 1)).not.toContainText(LONG_CONTENT.slice(100, 130));
    await expect(stat(page, 'Lessons')).toHaveText('1');

    await page.getByRole('button', { name: 'Add Lesson' }).click();
    await dialog.getByLabel('Lesson Title').fill('Sizing a home system');
    await dialog.getByLabel('Lesson Content').fill('Add up what the home uses in a year.');
    await dialog.getByRole('button', { name: 'Create Lesson' }).click();
    await expectToast(page, 'Lesson Created');
    await expect(lessonRow(page, 2)).toContainText('Sizing a home system');

    const lessons = (await (await page.request.get(`/api/modules/${moduleId}/lessons`)).json()) as {
      orderIndex: number;
      duration: number;
      hasDiscussion: boolean;
      isShortForm: boolean;
    }[];
    expect(lessons.map((l) => [l.orderIndex, l.duration, l.hasDiscussion, l.isShortForm])).toEqual([
      [1, 5, true, true],
      [2, 5, true, true],
    ]);
  });

  await test.step('Edit Module, saved with Save Changes', async () => {
    await page.getByRole('button', { name: 'Edit Module' }).click();
    const form = page.getByRole('form', { name: 'Edit Module' });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await form.getByLabel('Module Title').fill('');
    await form.getByLabel('Module Description').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Module title is required')).toBeVisible();
    await expect(form.getByText('Module description is required')).toBeVisible();
    await form.getByLabel('Module Title').fill('Sunlight, Panels and Power');
    await form.getByLabel('Module Description').fill('From photons to kilowatt-hours.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Module Updated');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunlight, Panels and Power' })).toBeVisible();
    await expect(page.getByText('From photons to kilowatt-hours.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sunlight, Panels and Power' })).toBeVisible();
  });

  await test.step('lesson edit, preview and delete', async () => {
    await page.getByRole('button', { name: 'Edit lesson: How panels make power' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
    await expect(edit.getByLabel('Lesson Title')).toHaveValue('How panels make power');
    await edit.getByLabel('Lesson Title').fill('How solar panels make power');
    await edit
      .getByLabel('Lesson Content')
      .fill('Sunlight frees **electrons** in silicon.\n\nThey flow as current.');
    await edit.getByRole('button', { name: 'Save Lesson' }).click();
    await expectToast(page, 'Lesson Updated');
    await expect(lessonRow(page, 1)).toContainText('How solar panels make power');

    await page.getByRole('button', { name: 'Preview lesson: How solar panels make power' }).click();
    const preview = page.getByRole('dialog', { name: 'How solar panels make power' });
    await expect(preview.getByText('Lesson 1 as learners will see it.')).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'electrons' })).toBeVisible();
    await expect(preview.getByText('They flow as current.')).toBeVisible();
    await expect(preview.getByText('**')).toHaveCount(0);
    await shot(page, 'dialog-lesson-preview-1280', 'viewport');
    await expectAccessible(page, 'lesson preview dialog, 1280', '[role="dialog"]');
    await preview.getByRole('button', { name: 'Close Preview' }).click();

    await page.getByRole('button', { name: 'Delete lesson: Sizing a home system' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this lesson?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(lessonRow(page, 2)).toBeVisible();
    await page.getByRole('button', { name: 'Delete lesson: Sizing a home system' }).click();
    await confirm.getByRole('button', { name: 'Delete Lesson' }).click();
    await expectToast(page, 'Lesson Deleted');
    await expect(lessonRow(page, 2)).toHaveCount(0);
    await expect(stat(page, 'Lessons')).toHaveText('1');
  });

  await test.step('Upload Video: the server refuses a web page and takes a YouTube link', async () => {
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Video' });
    await expectAccessible(page, 'upload video dialog, 1280', '[role="dialog"]');
    await dialog.getByLabel('Video URL').fill('https://example.org/a-page-about-solar');
    const refused = page.waitForResponse(
      (r) => r.url().includes('/api/lessons/') && r.request().method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Attach Video' }).click();
    expect((await refused).status()).toBe(400);
    await expect(
      dialog.getByText(
        'Video must be a YouTube link or a link to a video file (.mp4, .webm, .ogg, .ogv, .mov or .m4v)',
      ),
    ).toBeVisible();
    await shot(page, 'dialog-upload-video-refused-1280', 'viewport');
    await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: 'Attach Video' }).click();
    await expectToast(page, 'Video Attached');
    await expect(lessonRow(page, 1).getByText('Video', { exact: true })).toBeVisible();
  });

  await test.step('Add Resource: a document link and an ebook', async () => {
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Resource' });
    await expectAccessible(page, 'add resource dialog, 1280', '[role="dialog"]');
    await dialog.getByLabel('Document URL').fill('https://example.org/solar-handbook.pdf');
    await dialog.getByRole('button', { name: 'Attach Document' }).click();
    await expectToast(page, 'Resource Added');
    await expect(lessonRow(page, 1).getByText('Document', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Resource' }).click();
    await dialog.getByRole('tab', { name: 'Ebook' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Ebook' })).toContainText(EBOOK);
    await dialog.getByRole('combobox', { name: 'Ebook' }).selectOption({ label: EBOOK });
    await shot(page, 'dialog-add-resource-ebook-1280', 'viewport');
    await dialog.getByRole('button', { name: 'Attach Ebook' }).click();
    await expectToast(page, 'Resource Added', EBOOK);
    const ebooks = (await (await page.request.get(`/api/ebooks/course/${courseId}`)).json()) as {
      title: string;
    }[];
    expect(ebooks.map((e) => e.title)).toEqual([EBOOK]);
  });
  await shot(page, 'module-editor-1280');
  await expectAccessible(page, 'module editor with a lesson, 1280');
  await page.context().close();
});

test('axe-core finds nothing at 360 px on the module editor and its dialogs', async ({ browser }) => {
  const page = await educatorPage(browser, 360);
  await page.goto(editorUrl());
  await expect(lessonRow(page, 1)).toBeVisible();
  await shot(page, 'module-editor-360');
  await expectAccessible(page, 'module editor, 360');
  await page.getByRole('button', { name: 'Add Lesson' }).click();
  await expectAccessible(page, 'create lesson dialog, 360', '[role="dialog"]');
  await page.keyboard.press('Escape');
  // A short window makes the lesson's text overflow the dialog's scrolling body: the player keeps its 16:9 frame.
  await page.setViewportSize({ width: 360, height: 420 });
  await page.getByRole('button', { name: /^Preview lesson/ }).click();
  const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
  await expect(player).toBeVisible();
  const box = await player.boundingBox();
  expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 9) / 16, 0);
  await page.setViewportSize({ width: 360, height: 900 });
  await expectAccessibleAroundPlayer(page, 'lesson preview dialog with its video, 360', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectAccessible(page, 'upload video dialog, 360', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Resource' }).click();
  await page.getByRole('dialog', { name: 'Add Resource' }).getByRole('tab', { name: 'Ebook' }).click();
  await expectAccessible(page, 'add resource dialog, ebook, 360', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Delete lesson/ }).click();
  await expectAccessible(page, 'delete lesson dialog, 360', '[role="alertdialog"]');
  await page.keyboard.press('Escape');
  await page.context().close();
});
