/**
 * The admin dashboard's courses, forum moderation and figures (issue 12) end to end, on a platform of the test's own
 * (fresh demo data, so its counts and audit log start from a known state).
 *
 * The demo educator has submitted two courses and the demo student has flagged a post (through the services'
 * APIs); an administrator approves one course and rejects the other (a reason is required), reassigns the approved
 * one to an educator account they created, is refused the deletion of an educator who still teaches (and follows
 * the offer to that educator's courses), hides the flagged post, finds the forum's and the course service's
 * actions in the Activity tab, and reads the Figures tab's sign-up, enrollment/completion and forum charts against
 * the services' own answers. axe-core (every rule) on the way at 1280 px, on every tab and the reassign dialog at
 * 360 px, where no tab may make the page wider than the screen. People: admin-journey.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';
import {
  card,
  createStaffEducator,
  enrolDemoStudent,
  expectNoSideScroll,
  flagADiscussion,
  rowAction,
  searchUsers,
  submitCourses,
  tab,
  tableRow,
  type Series,
} from './support/admin-dashboard';

let platform: OwnPlatform;
let flagged: { id: number; title: string };
/** The educator account the administrator created, who is given a course. */
let staff: { username: string; name: string };
const courseTitles = {
  approve: `Pond Life Survey ${run}`,
  reject: `Rain Garden Basics ${run}`,
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  flagged = await flagADiscussion(platform.url);
  await submitCourses(platform.url, Object.values(courseTitles));
  staff = await createStaffEducator(platform.url);
});

test.afterAll(async () => {
  await platform?.stop();
});

