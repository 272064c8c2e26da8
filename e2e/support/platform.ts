import { expect } from '@playwright/test';
import { scanWithAxe, type AxeScan } from './axe-scan';
import type { APIRequestContext, Page } from '@playwright/test';

/** Demo-mode accounts (overridable for a platform with other credentials). */
export const accounts = {
  admin: {
    username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
    password: process.env.E2E_ADMIN_PASSWORD ?? 'Canopy!admin1',
  },
  educator: {
    username: process.env.E2E_EDUCATOR_USERNAME ?? 'educator',
    password: process.env.E2E_EDUCATOR_PASSWORD ?? 'Canopy!teach1',
  },
  pendingEducator: { username: 'pending-educator', password: 'Canopy!teach2' },
  student: {
    username: process.env.E2E_STUDENT_USERNAME ?? 'student',
    password: process.env.E2E_STUDENT_PASSWORD ?? 'Canopy!learn1',
    firstName: 'Sam',
  },
};

/**
 * Letters and digits that make this run's names its own (course titles, search words, URLs): a run never meets an
 * earlier run's data on a platform that is kept.
 */
export const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
let counter = 0;
/** A username nobody has used yet (letters, digits, dots, dashes and underscores only). */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}_${run}_${counter}`;
}

/** The home site and support address the gateway is configured with (each absent when not). */
export async function siteLinks(
  request: APIRequestContext,
): Promise<{ homeSiteUrl?: string; supportEmail?: string }> {
  const res = await request.get('/mfe-manifest.json');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { site?: { homeSiteUrl?: string; supportEmail?: string } }).site ?? {};
}

/** Which remotes the gateway's manifest lists (their pages only exist when they are built or configured). */
export async function listedRemotes(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/mfe-manifest.json');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { remotes?: Record<string, unknown> };
  return Object.keys(body.remotes ?? {});
}

/**
 * The suites run against the built platform (`npm test` builds every remote first), so a remote missing from the
 * manifest is a broken build and fails the test rather than skipping it.
 */
export async function expectRemoteDeployed(request: APIRequestContext, name: string): Promise<void> {
  expect(await listedRemotes(request), `the ${name} remote is listed in /mfe-manifest.json`).toContain(name);
}

/** A toast with this title (and text) is on screen. */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.locator('[data-variant]').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

export async function openAuthTab(page: Page, tab: 'login' | 'register') {
  await page.goto(`/auth?tab=${tab}`);
  await expect(
    page.getByRole('tab', { name: tab === 'login' ? 'Login' : 'Sign Up', selected: true }),
  ).toBeVisible();
}

/** Logs in through the Login tab and waits until the app has left /auth. */
export async function login(page: Page, who: { username: string; password: string }) {
  await openAuthTab(page, 'login');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

export interface SignUpFields {
  role?: 'Student' | 'Educator' | 'Admin';
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: boolean;
}

/** Fills the Sign Up form (does not submit). */
export async function fillSignUp(page: Page, f: SignUpFields) {
  const form = page.getByRole('form', { name: 'Sign Up' });
  if (f.role) await form.getByRole('radio', { name: new RegExp(`^${f.role}`) }).click();
  if (f.firstName !== undefined) await form.getByLabel('First name').fill(f.firstName);
  if (f.lastName !== undefined) await form.getByLabel('Last name').fill(f.lastName);
  if (f.email !== undefined) await form.getByLabel('Email').fill(f.email);
  if (f.username !== undefined) await form.getByLabel('Username').fill(f.username);
  if (f.password !== undefined) await form.getByLabel('Password', { exact: true }).fill(f.password);
  if (f.confirmPassword !== undefined) await form.getByLabel('Confirm password').fill(f.confirmPassword);
  if (f.acceptTerms) await form.getByRole('checkbox', { name: /I accept the/ }).check();
}

/**
 * No axe-core violations of any impact on the page as it is now, under every rule axe-core runs by default (WCAG
 * 2.0-2.2 A/AA and best practices: no tag filter). `label-content-name-mismatch` (WCAG 2.5.3) is still marked
 * experimental, so off by default; it is switched on because Lighthouse checks it and speech-input users need it.
 * `include` limits the scan to one part of the page (a CSS selector); `exclude` leaves parts out.
 */
export async function expectAccessible(page: Page, label: string, include?: string, exclude?: string) {
  const scan: AxeScan = { rules: { 'label-content-name-mismatch': { enabled: true } }, exclude };
  // An open modal (menu, dialog) hides the rest of the page from assistive technology on purpose: scan just it.
  if (include) {
    const scope = page.locator(include).first();
    await expect(scope).toBeVisible();
    // Scan an opening dialog once its title names it: under load axe could catch the frame before Radix linked
    // the title. A dialog that never gets a name still fails, here.
    if (include.includes('dialog')) await expect(scope).toHaveAccessibleName(/\S/);
    scan.include = include;
  }
  // Let entrance and exit animations (toasts, dialogs) settle first: a colour read mid-fade is not the colour
  // people read. Endless ones (spinners) are not waited for.
  const settle = () =>
    page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    );
  await settle();
  let results = await scanWithAxe(page, scan);
  // Something may start fading in while axe reads the page (an admin's "pending approval" toast whose request
  // answered meanwhile, caught at 360 px on CI): scan the settled page once more. A violation that is really there
  // is there again.
  if (results.violations.length > 0) {
    await settle();
    results = await scanWithAxe(page, scan);
  }
  const violations = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/**
 * expectAccessible for a page (or, with `include`, a part of it) with an embedded YouTube player: the third-party
 * frame is not ours to audit, and without the internet it holds the browser's own error page.
 */
export function expectAccessibleAroundPlayer(page: Page, label: string, include?: string) {
  return expectAccessible(page, label, include, 'iframe[src*="youtube"]');
}
