/**
 * Offline learning (issue 33, docs/OFFLINE.md): the app is installable (Chromium's own check over the DevTools
 * protocol, Page.getInstallabilityErrors: no errors), a learner makes an enrolled course available offline, goes
 * offline (context.setOffline), opens its lessons from the cache and marks two complete — kept by the service
 * worker with their Idempotency-Keys and listed in the offline banner — then comes back online: the completions
 * are sent, progress shows both, and the API holds each completion once. Logging out removes every offline copy.
 * The new screens are checked with axe at 1280 and 360 px.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, request as playwrightRequest, test } from '@playwright/test';
import { accounts, expectAccessible, expectRemoteDeployed, expectToast, run } from './support/platform';
import { okJson, registerAccount, signedInApi } from './support/api-helpers';
import { expectAccessibleAtBothWidths } from './support/both-widths';
import { shot } from './support/screenshots';
import { FULL_CHROMIUM } from './support/full-chromium';

const COURSE_TITLE = `Offline Composting ${run}`;
const LESSONS = [
  {
    title: 'Greens and browns',
    content: '## The balance\n\nMix nitrogen-rich **greens** with carbon-rich **browns**.',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  { title: 'Turning the heap', content: 'Turn the heap every week to let air in.' },
  { title: 'Using finished compost', content: 'Spread it on beds in spring.' },
];

let courseId: number;
let lessonIds: number[] = [];

test.describe.configure({ mode: 'serial' });
// The other specs block the service worker (playwright.config.ts): this one is about it.
test.use({ serviceWorkers: 'allow' });

test.beforeAll(async ({ baseURL }) => {
  const probe = await playwrightRequest.newContext({ baseURL });
  await expectRemoteDeployed(probe, 'learn');
  await probe.dispose();
  const educator = await signedInApi(baseURL!, accounts.educator);
  const categories = await okJson<{ id: number }[]>(educator.get('/api/categories'));
  const course = await okJson<{ id: number }>(
    educator.post('/api/courses', {
      data: {
        title: COURSE_TITLE,
        description:
          'Make compost at home, even without a connection — a short course made by the e2e suite.',
        categoryId: categories[0]!.id,
        level: 'beginner',
      },
    }),
  );
  courseId = course.id;
  const mod = await okJson<{ id: number }>(
    educator.post('/api/modules', { data: { title: 'Compost basics', description: 'The heap.', courseId } }),
  );
  lessonIds = [];
  for (const [i, lesson] of LESSONS.entries()) {
    const made = await okJson<{ id: number }>(
      educator.post('/api/lessons', {
        data: { ...lesson, moduleId: mod.id, orderIndex: i + 1, duration: 5 },
      }),
    );
    lessonIds.push(made.id);
  }
  await educator.dispose();
  const admin = await signedInApi(baseURL!, accounts.admin);
  await okJson(admin.post(`/api/courses/${courseId}/approve`));
  await admin.dispose();
});

test('the app is installable', async ({ baseURL }, testInfo) => {
  // Chromium refuses to install from an incognito profile, which every Playwright context is: this check runs in
  // a browser with a profile of its own. Lighthouse 12 has no PWA category any more: this is Chromium's own check.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'canopy-pwa-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    // Chromium's own check, in Chromium itself (the other specs run in its headless shell).
    executablePath: FULL_CHROMIUM,
    baseURL,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/auth');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 60_000,
    });
    const cdp = await browser.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a course made available offline opens offline, and Mark Complete waits for the network', async ({
  page,
  context,
}) => {
  // A long journey (three axe runs at two widths) on a shared, loaded machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A new learner, signed in in this page's context, enrolled in the course.
  await registerAccount(page.request, {
    prefix: 'offline',
    firstName: 'Noor',
    lastName: 'Field',
    password: 'Compost!heap42',
  });
  await okJson(page.request.post('/api/enrollments', { data: { courseId } }));

  await page.goto(`/courses/${courseId}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  // The service worker registers after the page has loaded, and serves the page once it has precached the shell.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 60_000,
  });

  // --- Make the course available offline ---------------------------------------------------------------
  const card = page.getByRole('region', { name: 'Offline access' });
  await expect(card).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'enrolled view, offline access offered', {
    name: 'offline-offered',
  });
  await card.getByRole('button', { name: 'Make available offline' }).click();
  await expectToast(
    page,
    'Available offline',
    `"${COURSE_TITLE}" opens without a connection on this device.`,
  );
  await expect(card.getByText('Available offline', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Takes [\d.,]+ (kB|MB) on this device$/)).toBeVisible();
  await expect(card.getByText('1 video needs a connection.')).toBeVisible();
  await expect(card.getByText(/^Canopy uses .+ of storage on this device \(.+ available\)\.$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove offline copy' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'enrolled view, available offline', { name: 'offline-saved' });

  // --- Offline: the lessons open from the cache; two completions wait -------------------------------------
  await context.setOffline(true);
  await page.goto(`/courses/${courseId}/lessons/${lessonIds[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: LESSONS[0]!.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The balance' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  await expect(
    page.getByText('This video needs an internet connection. Reconnect to watch it.'),
  ).toBeVisible();
  // Discussions are not kept: they say so, instead of a failure whose Try again cannot work offline.
  await expect(page.getByText('Discussions need an internet connection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await expectToast(page, 'Saved on this device', 'Mark Complete will be sent when you are back online.');
  await expect(banner.getByRole('list', { name: 'Waiting actions' }).getByRole('listitem')).toHaveText([
    `Mark Complete: ${LESSONS[0]!.title}`,
  ]);

  await page.goto(`/courses/${courseId}/lessons/${lessonIds[1]}`);
  await expect(page.getByRole('heading', { level: 1, name: LESSONS[1]!.title })).toBeVisible();
  // The kept completion shows in the offline copy of the outline, opened again.
  const contents = page.getByRole('complementary', { name: 'Course progress' });
  const percentage = page.getByRole('progressbar', { name: 'Course progress' });
  await expect(contents.getByText('1 of 3 lessons', { exact: true })).toBeVisible();
  // The percentage counts it too, as the course service will.
  await expect(percentage).toHaveAttribute('aria-valuenow', '33');
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(contents.getByText('2 of 3 lessons', { exact: true })).toBeVisible();
  await expect(percentage).toHaveAttribute('aria-valuenow', '67');
  await expect(banner.getByText('2 actions are waiting to be sent')).toBeVisible();
  await expect(banner.getByRole('list', { name: 'Waiting actions' }).getByRole('listitem')).toHaveText([
    `Mark Complete: ${LESSONS[0]!.title}`,
    `Mark Complete: ${LESSONS[1]!.title}`,
  ]);
  await expectAccessibleAtBothWidths(page, 'lesson page offline, two actions waiting', {
    name: 'offline-waiting',
  });

  // The enrolled view opens offline too.
  await page.goto(`/courses/${courseId}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  // Its discussions say they need a connection, as the lesson's do.
  await page.getByRole('tab', { name: 'Discussions' }).click();
  await expect(page.getByText('Discussions need an internet connection')).toBeVisible();
  // Its form to start one keeps what is written but cannot send it until the connection is back.
  await expect(page.getByText('Posting needs an internet connection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Discussion' })).toBeDisabled();
  await expectAccessibleAtBothWidths(page, 'enrolled course offline, its discussions', {
    name: 'offline-dashboard',
  });

  // --- Back online: sent once each, progress from the server ----------------------------------------------
  // The page first and its service worker a moment later, as Chromium may bring them back (and as a network
  // that is not quite there yet looks): the replay the page asks for at once cannot get through, and the page
  // asks again while the actions wait.
  const pageNetwork = await context.newCDPSession(page);
  await pageNetwork.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(banner).toHaveCount(0);
  const waitingList = page.getByRole('list', { name: 'Waiting actions' });
  await expect(waitingList.getByRole('listitem')).toHaveCount(2);
  await page.waitForTimeout(1_500);
  await expect(waitingList.getByRole('listitem')).toHaveCount(2);
  await context.setOffline(false);
  await expect(waitingList).toHaveCount(0);
  // The queue empties as the worker takes its last request, a moment before that request is answered: the
  // server holds both completions, once each, before the next page reads the progress.
  const mine = async () => {
    const completions = await okJson<{ lessonId: number }[]>(page.request.get('/api/lesson-completions'));
    return completions
      .filter((c) => lessonIds.includes(c.lessonId))
      .map((c) => c.lessonId)
      .sort();
  };
  await expect.poll(mine, { timeout: 15_000 }).toEqual([lessonIds[0], lessonIds[1]].sort());
  await page.goto(`/courses/${courseId}/lessons/${lessonIds[2]}`);
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
    'aria-valuenow',
    '67',
  );
  expect(await mine()).toEqual([lessonIds[0], lessonIds[1]].sort());
  const progress = await okJson<{ completedLessons: number }>(
    page.request.get(`/api/courses/${courseId}/progress`),
  );
  expect(progress.completedLessons).toBe(2);

  // --- Logging out removes every offline copy ---------------------------------------------------------------
  // The header re-renders as every query is read again after the replay: open the menu until it shows.
  const logOut = page.getByRole('menuitem', { name: 'Log out' });
  await expect(async () => {
    if (!(await logOut.isVisible())) await page.getByRole('button', { name: 'Noor, account menu' }).click();
    await expect(logOut).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await logOut.click();
  await expect(page).toHaveURL(/\/auth/);
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('canopy-offline'))),
    )
    .toEqual([]);
  // The sign-in page is whole (its landmark and heading drawn) before it is checked.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'offline-after-logout');
  await expectAccessible(page, 'sign-in page after logout');
});