test('an administrator reviews courses, moderates the forum and reads the figures', async ({ browser }) => {
  test.setTimeout(360_000);
  const page = await signedInPage(browser, platform.url, accounts.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await test.step('pending courses are approved or rejected with a required reason', async () => {
    const courses = (await (await page.request.get('/api/admin/courses?pageSize=1')).json()) as {
      total: number;
    };
    await expect(card(page, 'Courses')).toContainText(String(courses.total));
    await card(page, 'Courses').click();
    await expect(page).toHaveURL(/tab=courses/);
    const table = page.getByRole('region', { name: 'Courses table' });
    // Pending first (oldest waiting first).
    await expect(table.getByRole('row').nth(1)).toContainText(courseTitles.approve);
    await expect(table.getByRole('row').nth(2)).toContainText(courseTitles.reject);
    await expectAccessible(page, '/admin courses at 1280 px');
    await shot(page, 'admin-courses-1280');
    await page.getByRole('button', { name: `Actions for ${courseTitles.approve}` }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await expectToast(page, 'Course approved');
    const approved = (await (
      await page.request.get('/api/admin/courses?status=approved&pageSize=100')
    ).json()) as {
      items: { id: number; title: string }[];
    };
    await enrolDemoStudent(platform.url, approved.items.find((c) => c.title === courseTitles.approve)!.id);
    await page.getByRole('button', { name: `Actions for ${courseTitles.reject}` }).click();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject course' });
    await dialog.getByRole('button', { name: 'Reject course' }).click();
    await expect(dialog.getByText('Please give a reason for the rejection')).toBeVisible();
    await dialog.getByLabel(/Reason/).fill('Please add a lesson on maintenance.');
    await dialog.getByRole('button', { name: 'Reject course' }).click();
    await expectToast(page, 'Course rejected');
    await page.getByLabel('Status').selectOption('rejected');
    await expect(table.getByRole('row').filter({ hasText: courseTitles.reject })).toContainText(
      'Please add a lesson on maintenance.',
    );
  });

  await test.step('a course is reassigned to another active educator', async () => {
    await page.getByLabel('Status').selectOption('approved');
    const table = page.getByRole('region', { name: 'Courses table' });
    const row = table.getByRole('row').filter({ hasText: courseTitles.approve });
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${courseTitles.approve}` }).click();
    await page.getByRole('menuitem', { name: 'Reassign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reassign course' });
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Reassign course' }).click();
    await expect(dialog.getByText('Educator is required')).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search educators' }).fill(staff.username);
    const choice = dialog.getByRole('radio', { name: new RegExp(staff.name) });
    await expect(choice).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(1);
    await choice.check();
    await expectAccessible(page, 'the reassign dialog at 1280 px', '[role="dialog"]');
    await shot(page, 'admin-reassign-1280');
    await dialog.getByRole('button', { name: 'Reassign course' }).click();
    await expectToast(page, 'Course reassigned', `“${courseTitles.approve}” now belongs to ${staff.name}.`);
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(staff.name);
  });

  await test.step('an educator who still teaches is not deleted; the dialog leads to their courses', async () => {
    await tab(page, 'Users').click();
    await searchUsers(page, accounts.educator.username);
    await rowAction(page, accounts.educator.username, 'Delete');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await dialog.getByLabel(`Type ${accounts.educator.username} to confirm`).fill(accounts.educator.username);
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'This educator cannot be deleted yet' });
    await expect(refusal).toBeVisible();
    await expectAccessible(page, 'the refused delete dialog', '[role="alertdialog"]');
    await refusal.getByRole('button', { name: `Show ${accounts.educator.username}’s courses` }).click();
    await expect(page).toHaveURL(/tab=courses/);
    await expect(page).toHaveURL(/educator=\d+/);
    await expect(page.getByText(/^Courses of/)).toBeVisible();
    const table = page.getByRole('region', { name: 'Courses table' });
    await expect(table).toBeVisible();
    // The reassigned course is no longer this educator's.
    await expect(table.getByRole('row').filter({ hasText: courseTitles.approve })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show every course' }).click();
    await expect(page).not.toHaveURL(/educator=/);
  });

  await test.step('a flagged post is hidden from the Moderation tab', async () => {
    await tab(page, 'Moderation').click();
    await expect(page).toHaveURL(/tab=moderation/);
    const post = page
      .getByRole('list', { name: 'Flagged posts' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: flagged.title }) });
    await expect(post).toContainText('Spam');
    await expectAccessible(page, '/admin moderation at 1280 px');
    await shot(page, 'admin-moderation-1280');
    await post.getByRole('button', { name: `Hide “${flagged.title}”` }).click();
    await expectToast(page, 'Post hidden');
    await page.getByLabel('Show').selectOption('resolved');
    await expect(post).toContainText('Hidden');
    await expect(post).toContainText('Hidden by');
  });

  await test.step('the forum’s and the course service’s actions are in the activity log', async () => {
    await tab(page, 'Activity').click();
    await expect(page).toHaveURL(/tab=activity/);
    const log = page.getByRole('region', { name: 'Activity log' });
    await expect(log).toBeVisible();
    // The forum's and the course service's actions arrive as events: wait for them.
    await expect(async () => {
      await page.getByRole('searchbox', { name: 'Search activity' }).fill('');
      await page.getByRole('searchbox', { name: 'Search activity' }).fill('forum.');
      await expect(log.getByRole('row').filter({ hasText: 'Hid forum post' })).toContainText(
        `discussion ${flagged.id}`,
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
    const hid = log.getByRole('row').filter({ hasText: 'Hid forum post' });
    await expect(hid).toContainText('status: visible → status: hidden');
    await expect(hid).toContainText(accounts.admin.username);
    await expect(async () => {
      await page.getByRole('searchbox', { name: 'Search activity' }).fill('');
      await page.getByRole('searchbox', { name: 'Search activity' }).fill('course.reassigned');
      await expect(log).toContainText('Reassigned course', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  await test.step('the Figures tab charts sign-ups, enrollments, completions and forum activity', async () => {
    await tab(page, 'Figures').click();
    await expect(page).toHaveURL(/tab=figures/);
    const [identity, course, forum] = (await Promise.all(
      [
        '/api/admin/figures?days=30',
        '/api/admin/course-figures?days=30',
        '/api/admin/forum-figures?days=30',
      ].map(async (url) => (await page.request.get(url)).json()),
    )) as [
      { signUps: Series[] },
      { enrollments: Series[]; completions: Series[]; totals: { enrollments: number; completions: number } },
      { discussions: Series[]; replies: Series[]; totals: { discussions: number; replies: number } },
    ];
    const today = course.enrollments.at(-1)!;
    // The demo student's enrollment above is among today's.
    expect(today.count).toBeGreaterThanOrEqual(1);

    for (const name of ['Sign-ups', 'Enrollments and completions', 'Forum activity']) {
      const section = page.getByRole('region', { name, exact: true });
      await expect(section.getByRole('img', { name: /^Bar chart of/ })).toBeVisible();
      await section.getByRole('button', { name: 'Show as a table' }).click();
      await expect(page.getByRole('region', { name: `${name} per day` }).getByRole('row')).toHaveCount(31);
    }
    const totals = page
      .getByRole('region', { name: 'Enrollments and completions', exact: true })
      .getByRole('definition');
    await expect(totals.nth(0)).toHaveText(String(course.totals.enrollments));
    await expect(totals.nth(1)).toHaveText(String(course.totals.completions));
    expect(await tableRow(page, 'Enrollments and completions per day', today.date)).toEqual([
      String(today.count),
      String(course.completions.at(-1)!.count),
    ]);
    const forumTotals = page
      .getByRole('region', { name: 'Forum activity', exact: true })
      .getByRole('definition');
    await expect(forumTotals.nth(0)).toHaveText(String(forum.totals.discussions));
    await expect(forumTotals.nth(1)).toHaveText(String(forum.totals.replies));
    const forumDay = forum.discussions.findLast((d) => d.count > 0) ?? forum.discussions.at(-1)!;
    expect(await tableRow(page, 'Forum activity per day', forumDay.date)).toEqual([
      String(forumDay.count),
      String(forum.replies.find((d) => d.date === forumDay.date)!.count),
    ]);
    const signUpDay = identity.signUps.at(-1)!;
    expect(await tableRow(page, 'Sign-ups per day', signUpDay.date)).toEqual([String(signUpDay.count)]);

    await expectAccessible(page, '/admin figures at 1280 px');
    await shot(page, 'admin-figures-1280');
    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Forum activity per day' }).getByRole('row')).toHaveCount(
      91,
    );
    await expect(page.getByRole('region', { name: 'Sign-ups per day' }).getByRole('row')).toHaveCount(91);
  });

  await test.step('every tab is accessible at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const [value, label] of [
      ['users', 'Users'],
      ['pending-educators', 'Educator Approvals'],
      ['courses', 'Courses'],
      ['moderation', 'Moderation'],
      ['activity', 'Activity'],
      ['figures', 'Figures'],
      ['outbox', 'Outbox'],
    ] as const) {
      await page.goto(value === 'users' ? '/admin' : `/admin?tab=${value}`);
      await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
      await expect(card(page, 'Total Users').locator('.value')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page, `/admin ${label} at 360 px`);
      await expectNoSideScroll(page, `/admin ${label} at 360 px`);
      await shot(page, `admin-${value}-360`);
    }
  });

  await test.step('the reassign dialog is accessible at 360 px', async () => {
    await page.goto('/admin?tab=courses');
    await page.getByRole('button', { name: `Actions for ${courseTitles.approve}` }).click();
    await page.getByRole('menuitem', { name: 'Reassign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reassign course' });
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await expectAccessible(page, 'the reassign dialog at 360 px', '[role="dialog"]');
    await shot(page, 'admin-reassign-360');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
  await page.context().close();
});
