/**
 * The admin dashboard (issue 12) end to end, on a platform of the test's own (the built launcher: the gateway, the
 * services, the shell and the admin remote, fresh demo data), so its counts and audit log start from a known state.
 *
 * An administrator signs in, sees the stat cards with the identity service's real figures, approves the demo
 * pending educator and rejects another (registered through the API) with a reason, edits, suspends, reactivates
 * and deletes a student (registered through the API), and finds each of those actions in the Activity tab. It
 * reviews courses, hides a flagged post (also in the Activity tab), reassigns a course to another educator, is
 * refused the deletion of an educator who still teaches (and follows the offer to that educator's courses), and
 * reads the Figures tab's sign-up, enrollment/completion and forum charts against the services' own answers. A
 * student visiting /admin is sent to /, a visitor to /auth. axe-core (every rule) on every tab at 1280 and 360 px,
 * and on the reassign dialog; at 360 px no tab may make the page wider than the screen.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, uniqueUsername, run } from './support/platform';
import { shot } from './support/screenshots';
import { signedInApi, okJson, firstCategoryId, registerAccount } from './support/api-helpers';
import { signedInPage } from './support/signed-in-page';

interface ApiUser {
  id: number;
  username: string;
}

let platform: OwnPlatform;
let student: ApiUser & { password: string };
let rejectee: { username: string; firstName: string; lastName: string };
let flagged: { id: number; title: string };
/** The educator account the administrator creates, who is given a course later. */
let staff: { username: string; name: string };
const courseTitles = {
  approve: `Pond Life Survey ${run}`,
  reject: `Rain Garden Basics ${run}`,
};

test.describe.configure({ mode: 'serial' });

/** POST /api/register from a context of its own (a new account signs that context in, not the browser). */
async function register(role: 'student' | 'educator', firstName: string, lastName: string) {
  const api = await playwrightRequest.newContext({ baseURL: platform.url });
  const prefix = role === 'student' ? 'learner' : 'applicant';
  const account = await registerAccount(api, {
    prefix,
    firstName,
    lastName,
    password: 'Canopy!journey9',
    role,
  });
  await api.dispose();
  return { ...account, id: account.user.id, firstName, lastName };
}

/** The demo student flags someone else's discussion as spam (the forum's own API), for the Moderation tab. */
async function flagADiscussion() {
  const api = await signedInApi(platform.url, accounts.student);
  const list = await okJson<{ items: { id: number; title: string; author: { username: string } }[] }>(
    api.get('/api/discussions?pageSize=20'),
  );
  const target = list.items.find((d) => d.author.username !== accounts.student.username);
  expect(target, 'a demo discussion by someone else').toBeTruthy();
  const res = await api.post(`/api/discussions/${target!.id}/flags`, { data: { reason: 'spam' } });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return { id: target!.id, title: target!.title };
}

