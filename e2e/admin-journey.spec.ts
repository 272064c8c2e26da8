/**
 * The admin dashboard's people (issue 12) end to end, on a platform of the test's own (the built launcher: the
 * gateway, the services, the shell and the admin remote, fresh demo data), so its counts and audit log start from a
 * known state.
 *
 * An administrator signs in, sees the stat cards with the identity service's real figures, approves the demo
 * pending educator and rejects another (registered through the API) with a reason, edits, sends a reset link to,
 * suspends, reactivates and deletes a student (registered through the API), may not delete or suspend their own
 * account, creates an educator account, filters the users on the server, finds each of those actions in the
 * Activity tab and the reset link in the demo outbox. A student visiting /admin is sent to /, a visitor to /auth.
 * axe-core (every rule) on each tab and dialog on the way at 1280 px. Courses, moderation, figures and every tab at
 * 360 px: admin-courses.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, uniqueUsername } from './support/platform';
import { shot } from './support/screenshots';
import { expectWholeWhenOpened, watchForUnnamedParts } from './support/whole-parts';
import { signedInPage } from './support/signed-in-page';
import { card, cardValue, register, rowAction, searchUsers, tab } from './support/admin-dashboard';

let platform: OwnPlatform;
let student: { id: number; username: string; password: string };
let rejectee: { username: string; firstName: string; lastName: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  student = await register(platform.url, 'student', 'Robin', 'Fields');
  rejectee = await register(platform.url, 'educator', 'Quinn', 'Applicant');
});

test.afterAll(async () => {
  await platform?.stop();
});

const signedIn = (browser: Browser, who: { username: string; password: string }) =>
  signedInPage(browser, platform.url, who);

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
  test.setTimeout(360_000);
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
    const unnamed = await watchForUnnamedParts(page);
    await item.getByRole('button', { name: /^Reject/ }).click();
    await expectWholeWhenOpened(page, '[role="dialog"]');
    expect(await unnamed()).toEqual([]);
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
    const unnamed = await watchForUnnamedParts(page);
    await rowAction(page, student.username, 'Edit');
    await expectWholeWhenOpened(page, '[role="dialog"]');
    expect(await unnamed()).toEqual([]);
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
    const unnamed = await watchForUnnamedParts(page);
    await rowAction(page, student.username, 'Delete');
    await expectWholeWhenOpened(page, '[role="alertdialog"]');
    expect(await unnamed()).toEqual([]);
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
    const unnamed = await watchForUnnamedParts(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectWholeWhenOpened(page, '[role="dialog"]');
    expect(await unnamed()).toEqual([]);
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

  await test.step('Logout signs out and goes to /auth', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth/);
  });
  await page.context().close();
});
