/**
 * axe-core on the forum remote's pages against the real platform, at 1280 and 360 px: the forum, a discussion
 * (signed out, then signed in with the reply form), a member's profile, a topic and the New Discussion dialog, on
 * the demo forum's content. The journey that posts: forum-journey.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, expectRemoteDeployed } from './support/platform';
import { signInPage } from './support/signed-in-page';

test.beforeEach(async ({ request }) => {
  await expectRemoteDeployed(request, 'forum');
});

test.describe('accessibility of the forum pages (axe-core: no serious or critical violations)', () => {
  for (const width of [1280, 360]) {
    test(`forum, topic, discussion and profile at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/forum');
      await expect(page.getByRole('heading', { level: 1, name: 'Sustainability Forum' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Popular Topics' }).getByRole('link').first(),
      ).toBeVisible();
      await expectAccessible(page, `/forum at ${width}`);

      const first = page
        .getByRole('region', { name: 'Discussions' })
        .getByRole('heading', { level: 3 })
        .first();
      await first.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('You need to be logged in to reply to this discussion.')).toBeVisible();
      await expectAccessible(page, `discussion at ${width}`);

      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/forum\/users\/\d+$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Recent discussions' })).toBeVisible();
      await expectAccessible(page, `profile at ${width}`);

      await page.goBack();
      await page.getByRole('link', { name: 'Back to Topic' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Discussions in This Topic' })).toBeVisible();
      await expect(page.locator('[data-testid="discussion-skeleton"]')).toHaveCount(0);
      await expectAccessible(page, `topic at ${width}`);

      // Signed in, with the posting forms open.
      await signInPage(page, accounts.student);
      await page.goto('/forum');
      await page.getByRole('button', { name: 'New Discussion' }).click();
      await expect(page.getByRole('dialog', { name: 'New Discussion' })).toBeVisible();
      await expectAccessible(page, `New Discussion dialog at ${width}`);
      await page.keyboard.press('Escape');
      await first.getByRole('link').click();
      await expect(page.getByRole('form', { name: 'Add Your Reply' })).toBeVisible();
      await expectAccessible(page, `discussion signed in at ${width}`);
    });
  }
});