/** The demo educator submits two courses through the course service's API: each waits for review. */
async function submitCourses() {
  const api = await signedInApi(platform.url, accounts.educator);
  const categoryId = await firstCategoryId(api);
  for (const title of Object.values(courseTitles)) {
    const res = await api.post('/api/courses', {
      data: { title, description: 'A short course for the admin journey.', categoryId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();
}

/** The demo student enrols in a course (the course service's API), so today's enrollments include the journey's. */
async function enrolDemoStudent(courseId: number) {
  const api = await signedInApi(platform.url, accounts.student);
  const res = await api.post('/api/enrollments', { data: { courseId } });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
}

interface Series {
  date: string;
  count: number;
}

/** The row of a figures table for one UTC day, as its cells' text. */
async function tableRow(page: Page, region: string, date: string) {
  const row = page
    .getByRole('region', { name: region })
    .getByRole('row')
    .filter({ has: page.locator(`time[datetime="${date}"]`) });
  return row.getByRole('cell').allTextContents();
}

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  const s = await register('student', 'Robin', 'Fields');
  expect(typeof s.id).toBe('number');
  student = { id: s.id!, username: s.username, password: s.password };
  rejectee = await register('educator', 'Quinn', 'Applicant');
  flagged = await flagADiscussion();
  await submitCourses();
});

test.afterAll(async () => {
  await platform?.stop();
});

/**
 * Nothing may widen the page at a phone's width (wide tables scroll inside their own region). On failure the
 * message names the outermost elements that stick out, which is what needs fixing.
 */
async function expectNoSideScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const right = el.getBoundingClientRect().right;
      const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
      // Only where the overflow starts: the element sticks out while its parent does not.
      if (right > width + 0.5 && parent <= width + 0.5) {
        culprits.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(right)}px`,
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 8) };
  });
  expect.soft(overflow.scrollWidth, `${label}: ${overflow.culprits.join('; ')}`).toBeLessThanOrEqual(360);
}

const signedIn = (browser: Browser, who: { username: string; password: string }) =>
  signedInPage(browser, platform.url, who);

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Platform figures' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** The figure a stat card shows, as a number. */
async function cardValue(page: Page, name: string): Promise<number> {
  const text = (await card(page, name).locator('.value').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Opens the actions menu of a row of the Users table. */
async function rowAction(page: Page, username: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function searchUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
  await expect(page.getByRole('status').filter({ hasText: /Showing/ })).toBeVisible();
}

test('visitors and students are kept out of /admin', async ({ browser }) => {
  const visitor = await browser.newContext({ baseURL: platform.url });
  const v = await visitor.newPage();
  await v.goto('/admin');
  await expect(v).toHaveURL(/\/auth/);
  await visitor.close();

  const page = await signedIn(browser, accounts.student);
  await page.goto('/admin');
  await expect(page).toHaveURL(`${platform.url}/`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  // The service refuses the student too, whatever the page does.
  expect((await page.request.get('/api/users')).status()).toBe(403);
  await page.context().close();
});

test('an administrator reviews educators, manages a student and finds it all in the activity log', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const page = await signedIn(browser, accounts.admin);

  await test.step('the dashboard shows the identity service’s real figures', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');
    const figures = (await (await page.request.get('/api/admin/figures')).json()) as {
      totals: { totalUsers: number; activeEducators: number; pendingApprovals: number };
    };
    await expect(card(page, 'Total Users')).toContainText(String(figures.totals.totalUsers));
    await expect(card(page, 'Active Educators')).toContainText(String(figures.totals.activeEducators));
    await expect(card(page, 'Pending Approvals')).toContainText(String(figures.totals.pendingApprovals));
    // The demo pending educator and the one registered above.
    expect(figures.totals.pendingApprovals).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('region', { name: 'Users table' })).toBeVisible();
    await expectAccessible(page, '/admin users tab at 1280 px');
    await shot(page, 'admin-users-1280');
  });

  await test.step('a stat card opens its tab, and the tab survives a reload', async () => {
    await card(page, 'Pending Approvals').click();
    await expect(page).toHaveURL(/tab=pending-educators/);
    await page.reload();
    await expect(tab(page, 'Educator Approvals')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Pending educators' })).toBeVisible();
    await expectAccessible(page, '/admin educator approvals at 1280 px');
    await shot(page, 'admin-approvals-1280');
  });

  await test.step('the demo pending educator is approved', async () => {
    const pending = page.getByRole('list', { name: 'Pending educators' }).getByRole('listitem');
    const before = await cardValue(page, 'Pending Approvals');
    const demo = pending.filter({ hasText: `@${accounts.pendingEducator.username}` });
    await expect(demo).toBeVisible();
    await demo.getByRole('button', { name: /^Approve/ }).click();
    await expectToast(page, 'Educator approved');
    await expect(demo).toHaveCount(0);
    await expect(card(page, 'Pending Approvals')).toContainText(String(before - 1));
  });

  await test.step('another educator is rejected with a reason', async () => {
    const item = page
      .getByRole('list', { name: 'Pending educators' })
      .getByRole('listitem')
      .filter({ hasText: `@${rejectee.username}` });
    await item.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject educator application' });
    await dialog.getByLabel(/Reason/).fill('Please add teaching references to your profile.');
    await expectAccessible(page, 'the reject dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectToast(page, 'Educator rejected');
    await expect(item).toHaveCount(0);
  });

  await test.step('a student is edited, with the contract’s validation first', async () => {
    await tab(page, 'Users').click();
    await searchUsers(page, student.username);
    const row = page.getByTestId(`user-row-${student.username}`);
    await expect(row).toContainText('Robin Fields');
    await rowAction(page, student.username, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByLabel('First name').fill('');
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expectAccessible(page, 'the edit dialog with errors', '[role="dialog"]');
    await shot(page, 'admin-edit-dialog-1280');
    await dialog.getByLabel('First name').fill('Robyn');
    await dialog.getByLabel('Last name').fill('Meadows');
    await dialog.getByLabel('Email').fill(`${student.username}@canopy.example`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'User updated');
    await expect(row).toContainText('Robyn Meadows');
    await expect(row).toContainText(`${student.username}@canopy.example`);
  });

  await test.step('a reset link is sent to the student', async () => {
    await rowAction(page, student.username, 'Send reset link');
    await expectToast(
      page,
      'Reset link sent',
      `The link for ${student.username}@canopy.example is in the outbox`,
    );
  });

  await test.step('the student is suspended and reactivated', async () => {
    const row = page.getByTestId(`user-row-${student.username}`);
    await rowAction(page, student.username, 'Suspend');
    await expectToast(page, 'User suspended');
    await expect(row).toContainText('Suspended');
    await page.getByRole('button', { name: `Actions for ${student.username}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Suspend' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    await expectToast(page, 'User reactivated');
    await expect(row).toContainText('Active');
  });

  await test.step('the student is deleted after typing the username', async () => {
    await rowAction(page, student.username, 'Delete');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this user?' });
    const confirm = dialog.getByRole('button', { name: 'Delete user' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${student.username} to confirm`).fill('someone-else');
    await expect(confirm).toBeDisabled();
    await expectAccessible(page, 'the delete dialog', '[role="alertdialog"]');
    await dialog.getByLabel(`Type ${student.username} to confirm`).fill(student.username);
    await confirm.click();
    await expectToast(page, 'User deleted');
    await expect(page.getByTestId(`user-row-${student.username}`)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();
  });

  await test.step('the administrator cannot delete or suspend their own account', async () => {
    await searchUsers(page, accounts.admin.username);
    await page.getByRole('button', { name: `Actions for ${accounts.admin.username}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Suspend' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step('an administrator creates an educator account', async () => {
    const username = uniqueUsername('staff');
    staff = { username, name: 'Casey Teacher' };
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expectAccessible(page, 'the create account dialog with errors', '[role="dialog"]');
    await shot(page, 'admin-create-account-1280');
    await dialog.getByRole('radio', { name: /^Educator/ }).click();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('First name').fill('Casey');
    await dialog.getByLabel('Last name').fill('Teacher');
    await dialog.getByLabel('Email').fill(`${username}@example.org`);
    await dialog.getByLabel('Password', { exact: true }).fill('Canopy!staff77');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'User created');
    await searchUsers(page, username);
    const row = page.getByTestId(`user-row-${username}`);
    await expect(row).toContainText('Educator');
    await expect(row).toContainText('Active');
  });

  await test.step('the filters are applied by the server', async () => {
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');
    await page.getByLabel('Role').selectOption('educator');
    await page.getByLabel('Status').selectOption('rejected');
    await expect(page).toHaveURL(/role=educator/);
    await expect(page.getByTestId(`user-row-${rejectee.username}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(/of 1 user$/);
  });

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
    await enrolDemoStudent(approved.items.find((c) => c.title === courseTitles.approve)!.id);
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

  await test.step('each action is in the activity log, newest first', async () => {
    await tab(page, 'Activity').click();
    await expect(page).toHaveURL(/tab=activity/);
    const log = page.getByRole('region', { name: 'Activity log' });
    await expect(log).toBeVisible();
    await expectAccessible(page, '/admin activity at 1280 px');
    await shot(page, 'admin-activity-1280');
    await page.getByRole('searchbox', { name: 'Search activity' }).fill(`user ${student.id}`);
    const rows = log.getByRole('row');
    // Header + deleted, reactivated, suspended, reset link, updated (newest first).
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(1)).toContainText('Deleted user');
    await expect(rows.nth(2)).toContainText('Reactivated user');
    await expect(rows.nth(2)).toContainText('status: suspended → status: active');
    await expect(rows.nth(3)).toContainText('Suspended user');
    await expect(rows.nth(4)).toContainText('Sent reset link');
    await expect(rows.nth(5)).toContainText('Updated user');
    await expect(rows.nth(5)).toContainText('Robyn');
    for (const r of [1, 2, 3, 4, 5]) await expect(rows.nth(r)).toContainText(accounts.admin.username);
    await page.getByRole('searchbox', { name: 'Search activity' }).fill('educator.');
    await expect(log).toContainText('Approved educator');
    await expect(log).toContainText('Rejected educator');
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

  await test.step('the reset link waits in the demo outbox (no mail server)', async () => {
    await tab(page, 'Outbox').click();
    await expect(page).toHaveURL(/tab=outbox/);
    const mail = page
      .getByRole('list', { name: 'Kept mail' })
      .getByRole('listitem')
      .filter({ hasText: `${student.username}@canopy.example` });
    await expect(mail.getByRole('heading', { name: 'Reset your Canopy password' })).toBeVisible();
    await mail.getByText('Show message').click();
    await expect(mail).toContainText('/reset-password?token=');
    await expectAccessible(page, '/admin outbox at 1280 px');
    await shot(page, 'admin-outbox-1280');
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

  await test.step('Logout signs out and goes to /auth', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth/);
  });
  await page.context().close();
});
