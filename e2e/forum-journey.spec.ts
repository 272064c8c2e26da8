/**
 * The forum journey end to end, against the real platform (gateway + identity + forum service + shell + forum
 * remote): sign up, read the forum signed out (and be asked to sign in to post), sign in, start a discussion with
 * the guidelines ticked, reply as another member, mark it helpful, find it with the search box; then the usual
 * XSS payloads posted as Markdown are shown inert in Chromium. axe-core on the forum's pages:
 * forum-accessibility.spec.ts.
 *
 * Uses the demo accounts of demo mode (their forum history makes them established members, so only the account
 * signed up here meets the new-member posting limits, and it posts once).
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  accounts,
  expectRemoteDeployed,
  expectToast,
  fillSignUp,
  openAuthTab,
  siteLinks,
  uniqueUsername,
  run,
} from './support/platform';
import { signInPage } from './support/signed-in-page';

// The run's id is shared by every spec on the shared platform; this journey's search word is its own.
const KEYWORD = `forum${run}`;
const TITLE = `Worm composting on a tiny balcony ${KEYWORD}`;
const CONTENT = `Our worm bin smells sour after a week of rain. Keyword ${KEYWORD}.\n\n- Is it too wet?\n- Should I add **cardboard**?`;
const PASSWORD = 'Green-leaf-42';
const member = { username: uniqueUsername('forum'), password: PASSWORD, firstName: 'Rowan' };

let discussionPath = '';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await expectRemoteDeployed(request, 'forum');
});

async function signOut(page: Page) {
  await page.context().clearCookies();
}

test('sign up, read signed out, sign in, start a discussion, reply, like and search', async ({ page }) => {
  test.setTimeout(180_000);

  await test.step('sign up', async () => {
    await openAuthTab(page, 'register');
    await fillSignUp(page, {
      firstName: member.firstName,
      lastName: 'Ash',
      email: `${member.username}@example.org`,
      username: member.username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signOut(page);
  });

  await test.step('a visitor reads the forum and is asked to sign in to post', async () => {
    // The guidelines send reports to the installation's support address when it has one, else to Flag.
    await page.goto('/community-guidelines');
    await page.getByRole('button', { name: /Enforcement & Reporting/ }).click();
    const { supportEmail } = await siteLinks(page.request);
    if (supportEmail)
      await expect(page.getByRole('link', { name: supportEmail })).toHaveAttribute(
        'href',
        `mailto:${supportEmail}`,
      );
    else await expect(page.getByText(/Use the Flag button under the post/)).toBeVisible();
    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Sustainability Forum' })).toBeVisible();
    const discussions = page.getByRole('region', { name: 'Discussions' });
    await expect(discussions.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular Topics' }).getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('link', { name: /View full guidelines/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    // The tabs really filter: Popular lists fewer discussions than All on the demo forum.
    const all = await discussions.getByRole('heading', { level: 3 }).count();
    await page.getByRole('tab', { name: 'Popular' }).click();
    await expect(page).toHaveURL(/tab=popular/);
    await expect(async () => {
      const popular = await discussions.getByRole('heading', { level: 3 }).count();
      expect(popular).toBeGreaterThan(0);
      expect(popular).toBeLessThan(all);
    }).toPass();

    await page.getByRole('button', { name: 'New Discussion' }).click();
    await expectToast(page, 'Authentication Required', 'Please log in to create a discussion.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('tab', { name: 'All' }).click();
    // The list is replaced when All's answer arrives: a click on the Popular list's first link as it goes is lost.
    await expect(page).not.toHaveURL(/tab=popular/);
    await expect(discussions.getByRole('heading', { level: 3 })).toHaveCount(all);
    await discussions.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page.getByText('You need to be logged in to reply to this discussion.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In / Sign Up' })).toHaveAttribute('href', '/auth');
    await page.getByRole('link', { name: 'Back to Topic' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Discussions in This Topic' })).toBeVisible();
  });

  await test.step('a member starts a discussion with the guidelines ticked', async () => {
    await signInPage(page, member);
    await page.goto('/forum');
    await page.getByRole('button', { name: 'New Discussion' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Discussion' });
    await expect(dialog).toBeVisible();
    const create = dialog.getByRole('button', { name: 'Create Discussion' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Title').fill('Hi');
    await dialog
      .getByRole('checkbox', { name: 'I have read and agree to follow the community guidelines' })
      .check();
    await expect(create).toBeEnabled();
    await create.click();
    await expect(dialog.getByText('Title must be at least 5 characters long')).toBeVisible();
    await expect(dialog.getByText('Content must be at least 20 characters long')).toBeVisible();
    await expect(dialog.getByText('Please select a topic')).toBeVisible();

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Content').fill(CONTENT);
    await dialog.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Gardening & Growing Food' }).click();
    await dialog.getByLabel('Tags').fill('composting, Balcony');
    await create.click();
    await expectToast(page, 'Discussion started');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/forum\/topics\/\d+\/discussions\/\d+$/);
    discussionPath = new URL(page.url()).pathname;
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article.getByRole('link', { name: '#balcony' })).toBeVisible();
    await expect(article.locator('[data-post-body] strong')).toHaveText('cardboard');
    await expect(page.getByText('No replies yet. Be the first to reply!')).toBeVisible();
    // One's own post cannot be marked helpful, but it can be edited.
    await expect(article.getByRole('button', { name: 'Edit' })).toBeVisible();
    await signOut(page);
  });

  await test.step('another member replies and marks it helpful', async () => {
    await signInPage(page, accounts.student);
    await page.goto(discussionPath);
    const form = page.getByRole('form', { name: 'Add Your Reply' });
    const post = form.getByRole('button', { name: 'Post Reply' });
    await expect(post).toBeDisabled();
    await form
      .getByLabel('Your reply')
      .fill('Yes: add shredded cardboard and leave the lid ajar for a few days.');
    await form
      .getByRole('checkbox', { name: 'I have read and agree to follow the community guidelines' })
      .check();
    await post.click();
    await expectToast(page, 'Reply posted');
    const reply = page.getByRole('article', { name: /Reply by student/ });
    await expect(reply).toContainText('leave the lid ajar');
    await expect(page.getByRole('heading', { level: 2, name: '1 Reply' })).toBeVisible();

    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    const helpful = article.getByRole('button', { name: /^Helpful/ });
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toHaveText(/Helpful · 1/);
    await page.reload();
    await expect(article.getByRole('button', { name: /^Helpful/ })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the search box finds it, with the match highlighted', async () => {
    await page.goto('/forum');
    await page.getByRole('searchbox', { name: 'Search discussions' }).fill(KEYWORD);
    await expect(page).toHaveURL(new RegExp(`q=${KEYWORD}`));
    const results = page.getByRole('region', { name: 'Discussions' });
    await expect(results.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(results.locator('mark').first()).toHaveText(new RegExp(KEYWORD, 'i'));
    await expect(results.getByRole('heading', { level: 3 })).toHaveCount(1);
    await results.getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });
});

test('the usual XSS payloads are shown inert', async ({ page }) => {
  test.setTimeout(120_000);
  const payloads = [
    '<script>window.__xss = "script"</script>',
    '<img src=x onerror="window.__xss = \'img\'">',
    '[click me](javascript:window.__xss="md-link")',
    '<a href="javascript:window.__xss=\'a\'">a link</a>',
    '<a href="JaVaScRiPt:window.__xss=\'a2\'">mixed case</a>',
    '<svg onload="window.__xss = \'svg\'"></svg>',
    '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>',
    '<details open ontoggle="window.__xss = \'details\'">toggle</details>',
    '<body onload="window.__xss=\'body\'">',
    '<style>@import "javascript:window.__xss=1";</style>',
    '<form action="javascript:window.__xss=\'form\'"><button>Go</button></form>',
    '![pic](javascript:window.__xss="md-img")',
    '<a href="data:text/html,<script>parent.__xss=\'data\'</script>">data link</a>',
  ];
  const content = `Testing how posts are rendered ${run}.\n\n${payloads.join('\n\n')}`;
  const xssTitle = `XSS check <img src=x onerror="window.__xss='title'"> ${run}`;

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  // Posted through the API with the members' own sessions (the UI path is covered by the journey above).
  await signInPage(page, accounts.educator);
  const topics = (await (await page.request.get('/api/forum-topics')).json()) as { id: number }[];
  const created = await page.request.post('/api/discussions', {
    data: { title: xssTitle, content, topicId: topics[0]!.id, tags: 'security, markdown' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const discussion = (await created.json()) as { id: number; topicId: number };
  await page.context().clearCookies();
  await signInPage(page, { username: 'student2', password: 'Canopy!learn2' });
  const replied = await page.request.post(`/api/discussions/${discussion.id}/replies`, {
    data: { content: `A reply with payloads too ${run}\n\n${payloads.slice(0, 6).join('\n\n')}` },
  });
  expect(replied.status(), await replied.text()).toBe(201);

  for (const path of [
    `/forum/topics/${discussion.topicId}/discussions/${discussion.id}`,
    `/forum?q=${run}`,
    `/forum/topics/${discussion.topicId}`,
  ]) {
    await page.goto(path);
    await expect(page.getByText(/XSS check/).first()).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), path).toBeUndefined();
  }

  await page.goto(`/forum/topics/${discussion.topicId}/discussions/${discussion.id}`);
  // The title is text, exactly as typed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(xssTitle);
  const bodies = page.locator('[data-post-body]');
  await expect(bodies).toHaveCount(2);
  const findings = await bodies.evaluateAll((nodes) => {
    const problems: string[] = [];
    for (const root of nodes) {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        if (['script', 'iframe', 'svg', 'style', 'form', 'object', 'embed', 'body'].includes(tag))
          problems.push(tag);
        for (const attr of el.attributes) {
          if (attr.name.startsWith('on')) problems.push(`${tag}[${attr.name}]`);
          if (/^\s*(javascript|data|vbscript):/i.test(attr.value))
            problems.push(`${tag}[${attr.name}=${attr.value}]`);
        }
        if (tag === 'a' && el.getAttribute('href') && el.getAttribute('rel') !== 'nofollow ugc noopener') {
          problems.push(`a without rel: ${el.getAttribute('rel')}`);
        }
      }
    }
    return problems;
  });
  expect(findings).toEqual([]);
  // Clicking what is left of the links runs nothing either.
  for (const name of ['click me', 'a link', 'mixed case']) {
    const link = page.getByText(name, { exact: true }).first();
    if (await link.count()) await link.click({ noWaitAfter: true }).catch(() => undefined);
  }
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
