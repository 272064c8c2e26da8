/** The shell's own screens: /auth's About tab and menu, 404, error-free static pages, the side menu. */
import { expect, test } from '@playwright/test';
import { accounts, siteLinks } from './support/platform';
import { signInPage } from './support/signed-in-page';

test('the About tab has the pitch, features, mission, featured course and educator invitation', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'About Us', selected: true })).toBeVisible();
  for (const title of ['Expert-Led Courses', 'Community Engagement', 'Live Learning Sessions']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const course = page
    .getByRole('article')
    .or(page.locator('section'))
    .filter({ hasText: 'Foundations of Sustainability' })
    .first();
  await expect(course).toContainText('6 modules');
  await expect(course).toContainText('Beginner');
  for (const item of ['Access courses', 'Track your progress', 'Join discussions', 'Earn certificates']) {
    await expect(page.getByText(item, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Existing Users Login' }).click();
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'About Us' }).click();
  await page.getByRole('button', { name: 'Join For Free' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'About Us' }).click();
  await page.getByRole('button', { name: 'Register as an Educator' }).click();
  await expect(page.getByRole('radio', { name: /^Educator/ })).toBeChecked();
});

test('the /auth header menu and buttons', async ({ page }) => {
  await page.goto('/auth');
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await menu.getByRole('button', { name: 'Site menu' }).click();
  // Home is the installation's own site, when it is configured (the e2e platform sets one); never a made-up one.
  const { homeSiteUrl } = await siteLinks(page.request);
  if (homeSiteUrl) {
    await expect(menu.getByRole('link', { name: /Home/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: /Home/ })).toHaveAttribute('href', homeSiteUrl);
  } else await expect(menu.getByRole('link', { name: /Home/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Learning Platform' })).toHaveAttribute('href', '/auth');
  await expect(menu.getByRole('link', { name: 'Join Our Community' })).toHaveAttribute(
    'href',
    '/spiritual-community',
  );
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Learning Platform' })).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/might have been moved or deleted/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('legal and community pages state what the specification requires', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/not intended for children under 13/)).toBeVisible();
  await expect(page.getByText(/We do not sell your personal data/i)).toBeVisible();

  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/All fees are non-refundable unless stated otherwise/)).toBeVisible();
  await expect(page.getByText(/governed by the laws of \[Jurisdiction\]/)).toBeVisible();

  await page.goto('/cookie-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  // The support address is the installation's (SUPPORT_EMAIL; the e2e platform sets one), else no mail link.
  const { supportEmail } = await siteLinks(page.request);
  const mail = page.getByRole('main').locator('a[href^="mailto:"]');
  if (supportEmail) {
    await expect(page.getByText(`Questions about cookies? Email ${supportEmail}.`)).toBeVisible();
    await expect(mail).toHaveAttribute('href', `mailto:${supportEmail}`);
  } else await expect(mail).toHaveCount(0);

  await page.goto('/spiritual-community');
  for (const tab of ['About', 'Gatherings', 'Connect', 'Resources'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await page.getByRole('tab', { name: 'Connect' }).click();
  const circle = page.getByRole('link', { name: 'Join a circle' });
  if (supportEmail)
    expect(await circle.getAttribute('href')).toBe(
      `mailto:${supportEmail}?subject=${encodeURIComponent('Joining a growth circle')}`,
    );
  else await expect(circle).toHaveCount(0);
  await page.getByRole('tab', { name: 'Gatherings' }).click();
  for (const when of [
    'Sunday 10:00 AM EST',
    'Wednesday 7:00 PM EST',
    'First Saturday of the month, 1:00 PM EST',
  ]) {
    await expect(page.getByText(when)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Return to Learning Platform' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the footer: links, subscribe box and the current year', async ({ page }) => {
  await page.goto('/cookie-policy');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Canopy`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Invalid email address')).toBeVisible();
  await footer.getByLabel('Email address').fill('reader@example.org');
  const stored = page.waitForResponse('**/api/newsletter/subscriptions');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect((await stored).status()).toBe(200);
  await expect(page.locator('[data-variant="success"]')).toContainText("You're on the list.");
  await expect(footer.getByLabel('Email address')).toHaveValue('');

  // Popular courses: the course service's five most enrolled, in its order, then the whole catalogue.
  const answer = await page.request.get('/api/courses?status=approved&sort=popular&pageSize=5');
  const titles = ((await answer.json()) as { items: { title: string }[] }).items.map((c) => c.title);
  expect(titles.length).toBeGreaterThan(0);
  await expect(footer.getByRole('list', { name: 'Popular courses' }).getByRole('link')).toHaveText([
    ...titles,
    'Browse all courses',
  ]);
});

test('the side menu shows the role label and the links', async ({ page }) => {
  await signInPage(page, accounts.student);
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Student')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Join Our Community' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Join Our Community' }).click();
  await expect(page).toHaveURL(/\/spiritual-community$/);
});
