/**
 * The forum remote inside the shell: /community-guidelines comes from /remotes/forum/ at run time, uses the shell's
 * theme and auth state, and an unreachable remote only takes its own pages down.
 */
import { expect, test } from '@playwright/test';
import { accounts, expectRemoteDeployed, login } from './support/platform';

test.beforeEach(async ({ request }) => {
  await expectRemoteDeployed(request, 'forum');
});

test('/community-guidelines is served by the forum remote with the shell theme and auth state', async ({
  page,
}) => {
  await login(page, accounts.student);
  const fromRemote = page.waitForResponse((r) => r.url().includes('/remotes/forum/') && r.ok());
  await page.goto('/community-guidelines');
  await fromRemote;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
  ).toBeVisible();
  // The shell's layout and auth state around the remote page.
  await expect(page.getByRole('button', { name: 'Sam, account menu' })).toBeVisible();
  await expect(page.getByText('Thank you for being part of it, Sam.', { exact: false })).toBeVisible();

  for (const title of [
    'Respect & Kindness',
    'Prohibited Behavior',
    'Constructive Communication',
    'Enforcement & Reporting',
  ]) {
    await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  }
  const prohibited = page.getByRole('button', { name: /Prohibited Behavior/ });
  await expect(prohibited).toHaveAttribute('aria-expanded', 'false');
  await prohibited.click();
  await expect(prohibited).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Hate speech or discrimination/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our commitment' })).toBeVisible();

  await expect(page.getByRole('button', { name: 'Continue to Discussions' })).toBeDisabled();
  await page
    .getByRole('checkbox', { name: 'I have read and agree to follow the community guidelines' })
    .check();
  const go = page.getByRole('link', { name: 'Continue to Discussions' });
  await expect(go).toHaveAttribute('href', '/forum');
  // One theme: the remote's button is painted with the shell's forest-green primary.
  await expect(go).toHaveCSS('background-color', 'rgb(31, 81, 53)');
});

test('with the forum remote unreachable, its pages show the unavailable panel and the rest keeps working', async ({
  page,
}) => {
  await page.route('**/remotes/forum/**', (route) => route.abort('connectionrefused'));
  await page.goto('/community-guidelines');
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Forum is temporarily unavailable' })).toBeVisible();
  const retry = panel.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // Other areas are unaffected (client-side navigation: same page, the remote is still unreachable).
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();

  // The remote comes back: Retry loads it without a reload.
  await page.goto('/community-guidelines');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await page.unroute('**/remotes/forum/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
  ).toBeVisible();
});

test('a remote URL that points nowhere (manifest entry unreachable) is contained the same way', async ({
  page,
}) => {
  await page.route('**/mfe-manifest.json', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { remotes: Record<string, { entry: string; paths: string[] }> };
    body.remotes.forum = {
      ...body.remotes.forum!,
      entry: 'http://127.0.0.1:9/remotes/forum/remoteEntry.js',
    };
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/community-guidelines');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});
