/**
 * No link of ours leads to our own 404 page: every internal link (href starting with "/") on the pages a learner
 * uses most — home, the catalogue, a course page, the enrolled view of a course, and the header and footer around
 * them — is followed, and none shows "404 Page Not Found". Links to pages no remote declares yet (the forum, live
 * sessions, the studio and admin areas) must be hidden, not dead.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { accounts, expectRemoteDeployed } from './support/platform';
import { signInPage } from './support/signed-in-page';

const NOT_FOUND = '404 Page Not Found';

/** The page has drawn its content: a first-level heading is up and no request is outstanding. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Every internal link target on the page as it is now (header and footer included). */
async function internalLinks(page: Page): Promise<string[]> {
  await settle(page);
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/** A course the demo student is enrolled in: from the home page's own links, else the enrollments API. */
async function enrolledCourseId(page: Page): Promise<number> {
  await page.goto('/');
  for (const href of await internalLinks(page)) {
    const m = /^\/courses\/(\d+)\/dashboard$/.exec(href);
    if (m) return Number(m[1]);
  }
  const res = await page.request.get('/api/enrollments');
  expect(res.ok(), 'GET /api/enrollments').toBe(true);
  const body = (await res.json()) as Array<{ courseId: number }> | { items?: Array<{ courseId: number }> };
  const list = Array.isArray(body) ? body : (body.items ?? []);
  expect(list.length, 'the demo student is enrolled in a course').toBeGreaterThan(0);
  return list[0]!.courseId;
}

test('every internal link on home, catalogue, course, enrolled view, header and footer leads to a page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await expectRemoteDeployed(request, 'learn');
  await signInPage(page, accounts.student);

  const found = new Map<string, string>(); // href -> the page it was found on
  const collect = async (from: string) => {
    await page.goto(from);
    for (const href of await internalLinks(page)) if (!found.has(href)) found.set(href, from);
  };

  await collect('/');
  await collect('/courses');
  const courseHref = [...found.keys()].find((h) => /^\/courses\/\d+$/.test(h));
  expect(courseHref, 'the catalogue links to a course page').toBeTruthy();
  await collect(courseHref!);
  await collect(`/courses/${await enrolledCourseId(page)}/dashboard`);

  // The pages must have offered the usual ways around, or the walk proves nothing.
  expect([...found.keys()]).toEqual(
    expect.arrayContaining(['/', '/courses', '/spiritual-community', '/privacy-policy']),
  );

  const dead: string[] = [];
  for (const [href, from] of found) {
    if (href.startsWith('/api/')) {
      // A download (a certificate PDF), not a page: it must answer, not be visited.
      const res = await page.request.get(href);
      if (res.status() >= 400) dead.push(`${href} (on ${from}): HTTP ${res.status()}`);
      continue;
    }
    await page.goto(href);
    await settle(page);
    if (await page.getByRole('heading', { level: 1, name: NOT_FOUND }).isVisible()) {
      dead.push(`${href} (on ${from})`);
    }
  }
  expect(dead, `links to our own 404 page:\n${dead.join('\n')}`).toEqual([]);
});
