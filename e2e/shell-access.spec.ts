/**
 * Who goes where in the shell, against the real platform (gateway + identity): pending educators (kept on
 * /pending-approval, moved on by an approval without signing in again), the approval notice, the route guards and
 * redirects per role, and the role-aware header. Texts are the specification's, word for word. Signing up, in and
 * out: shell-auth.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { accounts, expectToast, expectRemoteDeployed, login, openAuthTab } from './support/platform';
import { signedInApi, signInThrough, registerAccount } from './support/api-helpers';

const PASSWORD = 'Green-leaf-42';

test.describe('pending educators', () => {
  const pendingText = 'Your educator account is still pending approval by an administrator.';

  async function submitLogin(page: Page, who: { username: string; password: string }) {
    await openAuthTab(page, 'login');
    await page.getByLabel('Username').fill(who.username);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page
      .getByRole('form', { name: 'Login' })
      .getByRole('button', { name: 'Login', exact: true })
      .click();
  }

  test('a pending educator is signed in, kept on /pending-approval with their name and Log out', async ({
    page,
  }) => {
    await submitLogin(page, accounts.pendingEducator);
    await expect(page.locator('[data-variant="destructive"]')).toContainText(pendingText);
    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Approval Pending' })).toBeVisible();
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'pending-educator', status: 'pending' });

    // A reload keeps them signed in and here, with their name and Log out in the header.
    await page.reload();
    await expect(page).toHaveURL(/\/pending-approval$/);
    const account = page.getByRole('banner').getByRole('button', { name: 'Noah, account menu' });
    await expect(account).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveCount(0);

    // Every protected page, and /auth, sends them back here.
    for (const path of ['/courses/1/dashboard', '/', '/dashboard', '/auth']) {
      await page.goto(path);
      await expect(page, `${path} sends a pending educator to /pending-approval`).toHaveURL(
        /\/pending-approval$/,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Approval Pending' })).toBeVisible();
    }

    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('pending-educator@canopy.example')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Courses' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('an approval moves a signed-in pending educator on, without signing in again', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const waiting = await registerAccount(page.request, {
      prefix: 'waiting',
      firstName: 'Wren',
      lastName: 'Hollow',
      password: PASSWORD,
      role: 'educator',
    });
    expect(waiting.user).toMatchObject({ status: 'pending' });

    await submitLogin(page, waiting);
    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByRole('button', { name: 'Wren, account menu' })).toBeVisible();
    const { id } = (await (await page.request.get('/api/user')).json()) as { id: number };

    const admin = await signedInApi(baseURL!, accounts.admin);
    try {
      const approved = await admin.post(`/api/users/${id}/approve`);
      expect(approved.ok(), await approved.text()).toBe(true);
    } finally {
      await admin.dispose();
    }

    // The page re-reads the account every few seconds (the gateway every 5 s): it moves on to the educator's home —
    // the studio's dashboard once a remote declares /educator, the platform's home until then.
    await expect(page).not.toHaveURL(/\/pending-approval$/, { timeout: 20_000 });
    await expect(page).toHaveURL(/\/(educator)?$/);
    await expectToast(page, 'Account Approved');
    expect(await (await page.request.get('/api/user')).json()).toMatchObject({ id, status: 'active' });
  });
});

test.describe('notices', () => {
  test('an active educator sees the approval notice once per browser', async ({ page }) => {
    await login(page, accounts.educator);
    await expectToast(page, 'Account Approved');
    const dialog = page.getByRole('dialog', { name: 'Your educator account is approved' });
    await expect(dialog).toBeVisible();
    // The buttons lead to the studio's dashboard: offered only once a remote declares it.
    const studio = (await (await page.request.get('/mfe-manifest.json')).json()) as {
      remotes: Record<string, { paths: string[] }>;
    };
    const dashboardDeclared = Object.values(studio.remotes).some((r) => r.paths.includes('/educator'));
    // The open dialog hides the toast from the accessibility tree (modal), so the toast's button is found by text.
    await expect(page.locator('[data-variant] button', { hasText: 'Go to Dashboard' })).toHaveCount(
      dashboardDeclared ? 1 : 0,
    );
    await expect(dialog.getByRole('button', { name: 'Go to Educator Dashboard' })).toHaveCount(
      dashboardDeclared ? 1 : 0,
    );
    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await expect(dialog).toBeHidden();
    const marker = await page.evaluate(() =>
      Object.keys(localStorage).find((k) => k.startsWith('approval_notification_shown_')),
    );
    expect(marker).toBeTruthy();

    // Same browser, next sign-in: no notice.
    await page.evaluate(() => fetch('/api/logout', { method: 'POST', credentials: 'include' }));
    await login(page, accounts.educator);
    await expectToast(page, 'Login successful');
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-variant]').filter({ hasText: 'Account Approved' })).toHaveCount(0);
  });

  test('the notice waits for its texts when the first page gets there before them', async ({ page }) => {
    await signInThrough(page.request, accounts.educator);
    // The chunk with the auth layer's English comes 3 s late, as on a slow network, while the account and the
    // manifest answer at once: the toast shows its texts, never their keys.
    const approvedText = 'Your educator account has been approved. You can now create and publish courses.';
    await page.route(/\.js$/, async (route) => {
      const fetched = await route.fetch();
      if ((await fetched.text()).includes(approvedText)) await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.goto('/');
    await expectToast(page, 'Account Approved', approvedText);
    await expect(page.locator('[data-variant]').filter({ hasText: 'approvedText' })).toHaveCount(0);
  });
});

test.describe('guards and redirects', () => {
  test('a signed-in user at /auth goes to /', async ({ page }) => {
    await login(page, accounts.student);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('home (/) sends visitors to /auth, and admins and educators to their dashboards once those exist', async ({
    page,
    request,
  }) => {
    await expectRemoteDeployed(request, 'learn');
    const manifest = (await (await request.get('/mfe-manifest.json')).json()) as {
      remotes: Record<string, { paths: string[] }>;
    };
    const declared = (path: string) => Object.values(manifest.remotes).some((r) => r.paths.includes(path));
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);

    // Until a remote declares /admin or /educator, a redirect there would land on our own 404: they stay home.
    await login(page, accounts.admin);
    await expect(page).toHaveURL(declared('/admin') ? /\/admin$/ : /\/$/);
    await page.evaluate(() => fetch('/api/logout', { method: 'POST', credentials: 'include' }));

    await page.context().clearCookies();
    await login(page, accounts.educator);
    await expect(page).toHaveURL(declared('/educator') ? /\/educator$/ : /\/$/);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);

    await page.context().clearCookies();
    await login(page, accounts.student);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header shows Admin and Educator links by role, with the pending count for admins', async ({
    page,
  }) => {
    // Those links appear only once a remote declares their pages; until the studio and admin remotes exist, the
    // manifest is given their paths here so that the role rules can be seen.
    await page.route('**/mfe-manifest.json', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { remotes: Record<string, { entry: string; paths: string[] }> };
      body.remotes.admin ??= { entry: '/remotes/admin/remoteEntry.js', paths: ['/admin', '/admin/*'] };
      body.remotes.studio ??= {
        entry: '/remotes/studio/remoteEntry.js',
        paths: ['/educator', '/educator/*'],
      };
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/privacy-policy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Admin/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Educator', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();

    await login(page, accounts.educator);
    await page.goto('/privacy-policy');
    await expect(nav.getByRole('link', { name: 'Educator', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Admin/ })).toHaveCount(0);

    await page.context().clearCookies();
    await login(page, accounts.admin);
    // Demo mode has one pending educator (plus any this run registered): a once-per-session prompt and a badge.
    await expectToast(page, 'educator account(s) pending approval');
    await expect(page.locator('[data-variant]').getByRole('button', { name: 'Review' })).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(nav.getByRole('link', { name: /^Admin/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Educator', exact: true })).toBeVisible();
    await expect(nav.getByTestId('pending-badge')).toBeVisible();
  });
});
