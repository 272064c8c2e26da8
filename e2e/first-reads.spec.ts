/**
 * A page's first reads (issue 34; first-reads.ts in @canopy/contracts): the learn remote declares the API reads its
 * enrolled view and course page wait for, the forum remote those of its front page, a topic, a discussion and a
 * member's profile.
 * The gateway names them in the page's HTML to those the page's guard lets in, and the shell sends them as its own
 * code starts, before the remote's code has arrived. The page then joins those requests: each read goes out once.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './support/held-requests';
import { accounts } from './support/platform';
import { signInPage } from './support/signed-in-page';

/** Holds every file of a remote until `release` is called; the API paths asked for meanwhile. */
async function holdRemote(page: Page, remote: 'learn' | 'forum' = 'learn') {
  const { release, asked } = await holdRequests(page, `**/remotes/${remote}/**`);
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return { release, reads, remoteAsked: asked };
}

const count = (list: string[], item: string) => list.filter((x) => x === item).length;

test('the enrolled view’s first reads go out before the learn remote’s code has arrived, once each', async ({
  page,
}) => {
  await signInPage(page, accounts.student);
  const enrollments = (await (await page.request.get('/api/enrollments')).json()) as { courseId: number }[];
  const courseId = enrollments[0]?.courseId;
  expect(courseId, 'the demo student is enrolled in a course').toBeDefined();
  const first = [`/api/courses/${courseId}`, '/api/enrollments', `/api/courses/${courseId}/outline`];

  const learn = await holdRemote(page);
  await page.goto(`/courses/${courseId}/dashboard`, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => first.every((read) => learn.reads.includes(read))).toBe(true);
  expect(learn.remoteAsked(), 'the remote was asked for, and is held').toBe(true);
  learn.release();

  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const read of first) expect(count(learn.reads, read), `${read} asked for once`).toBe(1);
});

test('a visitor’s course page reads its course early; the signed-in view it cannot open reads nothing', async ({
  page,
}) => {
  const courses = (await (await page.request.get('/api/courses?status=approved')).json()) as { id: number }[];
  const courseId = courses[0]!.id;
  const learn = await holdRemote(page);
  await page.goto(`/courses/${courseId}`, { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() =>
      [`/api/courses/${courseId}`, `/api/courses/${courseId}/outline`].every((r) => learn.reads.includes(r)),
    )
    .toBe(true);
  learn.release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(count(learn.reads, `/api/courses/${courseId}`)).toBe(1);

  // The enrolled view's guard sends a visitor to /auth: none of its reads is sent for them.
  learn.reads.length = 0;
  await page.goto(`/courses/${courseId}/dashboard`);
  await expect(page).toHaveURL(/\/auth/);
  await page.waitForLoadState('networkidle');
  expect(learn.reads).not.toContain('/api/enrollments');
  expect(learn.reads).not.toContain(`/api/courses/${courseId}/outline`);
});

test('a discussion’s read goes out before the forum remote’s code has arrived, and the page joins it', async ({
  page,
}) => {
  const { items } = (await (await page.request.get('/api/discussions')).json()) as {
    items: { id: number; topicId: number; title: string }[];
  };
  const discussion = items[0]!;
  const read = `/api/discussions/${discussion.id}`;
  const forum = await holdRemote(page, 'forum');
  await page.goto(`/forum/topics/${discussion.topicId}/discussions/${discussion.id}`, {
    waitUntil: 'domcontentloaded',
  });
  await expect.poll(() => forum.reads.includes(read)).toBe(true);
  expect(forum.remoteAsked(), 'the remote was asked for, and is held').toBe(true);
  forum.release();

  await expect(page.getByRole('heading', { level: 1, name: discussion.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(count(forum.reads, read), `${read} asked for once`).toBe(1);
});

test('the forum’s front page reads its discussions and popular topics early; a filtered or paged address names none', async ({
  page,
}) => {
  const firstReads = ['/api/discussions', '/api/forum-topics?sort=popular&limit=6'];
  const forum = await holdRemote(page, 'forum');
  await page.goto('/forum', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => firstReads.every((read) => forum.reads.includes(read))).toBe(true);
  expect(forum.remoteAsked(), 'the remote was asked for, and is held').toBe(true);
  forum.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Sustainability Forum' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Topics' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const read of firstReads) expect(count(forum.reads, read), `${read} asked for once`).toBe(1);

  // With a filter or a page in the address the page reads something else: the HTML names nothing, so the
  // unfiltered first page is not fetched for nothing.
  const named = async (address: string) =>
    /<meta name="canopy-first-reads" content="([^"]*)">/
      .exec(await (await page.request.get(address, { headers: { Accept: 'text/html' } })).text())?.[1]
      ?.replaceAll('&amp;', '&')
      .split(' ') ?? [];
  expect(await named('/forum')).toEqual(firstReads);
  expect(await named('/forum?tab=recent')).toEqual([]);
  expect(await named('/forum?utm_source=newsletter')).toEqual(firstReads);
  expect(await named('/forum/topics/1')).toEqual(['/api/forum-topics/1', '/api/forum-topics/1/discussions']);
  expect(await named('/forum/topics/1?page=2')).toEqual([]);
});
