/**
 * axe-core (every rule it runs by default, any impact) on the shell's screens, signed out and signed in, and on the
 * remotes' pages the shell shows around them.
 */
import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, expectRemoteDeployed, login } from './support/platform';
import { signInPage } from './support/signed-in-page';

test('/auth — every tab', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/auth About');
  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expectAccessible(page, '/auth Login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectAccessible(page, '/auth Sign Up');
  // With the validation messages showing.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expectAccessible(page, '/auth Sign Up with errors');
});

for (const [path, heading] of [
  ['/pending-approval', 'Approval Pending'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/spiritual-community', 'A community for living gently on the earth'],
  ['/no-such-page', '404 Page Not Found'],
] as const) {
  test(`${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  });
}

test('/community-guidelines (forum remote)', async ({ page, request }) => {
  await expectRemoteDeployed(request, 'forum');
  await page.goto('/community-guidelines');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
  ).toBeVisible();
  await expectAccessible(page, '/community-guidelines');
});

test('the unavailable panel', async ({ page, request }) => {
  await expectRemoteDeployed(request, 'forum');
  await page.route('**/remotes/forum/**', (route) => route.abort('connectionrefused'));
  await page.goto('/community-guidelines');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expectAccessible(page, 'unavailable panel');
});

test("the learn remote's public pages, for a visitor", async ({ page, request }) => {
  await expectRemoteDeployed(request, 'learn');
  for (const path of ['/courses', '/courses/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `${path} (visitor)`);
  }
});

test.describe('signed in', () => {
  test('a student: home, the open account menu, catalogue, course pages and a shell page', async ({
    page,
    request,
  }) => {
    // Seven pages, each loaded whole and scanned by axe: more than the default minute on a busy machine.
    test.slow();
    await expectRemoteDeployed(request, 'learn');
    await signInPage(page, accounts.student);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sam, account menu' })).toBeVisible();
    await expectAccessible(page, '/ (student)');

    await page.getByRole('button', { name: 'Sam, account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'account menu open', '[role="menu"]');
    await page.keyboard.press('Escape');

    for (const path of ['/courses', '/courses/1', '/courses/1/dashboard', '/courses/1/lessons/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${path} (student)`);
    }

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expectAccessible(page, '/privacy-policy (student)');
  });

  test("a student on the forum remote's page", async ({ page, request }) => {
    await expectRemoteDeployed(request, 'forum');
    await signInPage(page, accounts.student);
    await page.goto('/community-guidelines');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
    ).toBeVisible();
    await expectAccessible(page, '/community-guidelines (student)');
  });

  test('an administrator: the header, and the prompt about pending educators', async ({ page }) => {
    await signInPage(page, accounts.admin);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('button', { name: 'Avery, account menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expectAccessible(page, '/privacy-policy (admin)');
  });

  test('a pending educator on /pending-approval', async ({ page }) => {
    await login(page, accounts.pendingEducator);
    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByRole('button', { name: 'Noah, account menu' })).toBeVisible();
    await expectAccessible(page, '/pending-approval (pending educator)');
  });
});
