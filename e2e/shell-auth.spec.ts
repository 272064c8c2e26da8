/**
 * Sign-in, registration, logout and route guards in the shell, against the real platform (gateway + identity).
 * Texts are the specification's, word for word.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  accounts,
  expectToast,
  fillSignUp,
  expectRemoteDeployed,
  login,
  openAuthTab,
  uniqueUsername,
} from './support/platform';
import { signedInApi } from './support/api-helpers';

const PASSWORD = 'Green-leaf-42';

test.describe('sign up', () => {
  test('a student signs up and lands on / signed in', async ({ page }) => {
    const username = uniqueUsername('student');
    await openAuthTab(page, 'register');
    await fillSignUp(page, {
      firstName: 'Robin',
      lastName: 'Moss',
      email: `${username}@example.org`,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration successful', 'Welcome to Canopy, Robin!');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Robin, account menu' })).toBeVisible();
  });

  test('an educator signs up, is not signed in and lands on /pending-approval', async ({ page }) => {
    const username = uniqueUsername('educator');
    await openAuthTab(page, 'register');
    await fillSignUp(page, { role: 'Educator' });
    await expect(
      page.getByText(
        'Educator accounts require admin approval. After registration, your account will be pending until reviewed by an administrator.',
      ),
    ).toBeVisible();
    await fillSignUp(page, {
      firstName: 'Jo',
      lastName: 'Fern',
      email: `${username}@example.org`,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration successful', /pending approval/);
    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Approval Pending' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:support@canopy.example',
    );
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(401);
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=login$/);
  });

  test('the admin role shows the restriction notice and the server refuses it', async ({ page }) => {
    await openAuthTab(page, 'register');
    await fillSignUp(page, { role: 'Admin' });
    await expect(
      page
        .getByText(
          'Administrator accounts can only be created by existing administrators or during initial system setup.',
        )
        .first(),
    ).toBeVisible();
  });

  test('registration is blocked until the terms are accepted', async ({ page }) => {
    const username = uniqueUsername('noterms');
    await openAuthTab(page, 'register');
    const terms = page.getByRole('checkbox', { name: /I accept the/ });
    await expect(terms).not.toBeChecked();
    await fillSignUp(page, {
      firstName: 'Ash',
      lastName: 'Willow',
      email: `${username}@example.org`,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(
      page,
      'Terms and Conditions Required',
      'Please accept the terms and conditions to register.',
    );
    await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/auth\?tab=register/);
    // Nothing was created.
    const res = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
    expect(res.status()).toBe(401);
  });

  test('validation messages appear next to their fields on submit', async ({ page }) => {
    await openAuthTab(page, 'register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Sign Up' });
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Username must be at least 3 characters',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible(); // the hint
    await fillSignUp(page, {
      email: 'not-an-email',
      username: 'ab',
      password: 'short1!',
      confirmPassword: 'different1!',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText('Invalid email address');
    await fillSignUp(page, { password: 'longenough', confirmPassword: 'longenough' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password must contain at least one number')).toBeVisible();

    await openAuthTab(page, 'login');
    await page
      .getByRole('form', { name: 'Login' })
      .getByRole('button', { name: 'Login', exact: true })
      .click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('each password field has its own show/hide toggle', async ({ page }) => {
    await openAuthTab(page, 'register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(form.getByLabel('Confirm password')).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password confirmation' }).click();
    await expect(form.getByLabel('Confirm password')).toHaveAttribute('type', 'text');
  });
});

test.describe('log in and out', () => {
  test('a student logs in with a greeting and logs out', async ({ page }) => {
    await login(page, accounts.student);
    await expectToast(page, 'Login successful', `Welcome back, ${accounts.student.firstName}!`);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: `${accounts.student.firstName}, account menu` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('student@canopy.example')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Courses' })).toHaveAttribute(
      'href',
      '/courses?tab=my',
    );
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('the login button spins and is disabled while pending, and a wrong password fails', async ({
    page,
  }) => {
    await openAuthTab(page, 'login');
    await page.getByLabel('Username').fill(accounts.student.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1!');
    await page.route('**/api/login', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const button = page
      .getByRole('form', { name: 'Login' })
      .getByRole('button', { name: 'Login', exact: true });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(button).toBeEnabled();
    await expect(page).toHaveURL(/\/auth/);
  });
});

// Spec 000 section 8: a failure the server answered is the auth state's toast; one without an answer is the sign-in
// page's own ('Login Error' / 'Registration Error').
test.describe('sign-in failures', () => {
  test("a server's refusal of a sign-up is 'Registration failed' with its message", async ({ page }) => {
    await openAuthTab(page, 'register');
    await fillSignUp(page, {
      firstName: 'Sam',
      lastName: 'Again',
      email: 'sam.again@example.org',
      username: accounts.student.username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration failed', 'Username already taken');
    await expect(page.locator('[data-variant]').filter({ hasText: 'Registration Error' })).toHaveCount(0);
  });

  test("a login that gets no answer shows the sign-in page's 'Login Error'", async ({ page }) => {
    await openAuthTab(page, 'login');
    await page.getByLabel('Username').fill(accounts.student.username);
    await page.getByLabel('Password', { exact: true }).fill(accounts.student.password);
    await page.route('**/api/login', (route) => route.abort('connectionrefused'));
    await page
      .getByRole('form', { name: 'Login' })
      .getByRole('button', { name: 'Login', exact: true })
      .click();
    await expectToast(page, 'Login Error', /Request to \/api\/login failed/);
    await expect(page.locator('[data-variant="destructive"]')).toContainText('Login Error');
    await expect(page).toHaveURL(/\/auth\?tab=login/);
  });

  test("a sign-up that gets no answer shows the sign-in page's 'Registration Error'", async ({ page }) => {
    const username = uniqueUsername('offline');
    await openAuthTab(page, 'register');
    await fillSignUp(page, {
      firstName: 'Ivy',
      lastName: 'Reed',
      email: `${username}@example.org`,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    await page.route('**/api/register', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration Error', /Request to \/api\/register failed/);
    await expect(page).toHaveURL(/\/auth\?tab=register/);
  });
});

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
    const username = uniqueUsername('waiting');
    const registered = await page.request.post('/api/register', {
      data: {
        username,
        password: PASSWORD,
        firstName: 'Wren',
        lastName: 'Hollow',
        email: `${username}@example.org`,
        role: 'educator',
      },
    });
    expect(registered.status()).toBe(201);
    expect(await registered.json()).toMatchObject({ status: 'pending' });

    await submitLogin(page, { username, password: PASSWORD });
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
