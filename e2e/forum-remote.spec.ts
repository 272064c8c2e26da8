/**
 * The forum remote inside the shell: /community-guidelines comes from /remotes/forum/ at run time, uses the shell's
 * theme and auth state, and an unreachable remote only takes its own pages down. The federation runtime's retry
 * plugin recovers an entry that fails twice; an entry that never loads, or does not match its integrity hash, shows
 * the unavailable panel.
 */
import { expect, test, type Page } from '@playwright/test';
import { accounts, expectRemoteDeployed } from './support/platform';
import { signInPage } from './support/signed-in-page';

test.beforeEach(async ({ request }) => {
  await expectRemoteDeployed(request, 'forum');
});

test('/community-guidelines is served by the forum remote with the shell theme and auth state', async ({
  page,
}) => {
  await signInPage(page, accounts.student);
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

const ENTRY = '**/remotes/forum/remoteEntry*.js';

/**
 * Opens a forum page from a shell page, client-side: the page's HTML then names no forum file to preload, so every
 * request for the entry is the federation runtime's.
 */
async function openFromShellPage(page: Page, path: string) {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('an entry that fails twice is recovered by the retry plugin', async ({ page }) => {
  let attempts = 0;
  await page.route(ENTRY, (route) => (++attempts <= 2 ? route.abort('connectionreset') : route.continue()));
  await openFromShellPage(page, '/community-guidelines');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Community Guidelines and Conduct Policy' }),
  ).toBeVisible();
  expect(attempts).toBe(3);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test('an entry that does not match the integrity hash in the manifest is refused, and the log says why', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  // The same file with one more line: what a tampered or half-deployed entry looks like.
  await page.route(ENTRY, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: `${await res.text()}\n;window.tampered = true;` });
  });
  await page.goto('/community-guidelines');
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel.getByRole('heading', { name: 'Forum is temporarily unavailable' })).toBeVisible();
  expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined();
  await expect
    .poll(() => logs.join('\n'))
    .toMatch(
      /remote "forum" is unavailable: .*remoteEntry\.[0-9a-f]+\.js was refused: it does not match the integrity hash/,
    );
});

test('with the forum remote unreachable, its pages show the unavailable panel and the rest keeps working', async ({
  page,
}) => {
  let attempts = 0;
  await page.route('**/remotes/forum/**', (route) => {
    // Scripts only: the log line's check of the entry's integrity fetches it too.
    if (/remoteEntry/.test(route.request().url()) && route.request().resourceType() === 'script') attempts++;
    return route.abort('connectionrefused');
  });
  await openFromShellPage(page, '/community-guidelines');
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toBeVisible();
  // The first attempt and the retry plugin's two.
  expect(attempts).toBe(3);
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

test("pointing at a link to the forum starts its entry (preloadRemote) before the click, and the click's page works", async ({
  page,
}) => {
  const entryRequests: string[] = [];
  page.on(
    'request',
    (r) => void (/\/remotes\/forum\/remoteEntry/.test(r.url()) && entryRequests.push(r.url())),
  );
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  // Shown once the manifest declares the forum (so the warm-up knows who owns the link's path).
  const forumLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum' });
  await expect(forumLink).toBeVisible();
  expect(entryRequests).toEqual([]);

  await forumLink.hover();
  await expect.poll(() => entryRequests.length).toBeGreaterThan(0);
  await forumLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sustainability Forum' })).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});
