/** axe-core on the shell's screens and the forum remote's page: no serious or critical violations. */
import { expect, test } from '@playwright/test';
import { expectAccessible, expectRemoteDeployed } from './support/platform';

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
