/**
 * Account recovery end to end: a learner who forgot their password asks for a link on the Login tab, the link
 * arrives through a stand-in SMTP server, the reset page sets a new password under the password rule, the old
 * password stops working and the new one signs in; the link works once. axe on both recovery pages at 1280 and
 * 360 px.
 */
import { expect, test } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import type { Page } from '@playwright/test';
import { accounts, expectAccessible } from './support/platform';
// The services' own SMTP stand-in (its entry has nothing of vitest).
import { startSmtpStandIn, type SmtpStandIn } from '@canopy/service-kit/testing/smtp-stand-in';
import { resetLinkIn } from './support/reset-link';

let smtp: SmtpStandIn;
let platform: OwnPlatform;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  smtp = await startSmtpStandIn();
  platform = await startOwnPlatform({ SMTP_URL: smtp.url });
});

test.afterAll(async () => {
  await platform?.stop();
  await smtp?.close();
});

const newPassword = 'Fresh!meadow42';

async function openLoginTab(page: Page) {
  await page.goto(`${platform.url}/auth?tab=login`);
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
}

test('a learner resets a forgotten password through the mailed link', async ({ page }) => {
  test.setTimeout(120_000);
  const student = accounts.student;
  await openLoginTab(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Valid email address is required')).toBeVisible();

  await page.getByLabel('Email').fill('student@canopy.example');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account uses this email address/)).toBeVisible();

  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = smtp.received.at(-1)!;
  expect(mail.to).toEqual(['student@canopy.example']);
  const link = resetLinkIn(mail.raw);
  expect(link, mail.raw).not.toBeNull();
  const token = new URL(link!).searchParams.get('token')!;

  await page.goto(`${platform.url}/reset-password?token=${token}`);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh!meadow43');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The old password no longer signs in; the new one does.
  const old = await page.request.post(`${platform.url}/api/login`, {
    data: { username: student.username, password: student.password },
  });
  expect(old.status()).toBe(401);
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await openLoginTab(page);
  await page.getByLabel('Username').fill(student.username);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);

  // The link works once.
  const reuse = await page.request.post(`${platform.url}/api/reset-password`, {
    data: { token, password: 'Another!path77' },
  });
  expect(reuse.status()).toBe(400);
});

test('the recovery pages are accessible at 1280 and 360 px', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 860 });
    await page.goto(`${platform.url}/forgot-password`);
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expectAccessible(page, `/forgot-password at ${width}px`);
    await page.goto(`${platform.url}/reset-password?token=abc`);
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expectAccessible(page, `/reset-password at ${width}px`);
    await page.goto(`${platform.url}/reset-password`);
    await expect(page.getByText('Reset token is required')).toBeVisible();
    await expectAccessible(page, `/reset-password without a token at ${width}px`);
  }
});
