/**
 * "Enable fingerprint login" with passkeys, against the real platform: Chromium's virtual authenticator (through
 * a CDP session) stands in for the fingerprint reader.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast, fillSignUp, openAuthTab, uniqueUsername } from './support/platform';

const PASSWORD = 'Green-leaf-42';

/** A platform authenticator with resident keys and user verification, answering without a prompt. */
async function addVirtualAuthenticator(page: Page, opts: { isUserVerified?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: opts.isUserVerified ?? true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signUpWithFingerprint(page: Page, firstName: string) {
  const username = uniqueUsername('passkey');
  await openAuthTab(page, 'register');
  await fillSignUp(page, {
    firstName,
    lastName: 'Moss',
    email: `${username}@example.org`,
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  await page
    .getByRole('form', { name: 'Sign Up' })
    .getByRole('checkbox', { name: /Enable fingerprint login/ })
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return username;
}

test('sign up with fingerprint login ticked registers a passkey; it then signs the user in', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  await signUpWithFingerprint(page, 'Robin');

  await expectToast(page, 'Fingerprint login enabled');
  await expect(page).toHaveURL(/\/$/);
  const stored = await authenticator.credentials();
  expect(stored).toHaveLength(1);
  expect(stored[0]!.isResidentCredential).toBe(true);
  const me = await page.request.get('/api/user');
  expect((await me.json()).biometricEnabled).toBe(true);
  expect(await (await page.request.get('/api/passkeys')).json()).toHaveLength(1);

  await page.getByRole('button', { name: 'Robin, account menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
  await expectToast(page, 'Logged out');
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await openAuthTab(page, 'login');
  await page.getByRole('button', { name: 'Sign in with fingerprint or passkey' }).click();
  await expectToast(page, 'Login successful', 'Welcome back, Robin!');
  await expect(page).not.toHaveURL(/\/auth/);
  await expect(page.getByRole('button', { name: 'Robin, account menu' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(200);
  expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(0);
});

test('when the device cannot verify the person, the account is still created and the user is told', async ({
  page,
}) => {
  await addVirtualAuthenticator(page, { isUserVerified: false });
  await signUpWithFingerprint(page, 'Ash');

  await expectToast(page, 'Fingerprint login not set up', /Your account is ready/);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Ash, account menu' })).toBeVisible();
  expect(await (await page.request.get('/api/passkeys')).json()).toHaveLength(0);
});

test('without a passkey on the device, passkey sign-in fails gently and password login still works', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  await openAuthTab(page, 'login');
  await page.getByRole('button', { name: 'Sign in with fingerprint or passkey' }).click();
  // No passkey for this site on the device: the browser reports it like a dismissed prompt.
  await expectToast(page, 'Passkey sign-in cancelled', 'You can sign in with your username and password.');
  await expect(page).toHaveURL(/\/auth/);
  await expect(
    page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login', exact: true }),
  ).toBeEnabled();
});
