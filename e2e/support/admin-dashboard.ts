/*
 * The admin dashboard's journeys (admin-journey, admin-courses): its parts as a person finds them, and the data the
 * journeys set up through the services' own APIs on their platform.
 */
import { expect, request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { firstCategoryId, okJson, registerAccount, signedInApi } from './api-helpers';
import { accounts, uniqueUsername } from './platform';

export const tab = (page: Page, name: string) => page.getByRole('tab', { name });
export const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Platform figures' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** The figure a stat card shows, as a number. */
export async function cardValue(page: Page, name: string): Promise<number> {
  const text = (await card(page, name).locator('.value').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Opens the actions menu of a row of the Users table and picks `action`. */
export async function rowAction(page: Page, username: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

export async function searchUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
  await expect(page.getByRole('status').filter({ hasText: /Showing/ })).toBeVisible();
}

export interface Series {
  date: string;
  count: number;
}

/** The row of a figures table for one UTC day, as its cells' text. */
export async function tableRow(page: Page, region: string, date: string) {
  const row = page
    .getByRole('region', { name: region })
    .getByRole('row')
    .filter({ has: page.locator(`time[datetime="${date}"]`) });
  return row.getByRole('cell').allTextContents();
}

/**
 * Nothing may widen the page at a phone's width (wide tables scroll inside their own region). On failure the
 * message names the outermost elements that stick out, which is what needs fixing.
 */
export async function expectNoSideScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const right = el.getBoundingClientRect().right;
      const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
      // Only where the overflow starts: the element sticks out while its parent does not.
      if (right > width + 0.5 && parent <= width + 0.5) {
        culprits.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(right)}px`,
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 8) };
  });
  expect.soft(overflow.scrollWidth, `${label}: ${overflow.culprits.join('; ')}`).toBeLessThanOrEqual(360);
}

/** POST /api/register from a client of its own (a new account signs that client in, not the browser). */
export async function register(
  baseURL: string,
  role: 'student' | 'educator',
  firstName: string,
  lastName: string,
) {
  const api = await playwrightRequest.newContext({ baseURL });
  const prefix = role === 'student' ? 'learner' : 'applicant';
  const account = await registerAccount(api, {
    prefix,
    firstName,
    lastName,
    password: 'Canopy!journey9',
    role,
  });
  await api.dispose();
  return { ...account, id: account.user.id, firstName, lastName };
}

/** The demo student flags someone else's discussion as spam (the forum's own API), for the Moderation tab. */
export async function flagADiscussion(baseURL: string) {
  const api = await signedInApi(baseURL, accounts.student);
  const list = await okJson<{ items: { id: number; title: string; author: { username: string } }[] }>(
    api.get('/api/discussions?pageSize=20'),
  );
  const target = list.items.find((d) => d.author.username !== accounts.student.username);
  expect(target, 'a demo discussion by someone else').toBeTruthy();
  const res = await api.post(`/api/discussions/${target!.id}/flags`, { data: { reason: 'spam' } });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return { id: target!.id, title: target!.title };
}

/** The demo educator submits courses with these titles through the course service's API: each waits for review. */
export async function submitCourses(baseURL: string, titles: string[]) {
  const api = await signedInApi(baseURL, accounts.educator);
  const categoryId = await firstCategoryId(api);
  for (const title of titles) {
    const res = await api.post('/api/courses', {
      data: { title, description: 'A short course for the admin journey.', categoryId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();
}

/** The demo student enrols in a course (the course service's API), so today's enrollments include the journey's. */
export async function enrolDemoStudent(baseURL: string, courseId: number) {
  const api = await signedInApi(baseURL, accounts.student);
  const res = await api.post('/api/enrollments', { data: { courseId } });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
}

/** An active educator account the administrator creates (POST /api/users), to be given a course later. */
export async function createStaffEducator(baseURL: string) {
  const username = uniqueUsername('staff');
  const api = await signedInApi(baseURL, accounts.admin);
  await okJson(
    api.post('/api/users', {
      data: {
        username,
        password: 'Canopy!staff77',
        firstName: 'Casey',
        lastName: 'Teacher',
        email: `${username}@example.org`,
        role: 'educator',
      },
    }),
  );
  await api.dispose();
  return { username, name: 'Casey Teacher' };
}
